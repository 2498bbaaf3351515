import GRDB

/// Brings a database's schema up to date with every domain's migrations, safely beside other
/// processes doing the same, and notices a database that a newer Hark has changed.
///
/// GRDB's migrator works out what is missing, then applies each migration in its own write
/// transaction: two processes starting together on a new database can both find a migration
/// missing, and the second one's fails ("table … already exists"). So a failure is followed by
/// looking again at what is applied: when another process has made progress meanwhile, the
/// missing migrations are worked out again and applied; when nothing changed, the error is real.
struct SchemaMigrations {
    let migrator: DatabaseMigrator
    let programVersion: String

    /// The most times migrating starts again because another process got there first.
    static let attempts = 8

    init(schemas: [any StoreSchema.Type], programVersion: String) {
        var migrator = DatabaseMigrator()
        for schema in schemas {
            for migration in schema.migrations {
                migrator.registerMigration("\(schema.name).\(migration.name)", migrate: migration.apply)
            }
        }
        self.migrator = migrator
        self.programVersion = programVersion
    }

    /// Applies what is missing; returns why writing must be refused (a newer schema), or nil.
    func apply(to connections: any DatabaseWriter, path: String) throws -> StoreError? {
        let known = Set(migrator.migrations)
        for attempt in 1 ... Self.attempts {
            let applied = try connections.read(Self.appliedIdentifiers)
            let unknown = applied.subtracting(known)
            if !unknown.isEmpty {
                let writer = try connections.read(Self.recordedVersion)
                return StoreError.newerSchema(path: path, unknown: unknown.sorted(), writtenBy: writer, this: programVersion)
            }
            if known.isSubset(of: applied) { return nil }
            do {
                try migrator.migrate(connections)
                try connections.write { db in try Self.recordVersion(programVersion, db) }
                return nil
            } catch {
                let now = try connections.read(Self.appliedIdentifiers)
                if now == applied || attempt == Self.attempts { throw error }
            }
        }
        return nil
    }

    /// The migrations recorded as applied, known or not. (GRDB's own look-up reads the table
    /// before checking that it exists, which fails when another process creates it in between;
    /// here both happen in one read transaction.)
    static func appliedIdentifiers(_ db: Database) throws -> Set<String> {
        guard try db.tableExists("grdb_migrations") else { return [] }
        return try String.fetchSet(db, sql: "SELECT identifier FROM grdb_migrations")
    }

    /// The version of the Hark that last changed the schema, if recorded.
    static func recordedVersion(_ db: Database) throws -> String? {
        guard try db.tableExists("hark_meta") else { return nil }
        return try String.fetchOne(db, sql: "SELECT value FROM hark_meta WHERE key = 'schema_written_by'")
    }

    static func recordVersion(_ version: String, _ db: Database) throws {
        try db.execute(sql: "CREATE TABLE IF NOT EXISTS hark_meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL)")
        try db.execute(sql: "INSERT INTO hark_meta (key, value) VALUES ('schema_written_by', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                       arguments: [version])
    }
}
