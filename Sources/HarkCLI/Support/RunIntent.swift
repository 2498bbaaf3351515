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
}
