import ArgumentParser

/// `hark`: the command line.
public struct Hark: AsyncParsableCommand {
    /// Every command, by name: the one list. A new command is its own file and a line here; the
    /// quick path below knows the names from this list.
    static let commands: [(name: String, type: any ParsableCommand.Type)] = [
        ("say", SayCommand.self), ("explain", ExplainCommand.self), ("intents", IntentsCommand.self), ("do", DoCommand.self),
        ("parse", ParseCommand.self), ("recognize", RecognizeCommand.self), ("phrases", PhrasesCommand.self),
    ]

    public static let configuration = CommandConfiguration(
        commandName: "hark",
        abstract: "Local-first intents and shortcuts: say what you want, Hark does it.",
        discussion: "Examples: hark \"add a happy mood\", hark how have I been feeling this week, hark explain \"…\", hark intents.",
        subcommands: commands.map(\.type),
        defaultSubcommand: SayCommand.self
    )

    public init() {}

    /// The words that name a command rather than start a sentence (the argument parser adds `help`).
    static let commandNames = Set(commands.map(\.name) + ["help"])

    /// Runs the command line. A plain sentence (`hark add a happy mood`: not a command's name,
    /// with only `say`'s own options among its words) goes straight to `say`, in time linear in
    /// its length, without the argument parser; this keeps the most common use quick to start.
    /// Everything else is parsed as usual.
    public static func start(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) async {
        let length = arguments.reduce(0) { $0 + $1.count + 1 }
        if length > SayCommand.maximumLength + 1_000 {
            printError("hark: that is \(length) characters; Hark reads at most \(SayCommand.maximumLength) at a time")
            exit(withError: HarkExit.usage)
        }
        if let first = arguments.first, !commandNames.contains(first), let sentence = PlainSentence(arguments) {
            do {
                try await SayCommand.say(sentence.text, json: sentence.json, settings: sentence.settings)
            } catch {
                exit(withError: error)
            }
            return
        }
        await main(arguments)
    }
}
