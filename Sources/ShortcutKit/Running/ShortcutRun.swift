import HarkValue

/// What came of running a shortcut: the lines it said, its value, how many steps ran, and how it
/// ended.
public struct ShortcutRun: Sendable {
    public enum Ending: Sendable, Equatable {
        /// It ran to its end.
        case finished
        /// A `stop:` step ended it (with its message, if any); not a failure.
        case stopped(String?)
        /// A step failed (`file:line:column: AddMood failed: …`), or `stop:` with `error: true`.
        case failed(String)
        /// It needed an answer and nobody could be asked: the question. Nothing after the last
        /// completed step was done.
        case needsInput(String)
        /// It reached one of its `Limits`.
        case limitReached(String)
        /// Whoever ran it stopped it (the scheduler shutting down, or replacing it with a newer
        /// run); checked before each step.
        case cancelled
    }

    /// The shortcut's id.
    public var shortcut: String
    /// The parameters it ran with, as read.
    public var parameters: [String: PhraseValue] = [:]
    /// Every line said, in order (those of shortcuts it called too).
    public var said: [String] = []
    /// Its value (`result:`), or null.
    public var result: PhraseValue = .null
    /// Steps executed.
    public var steps = 0
    public var ending: Ending = .finished
    /// In a dry run, each step with its resolved arguments, and whether it ran.
    public var plan: [String] = []

    /// What went wrong, when it failed, reached a limit or was cancelled.
    public var failure: String? {
        switch ending {
        case .finished, .stopped, .needsInput: nil
        case .failed(let message), .limitReached(let message): message
        case .cancelled: "the run was stopped before it ended"
        }
    }

    /// Whether it ended well (finished or stopped without an error).
    public var succeeded: Bool {
        switch ending {
        case .finished, .stopped: true
        default: false
        }
    }
}
