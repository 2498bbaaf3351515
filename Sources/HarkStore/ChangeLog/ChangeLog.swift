import Foundation
import GRDB

/// The changes made through Hark, newest last, so that they can be undone and redone: a bounded
/// history (`limit` changes) kept in the database beside the data, written in the same
/// transaction as each change, so a change is never kept without its undo nor the other way.
///
/// A change is recorded whole: every row it touches in a table of a person's data, by its own
/// statements or by the triggers and foreign-key actions they set off (`ChangeCapture`), so a
/// store cannot forget to note one. Stores make changes through `HarkDatabase.change`.
///
/// - `undo` reverts the newest change not yet undone; again, the one before it, and so on.
/// - `redo` makes the most recently undone change again.
/// - A new change after an undo forgets what was undone (it can no longer be redone), as in
///   every editor.
/// - A change whose rows have been changed since by something else is not undone (nothing is
///   lost): `ChangeLogError.changedSince`.
/// - A change too large to keep (`rowLimit` rows) is recorded as one that cannot be undone:
///   undo says so and undoes nothing, rather than skip it to an older change.
public enum ChangeLog {
    /// How many changes are kept.
    public static let limit = 100
    /// The most rows one change keeps for undo.
    public static let rowLimit = 250_000

    /// One change, as kept.
    public struct Entry: Sendable, Equatable {
        public var id: Int64
        public var description: ChangeDescription
        public var madeAt: Date
        public var isUndone: Bool
        /// False for a change that was too large to keep: it cannot be undone.
        public var isUndoable: Bool
    }

    /// Runs `body` (inside the caller's write transaction), noting every row it changes, and keeps
    /// the change, described by `describe` from what `body` returned; returns that. A change that
    /// left every row as it was is not kept. Shared rows nothing refers to any more are let go of
    /// as part of the change (`SharedRows`).
    static func record<Value>(in db: Database, roles: TableRoles, at date: Date, rowLimit: Int = rowLimit, _ describe: (Value) -> ChangeDescription,
                              _ body: (Database) throws -> Value) throws -> Value {
        let capture = ChangeCapture(recorded: try roles.recorded(in: db), limit: rowLimit)
        let value = try capture.watching(db) { () throws -> Value in
            let value = try body(db)
            try SharedRows.release(roles.shared, in: db)
            return value
        }
        var rows: [RowChange] = []
        if !capture.isOverLimit && !capture.isIncomplete {
            var columns: [String: [String]] = [:]
            for key in capture.order {
                let after = try RowImage.read(key.table, rowID: key.rowID, in: db)
                let names = try columns[key.table] ?? db.columns(in: key.table).map(\.name)
                columns[key.table] = names
                let before = capture.before[key].flatMap { $0 }.map { RowImage(columns: names, values: $0) }
                if before != after { rows.append(RowChange(table: key.table, rowID: key.rowID, before: before, after: after)) }
            }
            guard !rows.isEmpty else { return value }
        } else if capture.order.isEmpty {
            return value
        }
        let undoable = !capture.isOverLimit && !capture.isIncomplete
        let description = describe(value)
        try db.execute(sql: "DELETE FROM hark_change WHERE undone = 1")
        try db.execute(sql: """
            INSERT INTO hark_change (madeAt, intent, undoDialog, redoDialog, rows, undone, undoable) VALUES (?, ?, ?, ?, ?, 0, ?)
            """, arguments: [StoredDate.text(date), description.intent, description.undo, description.redo,
                             undoable ? RowChangeCoding.encode(rows) : "[]", undoable])
        try db.execute(sql: "DELETE FROM hark_change WHERE id NOT IN (SELECT id FROM hark_change ORDER BY id DESC LIMIT ?)",
                       arguments: [limit])
        return value
    }

    /// Undoes the newest change not yet undone; returns it, or nil when there is none.
    /// - Throws: `ChangeLogError.cannotUndo` for a change that cannot be undone (nothing is
    ///   changed), `.changedSince` when a row it touched has changed since.
    static func undo(in db: Database, roles: TableRoles) throws -> Entry? {
        guard let (entry, rows) = try fetch(db, sql: "SELECT * FROM hark_change WHERE undone = 0 ORDER BY id DESC LIMIT 1") else {
            return nil
        }
        guard entry.isUndoable else { throw ChangeLogError.cannotUndo(entry.description) }
        try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
        for row in rows.reversed() {
            try RowChange.set(row.table, rowID: row.rowID, from: row.after, to: row.before, roles: roles, in: db)
        }
        try db.execute(sql: "UPDATE hark_change SET undone = 1 WHERE id = ?", arguments: [entry.id])
        return Entry(id: entry.id, description: entry.description, madeAt: entry.madeAt, isUndone: true, isUndoable: true)
    }

    /// Makes the most recently undone change again; returns it, or nil when there is none.
    static func redo(in db: Database, roles: TableRoles) throws -> Entry? {
        guard let (entry, rows) = try fetch(db, sql: "SELECT * FROM hark_change WHERE undone = 1 ORDER BY id ASC LIMIT 1") else {
            return nil
        }
        try db.execute(sql: "PRAGMA defer_foreign_keys = ON")
        for row in rows {
            try RowChange.set(row.table, rowID: row.rowID, from: row.before, to: row.after, roles: roles, in: db)
        }
        try db.execute(sql: "UPDATE hark_change SET undone = 0 WHERE id = ?", arguments: [entry.id])
        return Entry(id: entry.id, description: entry.description, madeAt: entry.madeAt, isUndone: false, isUndoable: true)
    }

    /// The newest changes, newest first (for `hark history`-like listings and tests).
    static func entries(in db: Database, count: Int) throws -> [Entry] {
        try Row.fetchAll(db, sql: "SELECT * FROM hark_change ORDER BY id DESC LIMIT ?", arguments: [count]).map { try entry($0).0 }
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
                          isUndone: (row["undone"] as Int?) == 1, isUndoable: (row["undoable"] as Int?) != 0)
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
        // A change too large to keep its rows is kept as one that cannot be undone, so that undo
        // says so instead of skipping it.
        Migration("2-change-undoable") { db in
            try db.execute(sql: "ALTER TABLE hark_change ADD COLUMN undoable INTEGER NOT NULL DEFAULT 1")
        },
    ]
}
