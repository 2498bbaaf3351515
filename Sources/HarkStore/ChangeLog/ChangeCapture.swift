import CHarkSQLite
import Foundation
import GRDB

/// Watches every row a change touches, inside its write transaction, through SQLite's pre-update
/// hook: rows written by its statements and by the triggers and foreign-key actions they set off
/// (a cascade, say) alike, so that no store has to list what it changed. It keeps each row's
/// image from before the change began (nil for a row the change added); `ChangeLog.record` reads
/// the images after once the change is done.
///
/// Only the tables of `TableRoles.recorded` are kept: not indexes kept by SQLite itself (full-text
/// shadow tables), not derived tables, not the change log.
final class ChangeCapture {
    struct RowKey: Hashable {
        var table: String
        var rowID: Int64
    }

    private let recorded: Set<String>
    /// The rows touched, in the order they were first touched.
    private(set) var order: [RowKey] = []
    /// Each touched row's values before the change (column by column, in the table's order), or
    /// nil when the change added it.
    private(set) var before: [RowKey: [RowImage.Value]?] = [:]
    /// Set when SQLite could not give a row's values: the change is then kept as one that cannot
    /// be undone, rather than with a wrong image.
    private(set) var isIncomplete = false
    /// Set when the change touched more than `limit` rows: images stop being kept.
    private(set) var isOverLimit = false
    private let limit: Int

    init(recorded: Set<String>, limit: Int) {
        self.recorded = recorded
        self.limit = limit
    }

    /// Runs `body` with the hook installed on `db`'s connection, and removes it after, whatever
    /// `body` does.
    func watching<Value>(_ db: Database, _ body: () throws -> Value) rethrows -> Value {
        let context = Unmanaged.passUnretained(self).toOpaque()
        chark_watch_row_changes(db.sqliteConnection, { context, connection, operation, schema, table, oldRowID, newRowID in
            guard let context, let connection, let schema, let table, strcmp(schema, "main") == 0 else { return }
            let capture = Unmanaged<ChangeCapture>.fromOpaque(context).takeUnretainedValue()
            capture.note(operation: operation, table: table, oldRowID: oldRowID, newRowID: newRowID, connection: connection)
        }, context)
        defer { chark_stop_watching_row_changes(db.sqliteConnection) }
        return try withExtendedLifetime(self) { try body() }
    }

    /// The last table named, and whether it is recorded: most rows of a large change are of one
    /// table, so its name is compared in place rather than copied for every row.
    private var lastTable: (name: ContiguousArray<CChar>, table: String, isRecorded: Bool)?

    private func note(operation: Int32, table pointer: UnsafePointer<CChar>, oldRowID: Int64, newRowID: Int64, connection: OpaquePointer) {
        guard !isOverLimit else { return }
        let table: String
        if let last = lastTable, last.name.withUnsafeBufferPointer({ $0.baseAddress.map { strcmp($0, pointer) } }) == 0 {
            guard last.isRecorded else { return }
            table = last.table
        } else {
            table = String(cString: pointer)
            lastTable = (ContiguousArray(table.utf8CString), table, recorded.contains(table))
            guard recorded.contains(table) else { return }
        }
        switch operation {
        case SQLITE_INSERT:
            first(RowKey(table: table, rowID: newRowID), before: nil)
        case SQLITE_DELETE, SQLITE_UPDATE:
            let key = RowKey(table: table, rowID: oldRowID)
            if before[key] == nil { first(key, before: oldValues(connection)) }
            if operation == SQLITE_UPDATE, newRowID != oldRowID { first(RowKey(table: table, rowID: newRowID), before: nil) }
        default:
            return
        }
    }

    private func first(_ key: RowKey, before values: [RowImage.Value]?) {
        guard before[key] == nil else { return }
        guard order.count < limit else { isOverLimit = true; return }
        order.append(key)
        before[key] = .some(values)
    }

    private func oldValues(_ connection: OpaquePointer) -> [RowImage.Value]? {
        let count = chark_preupdate_column_count(connection)
        var values: [RowImage.Value] = []
        values.reserveCapacity(Int(count))
        for column in 0 ..< count {
            guard let value = chark_preupdate_old_value(connection, column) else {
                isIncomplete = true
                return nil
            }
            values.append(RowImage.Value(value))
        }
        return values
    }
}

extension RowImage.Value {
    /// The value SQLite hands over in a hook.
    init(_ value: OpaquePointer) {
        switch sqlite3_value_type(value) {
        case SQLITE_INTEGER: self = .integer(sqlite3_value_int64(value))
        case SQLITE_FLOAT: self = .real(sqlite3_value_double(value))
        case SQLITE_TEXT:
            let count = Int(sqlite3_value_bytes(value))
            guard let bytes = sqlite3_value_text(value) else { self = .text(""); return }
            self = .text(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_value_bytes(value))
            guard let bytes = sqlite3_value_blob(value), count > 0 else { self = .blob(Data()); return }
            self = .blob(Data(bytes: bytes, count: count))
        default: self = .null
        }
    }
}
