import ArgumentParser

/// `hark`: the command line.
@available(macOS 10.15, macCatalyst 13, iOS 13, tvOS 13, watchOS 6, *)
public struct Hark: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "hark",
        abstract: "Local-first intents and shortcuts: say what you want, Hark does it.",
        discussion: "Examples: hark \"add a happy mood\", hark how have I been feeling this week, hark explain \"…\", hark intents.",
        subcommands: [SayCommand.self, ExplainCommand.self, IntentsCommand.self, DoCommand.self, ParseCommand.self, RecognizeCommand.self, PhrasesCommand.self],
        defaultSubcommand: SayCommand.self
    )

    public init() {}

    /// The subcommands' names (kept as literals: asking the command types costs start-up time).
    static let commandNames: Set<String> = ["say", "explain", "intents", "do", "parse", "recognize", "phrases", "help"]

    /// Runs the command line. A plain sentence (`hark add a happy mood`: no options, not a
    /// command's name) goes straight to `say` without parsing options, which keeps the most
    /// common use quick to start; everything else is parsed as usual.
    public static func start(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) async {
        if let first = arguments.first, !commandNames.contains(first), !arguments.contains(where: { $0.hasPrefix("-") }),
           !isBlank(arguments.joined()) {
            do {
                try await SayCommand.say(arguments.joined(separator: " "), json: false, database: nil, phrases: nil)
            } catch {
                exit(withError: error)
            }
            return
        }
        await main(arguments)
    }
}
