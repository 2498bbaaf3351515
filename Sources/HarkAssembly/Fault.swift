import HarkRuntime
import HarkStore

/// A failure of what Hark stands on — the database, or a file it was asked to read or write —
/// rather than an intent's own answer, said in words that name the file, say what happened and
/// what to do; what lies behind it (SQLite's or Foundation's own text) is only in `detail`, for
/// `--verbose`.
///
/// This is the one place errors become these words and kinds: the command line (a database
/// failure exits 74), `hark run`, the daemon's run log and the imports all ask it.
///
/// ```swift
/// if let fault = Fault(error, database: assembly.configuration.databasePath) { print(fault) }
/// ```
public struct Fault: Error, Sendable, CustomStringConvertible {
    /// What failed.
    public enum Kind: Sendable, Equatable {
        /// The database: read-only, full, busy, damaged, written by a newer Hark…
        case database(StoreFault)
        /// A file other than the database.
        case file
        /// A file that is there already, which nobody said to replace (`FileProblem.exists`).
        case fileExists
    }

    public let kind: Kind
    /// What happened, in words, naming the file, and what to do.
    public let description: String
    /// The error behind it, for `--verbose`.
    public let detail: String?

    /// The fault `error` is, when it is a failure of the database at `path` (HarkStore's
    /// `StoreError`, or an error from SQLite) or of a file (`FileProblem`); nil for anything
    /// else, such as an intent's answer.
    public init?(_ error: any Error, database path: String) {
        if let fault = error as? Fault {
            self = fault
        } else if let problem = error as? FileProblem {
            (kind, description, detail) = (problem.alreadyExists ? .fileExists : .file, problem.description, problem.detail)
        } else if let failure = StoreError.failure(error, path: path), let fault = failure.fault {
            (kind, description, detail) = (.database(fault), failure.description, failure.detail)
        } else {
            return nil
        }
    }

    /// The fault behind an outcome: an intent that failed on the database or a file.
    public init?(_ outcome: Outcome, database path: String) {
        guard case .failed(_, _, _, let error?) = outcome else { return nil }
        self.init(error, database: path)
    }

    /// Whether it is a failure of the database.
    public var isDatabase: Bool {
        if case .database = kind { return true }
        return false
    }
}
