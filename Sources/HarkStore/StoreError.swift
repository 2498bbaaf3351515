import Foundation
import GRDB

/// A database problem, said in words a person can act on (`description`: what happened to which
/// file, and what to do); the SQLite error and the statement behind it, for `--verbose` and bug
/// reports, are in `detail`, never in the words.
public struct StoreError: Error, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// What went wrong, in words, naming the database's file.
    public var description: String
    /// The underlying error (SQLite's code, message and statement), when there is one.
    public var detail: String?
    /// What kind of failure of the database it is; nil when it is not one but an answer given in
    /// a store's words (an undo refused because the row changed since).
    public var fault: StoreFault?

    public init(_ description: String, detail: String? = nil, fault: StoreFault? = .other) {
        self.description = description
        self.detail = detail
        self.fault = fault
    }

    /// What lies behind the error (SQLite's message and statement), else the words.
    public var debugDescription: String { detail ?? description }

    /// An error met while doing `action` ("open", "read", "write") with the database at `path`,
    /// said in words: a `StoreError` as it is, SQLite's errors by their code, anything else as a
    /// failure of that action with the error only in `detail`.
    public init(_ error: any Error, path: String, doing action: String) {
        if let error = error as? StoreError {
            self = error
            return
        }
        if let error = error as? ChangeLogError {
            self.init(error.description, fault: nil)
            return
        }
        guard let error = error as? DatabaseError else {
            self.init("Hark could not \(action) the database at \(path). Try again; if it keeps failing, run it with --verbose and report what it says.",
                      detail: String(reflecting: error), fault: .other)
            return
        }
        var fault = Self.fault(of: error.resultCode)
        // A disk error with no room left on the disk (the shared-memory file could not be made) is a full disk.
        if fault == .diskError, Self.isFull(folderOf: path) { fault = .diskFull }
        self.init(Self.words(fault, path: path, doing: action), detail: "\(error)", fault: fault)
    }

    /// Whether the disk holding `path`'s folder has no room left for a program like Hark.
    static func isFull(folderOf path: String) -> Bool {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        var info = statvfs()
        return statvfs(folder.isEmpty ? "/" : folder, &info) == 0 && info.f_bavail == 0
    }

    /// `error` as a failure of the database at `path`, when it is one: a `StoreError` with a
    /// fault, or an error SQLite reported (through GRDB) while doing `action`; nil for anything
    /// else.
    public static func failure(_ error: any Error, path: String, doing action: String = "write") -> StoreError? {
        switch error {
        case let error as StoreError: error.fault == nil ? nil : error
        case is DatabaseError: StoreError(error, path: path, doing: action)
        default: nil
        }
    }

    /// The kind of failure a SQLite result code stands for.
    static func fault(of code: ResultCode) -> StoreFault {
        switch code.primaryResultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: .damaged
        case .SQLITE_FULL: .diskFull
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN, .SQLITE_AUTH: .readOnly
        case .SQLITE_IOERR: .diskError
        case .SQLITE_BUSY, .SQLITE_LOCKED: .busy
        default: .other
        }
    }

    /// What happened to the database at `path`, and what to do, in words.
    static func words(_ fault: StoreFault, path: String, doing action: String) -> String {
        switch fault {
        case .damaged:
            return "the database at \(path) is damaged, or is not a Hark database. Restore it from a backup, or use another database with --db"
        case .diskFull:
            return "the disk holding the database at \(path) is full, so nothing was changed. Free some space on it and try again"
        case .readOnly:
            return "Hark may not \(action) the database at \(path): the file or its folder is read-only (Hark writes \(path)-wal and \(path)-shm beside it too), so nothing was changed. Check their permissions and the disk's, or use another database with --db"
        case .diskError:
            return "the disk failed while Hark tried to \(action) the database at \(path), so nothing was changed. Check the disk, and try again"
        case .busy:
            return "the database at \(path) stayed busy (another program is using it) for more than \(Int(HarkDatabase.busyTimeout)) seconds, so nothing was changed. Try again when that program is done"
        case .newerHark, .missingFolder, .other:
            return "the database at \(path) is not as this Hark expects, so nothing was changed; it may be damaged, or changed by another program. Run it with --verbose to see SQLite's own words"
        }
    }

    /// The database's schema was changed by a newer Hark: this one must not write to it.
    static func newerSchema(path: String, unknown: [String], writtenBy: String?, this version: String) -> StoreError {
        let newer = writtenBy.flatMap { $0 == version ? nil : "Hark \($0), a newer Hark" } ?? "a newer Hark"
        return StoreError("the database at \(path) was written by \(newer) than this one (Hark \(version)): it has changes this Hark does not know, so nothing was changed. Update Hark to change it; reading still works",
                          detail: "unknown migrations: \(unknown.joined(separator: ", "))", fault: .newerHark)
    }
}
