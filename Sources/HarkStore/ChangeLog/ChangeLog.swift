import Foundation
import GRDB

/// The changes made through Hark, newest last, so that they can be undone and redone: a bounded
/// history (`limit` changes) kept in the database beside the data, written in the same
/// transaction as each change, so a change is never kept without its undo nor the other way.
///
/// - `undo` reverts the newest change not yet undone; again, the one before it, and so on.
/// - `redo` makes the most recently undone change again.
/// - A new change after an undo forgets what was undone (it can no longer be redone), as in
///   every editor.
/// - A change whose rows have been changed since by something else is not undone (nothing is
///   lost): `ChangeLogError.changedSince`.
public enum ChangeLog {
    /// How many changes are kept.
    public static let limit = 100

    /// One change, as kept.
    public struct Entry: Sendable, Equatable {
        public var id: Int64
        public var description: ChangeDescription
        public var madeAt: Date
        public var isUndone: Bool
    }

    /// Runs `body` (inside the caller's write transaction), noting the rows it changes through
    /// the recorder, and keeps the change; returns what `body` returns. A change that touched no
    /// row is not kept.
    public static func record<Value>(in db: Database, _ description: ChangeDescription, at date: Date,
                                     _ body: (inout ChangeRecorder) throws -> Value) throws -> Value {
        var recorder = ChangeRecorder(db: db)
        let value = try body(&recorder)
        guard !recorder.rows.isEmpty else { return value }
        let rows = RowChangeCoding.encode(recorder.rows)
        try db.execute(sql: "DELETE FROM hark_change WHERE undone = 1")
        try db.execute(sql: """
            INSERT INTO hark_change (madeAt, intent, undoDialog, redoDialog, rows, undone) VALUES (?, ?, ?, ?, ?, 0)
            """, arguments: [StoredDate.text(date), description.intent, description.undo, description.redo, rows])
        try db.execute(sql: "DELETE FROM hark_change WHERE id NOT IN (SELECT id FROM hark_change ORDER BY id DESC LIMIT ?)",
                       arguments: [limit])
        return value
    }

    /// Undoes the newest change not yet undone; returns it, or nil when there is none.
    public static func undo(in db: Database) throws -> Entry? {
        guard let (entry, rows) = try fetch(db, sql: "SELECT * FROM hark_change WHERE undone = 0 ORDER BY id DESC LIMIT 1") else {
            return nil
        }
        for row in rows.reversed() {
            try RowChange.set(row.table, rowID: row.rowID, from: row.after, to: row.before, in: db)
        }
        try db.execute(sql: "UPDATE hark_change SET undone = 1 WHERE id = ?", arguments: [entry.id])
        return Entry(id: entry.id, description: entry.description, madeAt: entry.madeAt, isUndone: true)
    }

    /// Makes the most recently undone change again; returns it, or nil when there is none.
    public static func redo(in db: Database) throws -> Entry? {
        guard let (entry, rows) = try fetch(db, sql: "SELECT * FROM hark_change WHERE undone = 1 ORDER BY id ASC LIMIT 1") else {
            return nil
        }
        for row in rows {
            try RowChange.set(row.table, rowID: row.rowID, from: row.before, to: row.after, in: db)
        }
        try db.execute(sql: "UPDATE hark_change SET undone = 0 WHERE id = ?", arguments: [entry.id])
        return Entry(id: entry.id, description: entry.description, madeAt: entry.madeAt, isUndone: false)
    }

    private static func fetch(_ db: Database, sql: String) throws -> (Entry, [RowChange])? {
        guard let row = try Row.fetchOne(db, sql: sql) else { return nil }
        return try entry(row)
    }

    private static func entry(_ row: Row) throws -> (Entry, [RowChange]) {
        let id: Int64 = row["id"] ?? 0
        guard let intent: String = row["intent"], let undo: String = row["undoDialog"], let redo: String = row["redoDialog"],
              let made: String = row["madeAt"], let madeAt = StoredDate.date(made), let text: String = row["rows"],
              let rows = RowChangeCoding.decode(text) else {
            throw ChangeLogError.unreadable(id: id)
        }
        let entry = Entry(id: id, description: ChangeDescription(intent: intent, undo: undo, redo: redo), madeAt: madeAt,
                          isUndone: (row["undone"] as Int?) == 1)
        return (entry, rows)
    }
}

/// The change log's table. Every database has it (`HarkDatabase` adds it to the domains' schemas).
enum ChangeLogSchema: StoreSchema {
    static let name = "hark"
    static let migrations: [Migration] = [
        Migration("1-create-change-log") { db in
            try db.create(table: "hark_change") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("madeAt", .text).notNull()
                table.column("intent", .text).notNull()
                table.column("undoDialog", .text).notNull()
                table.column("redoDialog", .text).notNull()
                table.column("rows", .text).notNull()
                table.column("undone", .integer).notNull().defaults(to: 0)
            }
        },
    ]
}
