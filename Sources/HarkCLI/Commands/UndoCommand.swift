import ArgumentParser

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
        try await RunIntent.run("UndoChange", options: options, json: json)
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
        try await RunIntent.run("RedoChange", options: options, json: json)
    }
}
