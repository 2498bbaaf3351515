import ArgumentParser
import HarkRuntime
import IntentKit

/// `hark do INTENT --name value …`: run an intent by name, for scripts.
struct DoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "do",
        abstract: "Run an intent by name with typed parameters: hark do AddMood --title happy --emoji 🎉",
        discussion: "Each --NAME VALUE (or --NAME=VALUE) gives a parameter (see hark intents NAME); values are checked against the parameter's type. --json, --quiet, --verbose, --db and --phrases may stand among them. Exit codes as for hark \"…\"."
    )

    @Argument(help: "The intent's name.", completion: .custom { _, _, _ in IntentsCommand.names() })
    var intent: String

    @Argument(parsing: .captureForPassthrough, help: "--NAME VALUE pairs.")
    var arguments: [String] = []

    @Flag(help: "Print the outcome as JSON.")
    var json = false

    @OptionGroup var options: RuntimeOptions

    func run() async throws {
        var settings = options.settings
        settings.json = json
        let given = try IntentArguments(arguments, settings: settings)
        let assembly = try Setup.assembly(given.settings)
        let runtime = try Setup.runtime(assembly)
        let context = try Setup.context(assembly, settings: given.settings)
        try SayCommand.report(await runtime.run(intent: intent, arguments: given.parameters, context: context),
                              settings: given.settings, byName: true, database: assembly.configuration.databasePath)
    }
}
