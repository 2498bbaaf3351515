import GRDB

/// Notes the rows a change touches, inside its write transaction, so that the change can be
/// undone (`ChangeLog.record`). Each method reads the row before and after the write it wraps.
///
/// ```swift
/// try ChangeLog.record(in: db, ChangeDescription(intent: "AddMood", undo: "Removed …", redo: "Added … back.")) { change in
///     try change.insert(into: "mood") {
///         try db.execute(sql: "INSERT INTO mood …", arguments: […])
///         return db.lastInsertedRowID
///     }
/// }
/// ```
public struct ChangeRecorder {
    let db: Database
    var rows: [RowChange] = []

    /// Runs `insert`, which inserts one row into `table` and returns its rowid, and notes it.
    public mutating func insert(into table: String, _ insert: () throws -> Int64) throws -> Int64 {
        let rowID = try insert()
        rows.append(RowChange(table: table, rowID: rowID, before: nil, after: try RowImage.read(table, rowID: rowID, in: db)))
        return rowID
    }

    /// Runs `update`, which changes the row of `table` with rowid `rowID`, and notes it.
    public mutating func update(_ table: String, rowID: Int64, _ update: () throws -> Void) throws {
        let before = try RowImage.read(table, rowID: rowID, in: db)
        try update()
        rows.append(RowChange(table: table, rowID: rowID, before: before, after: try RowImage.read(table, rowID: rowID, in: db)))
    }

    /// Deletes the row of `table` with rowid `rowID`, noting what it was.
    public mutating func delete(from table: String, rowID: Int64) throws {
        let before = try RowImage.read(table, rowID: rowID, in: db)
        try db.execute(sql: "DELETE FROM \(table.quotedDatabaseIdentifier) WHERE rowid = ?", arguments: [rowID])
        rows.append(RowChange(table: table, rowID: rowID, before: before, after: nil))
    }
}
