import Foundation

/// How a scheduled run ended, as the run log stores it.
public enum RunStatus: String, Sendable, CaseIterable {
    /// Started and not yet ended (or the daemon was killed during it: see `interrupted`).
    case running
    /// It ran and ended well.
    case ok
    /// It ran and a step failed, or it needed an answer nobody could give.
    case failed
    /// Its time came while an earlier run was still going, and the overlap policy said skip.
    case skipped
    /// Its time passed while the daemon was not running, and the catch-up policy did not run it.
    case missed
    /// The daemon stopped (or was killed) during it, or a newer run replaced it.
    case interrupted
}

/// What came of running a shortcut, for the run log.
public struct RunOutcome: Sendable, Equatable {
    public var status: RunStatus
    public var said: [String]
    public var error: String?

    public init(status: RunStatus, said: [String] = [], error: String? = nil) {
        self.status = status
        self.said = said
        self.error = error
    }
}

/// Where the scheduler records runs: the run log in Hark's database (`RunLog`), or a test's
/// own list. Calls are quick (one row each).
public protocol RunRecording: Sendable {
    /// The latest scheduled time recorded for `shortcut`, whatever its status: the point from
    /// which missed times are counted.
    func lastScheduled(_ shortcut: String) throws -> Date?
    /// A run has started; returns its record's id.
    func started(_ shortcut: String, scheduled: Date, at: Date) throws -> Int64
    /// The run `id` has ended.
    func ended(_ id: Int64, _ outcome: RunOutcome, at: Date) throws
    /// A time that did not run (`skipped` or `missed`), with why.
    func notRun(_ shortcut: String, scheduled: Date, status: RunStatus, reason: String, at: Date) throws
    /// Every run still recorded as running becomes `interrupted` with `reason`; returns how many.
    func interruptRunning(reason: String, at: Date) throws -> Int
}

/// Runs a shortcut for the scheduler. The run should end soon after its task is cancelled
/// (shortcuts check between steps), with status `interrupted`.
public protocol ShortcutLaunching: Sendable {
    func run(_ shortcut: String, scheduled: Date) async -> RunOutcome
}
