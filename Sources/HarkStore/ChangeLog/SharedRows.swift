import GRDB

/// The one rule for rows that several things share (a person, whom memories mention and meetings
/// list as an attendee; a tag): such a row lives while anything refers to it, and is removed when
/// nothing does any more. What refers to a shared table is read from the database's own foreign
/// keys, so a domain that adds a reference to people is covered without a word here.
///
/// Deleting a memory, a meeting or a note removes only that thing's own rows and links
/// (`ON DELETE CASCADE` on the link tables); the change then lets go of the shared rows nobody
/// refers to any more (`release`), in the same change, so "undo" brings them back with it.
enum SharedRows {
    /// One foreign key that refers to a shared table: the referring table and column, and the
    /// column of the shared table it names (its rowid when the key names the primary key).
    struct Reference: Equatable {
        var table: String
        var column: String
        var target: String
    }

    /// Every foreign key in the database that refers to `table`.
    static func references(to table: String, in db: Database) throws -> [Reference] {
        try Row.fetchAll(db, sql: """
            SELECT m.name AS child, f."from" AS child_column, f."to" AS target FROM sqlite_schema m, pragma_foreign_key_list(m.name) f
            WHERE m.type = 'table' AND f."table" = ? COLLATE NOCASE ORDER BY m.name, f."from"
            """, arguments: [table]).map { row in
            Reference(table: row["child"], column: row["child_column"], target: (row["target"] as String?) ?? "rowid")
        }
    }

    /// The SQL condition, on a row of `table`, that nothing refers to it.
    static func unreferenced(_ table: String, in db: Database) throws -> String {
        let name = table.quotedDatabaseIdentifier
        let conditions = try references(to: table, in: db).map { reference in
            "NOT EXISTS (SELECT 1 FROM \(reference.table.quotedDatabaseIdentifier) WHERE \(reference.column.quotedDatabaseIdentifier) = \(name).\(reference.target.quotedDatabaseIdentifier))"
        }
        return conditions.isEmpty ? "1" : conditions.joined(separator: " AND ")
    }

    /// Whether anything refers to the row of `table` with rowid `rowID`.
    static func isReferenced(_ table: String, rowID: Int64, in db: Database) throws -> Bool {
        let condition = try unreferenced(table, in: db)
        let free = try Bool.fetchOne(db, sql: "SELECT \(condition) FROM \(table.quotedDatabaseIdentifier) WHERE rowid = ?", arguments: [rowID])
        return free == false
    }

    /// Removes every row of the shared tables that nothing refers to any more.
    static func release(_ shared: Set<String>, in db: Database) throws {
        for table in shared.sorted() where try db.tableExists(table) {
            try db.execute(sql: "DELETE FROM \(table.quotedDatabaseIdentifier) WHERE \(try unreferenced(table, in: db))")
        }
    }
}
