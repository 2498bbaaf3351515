import GRDB

/// A database problem, said in words a person can act on (`description`); the SQLite error and
/// the statement behind it, for `--verbose` and bug reports, are in `detail`.
public struct StoreError: Error, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// What went wrong, in words, naming the database's file.
    public var description: String
    /// The underlying error (SQLite's code, message and statement), when there is one.
    public var detail: String?

    public init(_ description: String, detail: String? = nil) {
        self.description = description
        self.detail = detail
    }

    /// What lies behind the error (SQLite's message and statement), else the words.
    public var debugDescription: String { detail ?? description }

    /// An error from SQLite while doing something with the database at `path`, said in words.
    init(_ error: any Error, path: String, doing action: String) {
        if let error = error as? ChangeLogError {
            self.init(error.description)
            return
        }
        guard let error = error as? DatabaseError else {
            self.init("cannot \(action) the database at \(path): \(error)")
            return
        }
        let message = error.message ?? "no further detail"
        let words: String
        switch error.resultCode.primaryResultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB:
            words = "the database at \(path) is damaged, or is not a Hark database"
        case .SQLITE_FULL:
            words = "the disk holding the database at \(path) is full"
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN, .SQLITE_AUTH:
            words = "Hark may not \(action) the database at \(path) (check its permissions and its folder's): \(message)"
        case .SQLITE_IOERR:
            words = "the disk failed while Hark tried to \(action) the database at \(path): \(message)"
        case .SQLITE_BUSY, .SQLITE_LOCKED:
            words = "the database at \(path) stayed busy (another program is using it) for more than \(Int(HarkDatabase.busyTimeout)) seconds"
        case .SQLITE_ERROR, .SQLITE_CONSTRAINT, .SQLITE_MISMATCH, .SQLITE_SCHEMA:
            words = "the database at \(path) is not as this Hark expects (\(message)); it may be damaged, or changed by another program"
        default:
            words = "cannot \(action) the database at \(path): \(message)"
        }
        self.init(words, detail: "\(error)")
    }

    /// The database's schema was changed by a newer Hark: this one must not write to it.
    static func newerSchema(path: String, unknown: [String], writtenBy: String?, this version: String) -> StoreError {
        let newer = writtenBy.map { "Hark \($0)" } ?? "a newer Hark"
        return StoreError("the database at \(path) was changed by \(newer), and this is Hark \(version): it has changes this Hark does not know (\(unknown.joined(separator: ", "))). Update Hark to change it; reading still works")
    }
}
