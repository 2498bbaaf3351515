import ArgumentParser
import HarkRuntime

/// `hark undo` / `hark redo`: take back, or make again, the latest change made through Hark
/// (the same as saying "undo" or "redo").
struct UndoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "undo",
        abstract: "Take back the latest change made through Hark; again, the one before it (as saying “undo”).",
        discussion: "Hark keeps the last 100 changes. A change that something else has changed since is left as it is (exit 1). hark redo makes the latest undone change again. Exit codes as for hark \"…\"."
    )

    @Flag(help: "Print the outcome as JSON.")
    var json = false

    @OptionGroup var options: RuntimeOptions

    func run() async throws {
        try await Self.run(intent: "UndoChange", options: options, json: json)
    }

    static func run(intent: String, options: RuntimeOptions, json: Bool) async throws {
        var settings = options.settings
        settings.json = json
        let assembly = try Setup.assembly(settings)
        let runtime = try Setup.runtime(assembly)
        let context = try Setup.context(assembly, interactive: true)
        try SayCommand.report(await runtime.run(intent: intent, arguments: [], context: context), settings: settings, byName: true)
    }
}

/// `hark redo`.
struct RedoCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "redo",
        abstract: "Make the latest undone change again (as saying “redo”).",
        discussion: "Only until a new change is made: after it, what was undone stays undone. Exit codes as for hark \"…\"."
    )

    @Flag(help: "Print the outcome as JSON.")
    var json = false

    @OptionGroup var options: RuntimeOptions

    func run() async throws {
        try await UndoCommand.run(intent: "RedoChange", options: options, json: json)
    }
}
