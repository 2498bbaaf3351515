import Foundation
#if canImport(Glibc)
import Glibc
#endif
import HarkAssembly
import HarkRuntime
import HarkStore
import Logging
import RunLog
import Scheduling
import ServiceLifecycle
import ShortcutKit
import Synchronization
import SpokenKit

/// `hark daemon`: runs triggered shortcuts at their times until SIGTERM or SIGINT, in the
/// foreground (for systemd, a container or a terminal). It logs to standard error, says what
/// runs say on standard output, and records every time in the run log.
public struct Daemon: Service {
    public struct Options: Sendable {
        /// How long a running shortcut may take to end after a stop is asked for.
        public var grace: TimeInterval = 30
        public init() {}
    }

    let assembly: Assembly
    let options: Options
    let logger: Logger

    public init(assembly: Assembly, options: Options = Options(), logger: Logger) {
        self.assembly = assembly
        self.options = options
        self.logger = logger
    }

    /// Runs the daemon under a service group that turns SIGTERM and SIGINT into a graceful stop.
    public static func main(assembly: Assembly, options: Options = Options(), logLevel: Logger.Level = .info) async throws(DaemonError) {
        LoggingSystem.bootstrap { label in
            var handler = EscapingLogHandler(handler: StreamLogHandler.standardError(label: label))
            handler.logLevel = logLevel
            return handler
        }
        // A reader of standard output that goes away (`hark daemon | head -1`) must not end the
        // daemon: a failed write is logged instead (`StandardOutput`).
        signal(SIGPIPE, SIG_IGN)
        let logger = Logger(label: "hark.daemon")
        let daemon = Daemon(assembly: assembly, options: options, logger: logger)
        let group = ServiceGroup(configuration: ServiceGroupConfiguration(
            services: [daemon], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        do {
            try await group.run()
        } catch let error as DaemonError {
            throw error
        } catch {
            // A failure of the database (the run log could not be written) in its words, exit 74.
            if let fault = Fault(error, database: assembly.configuration.databasePath), fault.isDatabase {
                throw DaemonError(fault.description, exitCode: 74)
            }
            throw DaemonError("\(error)", exitCode: 1)
        }
    }

    public func run() async throws {
        // The database first: opening it creates its folder where Hark does (the default
        // location), and the lock is beside the real file it names.
        let database: HarkDatabase
        do { database = try assembly.database(access: .pool) } catch {
            throw DaemonError("\(error)", exitCode: 74)
        }
        let lock = try DaemonLock(database: assembly.configuration.databasePath)
        let runLog = RunLog(database: database)
        let interrupted = try runLog.interruptRunning(reason: "the daemon stopped during the run (it was killed, or the machine went down)", at: Date())
        if interrupted > 0 { logger.warning("\(interrupted) run\(interrupted == 1 ? "" : "s") cut off by the last daemon recorded as interrupted") }
        let runtime: Runtime
        do { runtime = try assembly.intentRuntime() } catch { throw DaemonError("\(error)", exitCode: 65) }

        let launcher = ShortcutLauncher(assembly: assembly, runtime: runtime, database: database, logger: logger)
        let logger = self.logger
        let quiet = IdleMemory(database: database)
        let scheduler = Scheduler(clock: SystemClock(), launcher: launcher, recorder: runLog, events: { [zone = assembly.timeZone] event in
            Self.log(event, logger, zone: zone)
            if case .ended = event { quiet.runEnded() }
        })
        let loader = Loader(assembly: assembly, scheduler: scheduler, logger: logger)
        await loader.load(first: true)
        let watcher = FolderWatcher(folder: assembly.configuration.ownShortcutsFolder) { Task { await loader.load(first: false) } }
        watcher.start()
        logger.info("hark daemon started: database \(assembly.configuration.databasePath), shortcuts in \(assembly.configuration.ownShortcutsFolder)")
        let grace = options.grace
        await withGracefulShutdownHandler {
            await scheduler.run()
        } onGracefulShutdown: {
            Task { await scheduler.shutdown(grace: grace) }
        }
        await scheduler.shutdown(grace: grace)
        watcher.stop()
        logger.info("hark daemon stopped")
        _ = consume lock
    }

    /// Logs what the scheduler did; times as ISO 8601 in `zone` (written by hand: Foundation's
    /// date formatting would load several megabytes of locale data into a long-lived process).
    static func log(_ event: SchedulerEvent, _ logger: Logger, zone: TimeZone) {
        func time(_ date: Date) -> String { ISO8601Text.string(date, in: zone) }
        switch event {
        case .loaded(let added, let changed, let removed):
            for id in added { logger.info("\(id): added") }
            for id in changed { logger.info("\(id): changed") }
            for id in removed { logger.info("\(id): removed") }
        case .scheduled(let id, let next, let delay):
            logger.debug("\(id): next at \(time(next))\(delay > 0 ? " + \(Int(delay)) s jitter" : "")")
        case .started(let id, let scheduled):
            logger.info("\(id): started (due \(time(scheduled)))")
        case .ended(let id, _, let outcome):
            let message = "\(id): \(outcome.status.rawValue)\(outcome.error.map { " — \($0)" } ?? "")"
            if outcome.status == .ok { logger.info("\(message)") } else { logger.error("\(message)") }
        case .notRun(let id, let scheduled, let status, let reason):
            logger.warning("\(id): \(status.rawValue) the time \(time(scheduled)): \(reason)")
        case .missedUnrecorded(let id, let count):
            logger.warning("\(id): \(count) older missed times not recorded one by one")
        case .recordingFailed(let message):
            logger.error("the run log could not be written: \(message)")
        case .stopping(let running):
            logger.info("stopping\(running > 0 ? ": waiting for \(running) run\(running == 1 ? "" : "s") to end" : "")")
        case .stopped:
            break
        }
    }
}

/// Gives memory back once runs have stopped for a while: SQLite's caches, and what the allocator
/// holds freed (a burst of runs leaves both behind in a process that then sleeps for hours).
final class IdleMemory: Sendable {
    static let quietSeconds: Double = 5
    private let database: HarkDatabase
    private let generation = Atomic<Int>(0)

    init(database: HarkDatabase) { self.database = database }

    func runEnded() {
        let mine = generation.add(1, ordering: .relaxed).newValue
        Task { [self] in
            try? await Task.sleep(for: .seconds(Self.quietSeconds))
            guard generation.load(ordering: .relaxed) == mine else { return }
            database.releaseMemory()
            Loader.releaseFreedMemory()
        }
    }
}

/// Reads the triggered shortcuts and hands them to the scheduler: at start and on every change
/// of the person's shortcut folder. An invalid file is reported and left out; the rest go on.
actor Loader {
    /// glibc's `malloc_trim(0)`, looked up at run time (its header is not in Swift's Glibc module).
    private static let mallocTrim: (@convention(c) (Int) -> Int32)? = {
        guard let symbol = dlsym(nil /* RTLD_DEFAULT */, "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
    }()

    static func releaseFreedMemory() { _ = mallocTrim?(0) }

    let assembly: Assembly
    let scheduler: Scheduler
    let logger: Logger
    private var reported: [String: [String]] = [:]
    /// Each trigger as it was last sound: a file that breaks keeps it scheduled until it is fixed.
    private var lastGood: [String: ScheduledJob] = [:]

    init(assembly: Assembly, scheduler: Scheduler, logger: Logger) {
        self.assembly = assembly
        self.scheduler = scheduler
        self.logger = logger
    }

    func load(first: Bool) async {
        let (triggered, unreadable) = assembly.shortcutsToSchedule()
        var jobs: [ScheduledJob] = []
        // A file that cannot be read is logged as an error too: its trigger, if it has one, is unknown.
        var problems: [String: [String]] = unreadable
        for item in triggered {
            guard let settings = item.settings else {
                problems[item.shortcut.id] = item.problems
                continue
            }
            jobs.append(ScheduledJob(id: item.shortcut.id, settings: settings, fingerprint: item.text))
        }
        for (id, list) in problems.sorted(by: { $0.key < $1.key }) where reported[id] != list {
            let kept = lastGood[id] != nil ? "its trigger stays scheduled as it last was, and runs fail with these errors until it is fixed" : "left out"
            logger.error("\(id): \(kept); it has errors:\n\(list.joined(separator: "\n"))")
        }
        jobs += problems.keys.sorted().compactMap { lastGood[$0] }
        lastGood = Dictionary(jobs.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        reported = problems
        await scheduler.load(jobs)
        // Reading every file leaves freed memory in the allocator's arenas; give it back, since
        // the daemon lives on and may not need it again.
        Self.releaseFreedMemory()
        if first { logger.info("\(jobs.count) triggered shortcut\(jobs.count == 1 ? "" : "s")\(problems.isEmpty ? "" : ", \(problems.count) left out for errors")") }
    }
}

/// How the daemon is named in logs (the service lifecycle names its services at debug level):
/// its name, not its whole configuration on every line.
extension Daemon: CustomStringConvertible {
    public var description: String { "Daemon" }
}
