import GRDB

/// What the change log does with each table, from every schema's declarations: which tables are
/// left out (derived), which hold shared rows, and which columns only count use.
public struct TableRoles: Sendable, Equatable {
    public var derived: Set<String>
    public var shared: Set<String>
    public var usageColumns: [String: Set<String>]

    public init(derived: Set<String> = [], shared: Set<String> = [], usageColumns: [String: Set<String>] = [:]) {
        self.derived = derived
        self.shared = shared
        self.usageColumns = usageColumns
    }

    /// The roles the schemas declare, and the change log's own table, which is never recorded.
    public init(schemas: [any StoreSchema.Type]) {
        self.init(derived: ["hark_change"])
        for schema in schemas {
            derived.formUnion(schema.derivedTables)
            shared.formUnion(schema.sharedTables)
            usageColumns.merge(schema.usageColumns) { $0.union($1) }
        }
    }

    /// The tables whose changes the change log keeps: every ordinary table of the main schema but
    /// SQLite's own, full-text shadow tables, and the derived ones.
    func recorded(in db: Database) throws -> Set<String> {
        let names = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'")
        return Set(names).subtracting(derived)
    }

    /// The ordinary tables without rowids that are not derived: the change log cannot see their
    /// changes (SQLite's pre-update hook skips them), so a schema must not make any.
    public func unrecordable(in db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND wr = 1 ORDER BY name")
            .filter { !derived.contains($0) }
    }
}
