import Foundation

/// What the scheduler did, for its log.
public enum SchedulerEvent: Sendable, Equatable {
    /// The triggered shortcuts changed: the ids added, changed and removed.
    case loaded(added: [String], changed: [String], removed: [String])
    /// A shortcut's next fire time (with its fixed delay, when it has a jitter).
    case scheduled(String, next: Date, delay: TimeInterval)
    case started(String, scheduled: Date)
    case ended(String, scheduled: Date, RunOutcome)
    /// A time that did not run: skipped (overlap) or missed (catch-up), with why.
    case notRun(String, scheduled: Date, RunStatus, reason: String)
    /// More missed times than are recorded one by one: how many were left unrecorded.
    case missedUnrecorded(String, count: Int)
    /// The run log could not be written.
    case recordingFailed(String)
    /// Shutting down: how many runs are still going.
    case stopping(running: Int)
    case stopped
}
