import Foundation
import HarkAssembly
import HarkRuntime
import HarkStore
import Logging
import Scheduling
import ShortcutKit

/// Runs a triggered shortcut for the scheduler with Hark's intents over the database: its
/// parameters take their defaults, nobody can be asked, and what it says goes to standard
/// output (a line each, after the shortcut's id) and to the notifier, control characters
/// escaped (`TerminalText`).
final class ShortcutLauncher: ShortcutLaunching {
    private let assembly: Assembly
    private let runtime: Runtime
    private let database: HarkDatabase
    private let notifier: Notifier?
    private let logger: Logger

    init(assembly: Assembly, runtime: Runtime, database: HarkDatabase, logger: Logger) {
        self.assembly = assembly
        self.runtime = runtime
        self.database = database
        notifier = Notifier(assembly.configuration.notifier)
        self.logger = logger
    }

    /// Reads the shortcut and those it calls afresh for each run (as `hark run` does), so that
    /// a run uses its file as it is now and nothing is held between runs.
    func run(_ id: String, scheduled: Date) async -> RunOutcome {
        let library = assembly.shortcuts(running: id)
        guard let shortcut = library.runnable[id] else {
            return RunOutcome(status: .failed, error: "the shortcut \(id) is no longer there or has errors")
        }
        let context = assembly.context(database: database, now: Date())
        let run = await assembly.shortcutRunner(library, runtime: runtime, context: context).run(shortcut, parameters: [:])
        if !run.said.isEmpty, let failure = StandardOutput.write(lines: run.said.map { "\(id): \($0)" }) {
            // A line each, at once, so that a journal shows it as it comes; a reader gone away
            // (`hark daemon | head -1`) loses the lines, and the run log keeps them.
            logger.warning("\(id): what it said could not be written to standard output (\(failure)); it is in the run log")
        }
        if let notifier, !run.said.isEmpty {
            do { try notifier.tell(run.said.joined(separator: "\n")) } catch {
                logger.warning("the notifier \(notifier.words.joined(separator: " ")) could not be started: \(error)")
            }
        }
        switch run.ending {
        case .finished, .stopped: return RunOutcome(status: .ok, said: run.said)
        case .needsInput(let question): return RunOutcome(status: .failed, said: run.said, error: "it asked “\(question)” and nobody can answer a scheduled run; give the parameter a default")
        case .cancelled: return RunOutcome(status: .interrupted, said: run.said, error: run.failure)
        case .failed, .limitReached: return RunOutcome(status: .failed, said: run.said, error: run.failure)
        }
    }
}
