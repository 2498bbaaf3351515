import ArgumentParser

/// `hark`: the command line.
@available(macOS 10.15, macCatalyst 13, iOS 13, tvOS 13, watchOS 6, *)
public struct Hark: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "hark",
        abstract: "Local-first intents and shortcuts: say what you want, Hark does it.",
        discussion: "Examples: hark \"add a happy mood\", hark how have I been feeling this week, hark explain \"…\", hark intents.",
        subcommands: [SayCommand.self, ExplainCommand.self, IntentsCommand.self, DoCommand.self, RecognizeCommand.self, PhrasesCommand.self],
        defaultSubcommand: SayCommand.self
    )

    public init() {}
}
