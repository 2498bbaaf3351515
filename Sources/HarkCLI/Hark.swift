import ArgumentParser

/// `hark`: the command line.
public struct Hark: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "hark",
        abstract: "Local-first intents and shortcuts: say what you want, Hark does it.",
        subcommands: [RecognizeCommand.self, PhrasesCommand.self]
    )

    public init() {}
}
