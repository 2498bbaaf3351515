import Foundation
import GRDB

extension HarkDatabase {
    /// Makes a change to a person's data in one transaction, durable when it returns, and keeps it
    /// in the change log so that "undo" takes it back: every row `body` touches, by its own
    /// statements or the triggers and cascades they set off (`ChangeLog`). This is the one way a
    /// store changes a person's data; `write` is for what is not (caches, counts of use, the run
    /// log).
    ///
    /// ```swift
    /// try database.change(ChangeDescription(intent: "AddMood", undo: "Removed “happy”.", redo: "Added “happy” back."), at: now) { db in
    ///     try db.execute(sql: "INSERT INTO mood (title, emoji, createdAt) VALUES (?, ?, ?)", arguments: [...])
    /// }
    /// ```
    public func change<Value>(_ description: ChangeDescription, at date: Date, _ body: (Database) throws -> Value) throws(StoreError) -> Value {
        try change(at: date, described: { _ in description }, body)
    }

    /// As `change(_:at:_:)`, described once `body` has returned (an import says how many things it
    /// added).
    public func change<Value>(at date: Date, described describe: (Value) -> ChangeDescription,
                              _ body: (Database) throws -> Value) throws(StoreError) -> Value {
        let roles = tableRoles
        return try write { db in try ChangeLog.record(in: db, roles: roles, at: date, describe, body) }
    }

    /// Undoes the newest change not yet undone, all or nothing; nil when there is none.
    /// - Throws: `ChangeLogError` when it cannot be undone (nothing is changed), `StoreError`
    ///   when the database fails.
    public func undo() throws -> ChangeLog.Entry? {
        try step(ChangeLog.undo)
    }

    /// Makes the most recently undone change again, all or nothing; nil when there is none.
    public func redo() throws -> ChangeLog.Entry? {
        try step(ChangeLog.redo)
    }

    /// The newest `count` changes, newest first.
    public func changes(count: Int = ChangeLog.limit) throws(StoreError) -> [ChangeLog.Entry] {
        try read { db in try ChangeLog.entries(in: db, count: count) }
    }

    /// Runs an undo or redo in a savepoint: when the log refuses, whatever it had put back is
    /// rolled back, and the refusal is thrown.
    private func step(_ step: @escaping (Database, TableRoles) throws -> ChangeLog.Entry?) throws -> ChangeLog.Entry? {
        let roles = tableRoles
        let outcome: Result<ChangeLog.Entry?, ChangeLogError> = try write { db in
            var entry: ChangeLog.Entry?
            do {
                try db.inSavepoint {
                    entry = try step(db, roles)
                    return .commit
                }
            } catch let refusal as ChangeLogError {
                return .failure(refusal)
            }
            return .success(entry)
        }
        return try outcome.get()
    }
}
