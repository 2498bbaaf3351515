import Foundation
import GRDB

/// One row's values, column by column, as kept in the change log to put the row back as it was
/// (stored as JSON: `RowChangeCoding`).
struct RowImage: Equatable, Sendable {
    enum Value: Equatable, Sendable {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
        case blob(Data)

        init(_ value: DatabaseValue) {
            switch value.storage {
            case .null: self = .null
            case .int64(let number): self = .integer(number)
            case .double(let number): self = .real(number)
            case .string(let text): self = .text(text)
            case .blob(let data): self = .blob(data)
            }
        }

        var databaseValue: DatabaseValue {
            switch self {
            case .null: .null
            case .integer(let number): number.databaseValue
            case .real(let number): number.databaseValue
            case .text(let text): text.databaseValue
            case .blob(let data): data.databaseValue
            }
        }
    }

    /// Column names and values, in the table's order.
    var columns: [String]
    var values: [Value]

    /// The row of `table` whose rowid is `rowID`, or nil when there is none.
    static func read(_ table: String, rowID: Int64, in db: Database) throws -> RowImage? {
        let statement = try db.cachedStatement(sql: "SELECT * FROM \(table.quotedDatabaseIdentifier) WHERE rowid = ?")
        guard let row = try Row.fetchOne(statement, arguments: [rowID]) else {
            return nil
        }
        return RowImage(columns: Array(row.columnNames), values: row.databaseValues.map(Value.init))
    }

    /// Makes the row of `table` whose rowid is `rowID` this image: updated in place when it is
    /// there (so that nothing hanging from it is deleted), inserted when it is not.
    func restore(_ table: String, rowID: Int64, in db: Database) throws {
        let arguments = StatementArguments(values.map(\.databaseValue))
        let name = table.quotedDatabaseIdentifier
        if try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM \(name) WHERE rowid = ?)", arguments: [rowID]) == true {
            let assignments = columns.map { "\($0.quotedDatabaseIdentifier) = ?" }.joined(separator: ", ")
            try db.execute(sql: "UPDATE \(name) SET \(assignments) WHERE rowid = ?", arguments: arguments + [rowID])
        } else {
            let names = (["rowid"] + columns.map(\.quotedDatabaseIdentifier)).joined(separator: ", ")
            let marks = Array(repeating: "?", count: columns.count + 1).joined(separator: ", ")
            try db.execute(sql: "INSERT INTO \(name) (\(names)) VALUES (\(marks))", arguments: [rowID] + arguments)
        }
    }
}

/// How one row changed: what it was before (nil: it did not exist) and after (nil: deleted).
struct RowChange: Equatable, Sendable {
    var table: String
    var rowID: Int64
    var before: RowImage?
    var after: RowImage?

    /// Puts the row to `image` (nil: deletes it), provided it is still `expected`, by the rules of
    /// `roles`:
    /// - a row already at `image` is left as it is (a trigger or a cascade of an earlier row of the
    ///   same change put it there);
    /// - usage columns (`TableRoles.usageColumns`) are not compared;
    /// - a shared row (`SharedRows`) that something refers to is not deleted: it was the change's
    ///   to add, not to take away from what refers to it now;
    /// - anything else throws `ChangeLogError.changedSince` (someone changed it after).
    static func set(_ table: String, rowID: Int64, from expected: RowImage?, to image: RowImage?, roles: TableRoles, in db: Database) throws {
        let current = try RowImage.read(table, rowID: rowID, in: db)
        let ignored = roles.usageColumns[table] ?? []
        if RowImage.same(current, image, ignoring: ignored) { return }
        guard RowImage.same(current, expected, ignoring: ignored) else { throw ChangeLogError.changedSince }
        if let image {
            do { try image.restore(table, rowID: rowID, in: db) } catch let error as DatabaseError where error.resultCode == .SQLITE_CONSTRAINT {
                // Another row took its place since (a person of the same name, added again).
                throw ChangeLogError.changedSince
            }
        } else if roles.shared.contains(table), try SharedRows.isReferenced(table, rowID: rowID, in: db) {
            return
        } else {
            try db.execute(sql: "DELETE FROM \(table.quotedDatabaseIdentifier) WHERE rowid = ?", arguments: [rowID])
        }
    }
}

extension RowImage {
    /// Whether two images (nil: no row) hold the same values, leaving out `ignored` columns.
    static func same(_ one: RowImage?, _ other: RowImage?, ignoring ignored: Set<String>) -> Bool {
        guard let one, let other else { return one == nil && other == nil }
        if ignored.isEmpty { return one == other }
        guard one.columns == other.columns else { return false }
        for (index, column) in one.columns.enumerated() where !ignored.contains(column) && one.values[index] != other.values[index] {
            return false
        }
        return true
    }
}
