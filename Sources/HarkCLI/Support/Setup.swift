import ArgumentParser
import Foundation
import HarkAssembly
import HarkRuntime
import HarkStore
import IntentKit
import Synchronization

/// How a command puts Hark together: the configuration from its options and the environment,
/// and each part from the assembly, with problems printed and turned into exit codes.
enum Setup {
    /// Hark put together for `settings` (nil: from the environment alone).
    static func assembly(_ settings: RuntimeSettings? = nil) throws -> Assembly {
        try reporting { () throws(AssemblyError) in
            try Assembly(configuration: HarkConfiguration.load(database: settings?.db, phrases: settings?.phrases))
        }
    }

    static func runtime(_ assembly: Assembly) throws -> Runtime {
        try reporting { () throws(AssemblyError) in try assembly.runtime() }
    }

    /// The context intents run in, over the opened database, asking on the terminal when there
    /// is one; with `--yes`, destructive intents are confirmed without asking; with `--force`, a
    /// file that is there is replaced without asking. Progress of long work is drawn on standard
    /// error when it is a terminal.
    static func context(_ assembly: Assembly, settings: RuntimeSettings) throws -> IntentContext {
        let database = try reporting { () throws(AssemblyError) in try assembly.database() }
        commandDatabase.withLock { $0 = database }
        var asker: any Asker = isatty(STDIN_FILENO) == 1 ? TerminalAsker() : NoTerminal()
        if settings.yes { asker = ConfirmingAsker(asking: asker) }
        var context = assembly.context(database: database, asker: asker, replacingFiles: settings.force)
        if isatty(STDERR_FILENO) == 1, !settings.quiet, !settings.json { context.progress = TerminalProgress() }
        return context
    }

    /// The command's database, left open until the process ends: a command runs once, every
    /// acknowledged write is already durable, and the system releases the file's locks at exit,
    /// while closing it would cost the command a thread start (GRDB's queue teardown) and time.
    /// One slot, not a list: a process runs one command. (A long-running front end lets its
    /// contexts and their database go instead.)
    private static let commandDatabase = Mutex<HarkDatabase?>(nil)

    /// The path of the database the command opened, if it opened one.
    static var databasePath: String? { commandDatabase.withLock { $0?.path } }

    /// Runs `body`; an assembly error is printed and ends the command with its exit code.
    private static func reporting<Value>(_ body: () throws(AssemblyError) -> Value) throws -> Value {
        do {
            return try body()
        } catch {
            switch error {
            case .software: printError(error.description); throw HarkExit.software
            case .phrases, .configuration: printError(error.description); throw HarkExit.dataError
            case .environment: printError(error.description); throw HarkExit.usage
            case .database(let problem): printError("hark: \(problem)"); throw HarkExit.databaseError
            }
        }
    }
}
