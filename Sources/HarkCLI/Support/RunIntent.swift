import HarkRuntime
import HarkValue

/// Runs one intent by name for a command that stands for it (`hark undo`, `hark memory search`),
/// and reports the outcome as `hark do` does.
enum RunIntent {
    static func run(_ intent: String, _ arguments: [(name: String, value: PhraseValue)] = [], options: RuntimeOptions,
                    json: Bool) async throws {
        var settings = options.settings
        settings.json = json
        let assembly = try Setup.assembly(settings)
        let runtime = try Setup.runtime(assembly)
        let context = try Setup.context(assembly, settings: settings)
        try SayCommand.report(await runtime.run(intent: intent, arguments: arguments, context: context), settings: settings, byName: true,
                              database: assembly.configuration.databasePath)
    }

    /// Runs one intent whose dialog is the command's output, not an answer (`hark memory export`
    /// without a file: the archive), and prints that dialog as it is, whatever `--json`,
    /// `--speak` or `--quiet` say; an outcome other than done is reported as `run` reports it.
    /// The dialog is JSON (the archive), so its DELETE and C1 characters are written as JSON
    /// escapes, which read back the same, rather than as `Output` shows them.
    static func output(_ intent: String, _ arguments: [(name: String, value: PhraseValue)] = [], options: RuntimeOptions) async throws {
        let settings = options.settings
        let assembly = try Setup.assembly(settings)
        let runtime = try Setup.runtime(assembly)
        let context = try Setup.context(assembly, settings: settings)
        let outcome = await runtime.run(intent: intent, arguments: arguments, context: context)
        if case .done(_, let result) = outcome {
            Output.line(JSONString.escapingControls(in: result.dialog))
        } else {
            try SayCommand.report(outcome, settings: settings, byName: true, database: assembly.configuration.databasePath)
        }
    }
}
