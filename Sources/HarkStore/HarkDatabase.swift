import CHarkSQLite
import Foundation
import GRDB

/// Hark's one SQLite database, opened through GRDB in WAL mode, with every domain's migrations
/// applied in order. A long-running process (the scheduler) opens a pool of connections; a
/// one-shot command opens a single connection, which is quicker to open.
///
/// ```swift
/// let database = try HarkDatabase(path: HarkDatabase.path(), schemas: [MoodsSchema.self])
/// try database.pool.write { db in … }
/// ```
///
/// Writes are durable when they return: the journal is WAL with `synchronous = FULL`, so an
/// acknowledged write survives a crash or a power cut, not only a crash of Hark.
public final class HarkDatabase: Sendable {
    /// How the database is reached.
    public enum Access: Sendable {
        /// One connection: for a command that runs once and exits.
        case singleConnection
        /// A writer and concurrent readers: for a process that stays up.
        case pool
    }

    /// The most pages a one-shot command leaves in the write-ahead log (about 256 KiB).
    static let oneShotLogPages = 64

    /// Reads and writes (a `DatabaseQueue` or a `DatabasePool`, both in WAL mode).
    public let pool: any DatabaseWriter
    public let path: String

    /// Opens (creating when missing, with its folder) the database at `path` and migrates it.
    public init(path: String, schemas: [any StoreSchema.Type], access: Access = .pool) throws(StoreError) {
        self.path = path
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        do {
            var info = stat()
            if !folder.isEmpty, stat(folder, &info) != 0 {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
        } catch {
            throw StoreError("cannot create the folder \(folder) for the database: \(error.localizedDescription)")
        }
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        configuration.prepareDatabase { db in
            if access == .singleConnection {
                // A pool sets WAL itself; a single connection asks for it (it persists in the file),
                // and leaves the WAL for the next command rather than checkpointing it on close,
                // folding it in (and truncating it) once it holds `oneShotLogPages` pages, since
                // the next command's first connection reads the whole log back.
                try db.execute(sql: "PRAGMA journal_mode = WAL")
                let result = chark_keep_short_log_on_close(db.sqliteConnection, Int32(Self.oneShotLogPages))
                if result != 0 { throw DatabaseError(resultCode: ResultCode(rawValue: result)) }
            }
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        do {
            switch access {
            case .pool: pool = try DatabasePool(path: path, configuration: configuration)
            case .singleConnection: pool = try DatabaseQueue(path: path, configuration: configuration)
            }
            var migrator = DatabaseMigrator()
            for schema in schemas {
                for migration in schema.migrations {
                    migrator.registerMigration("\(schema.name).\(migration.name)", migrate: migration.apply)
                }
            }
            try migrator.migrate(pool)
        } catch {
            throw StoreError("cannot open the database at \(path): \(error)")
        }
    }

    /// Where the database lives: `explicit` (the `--db` option), else `$HARK_DB`, else
    /// `$XDG_DATA_HOME/hark/hark.sqlite`, else `~/.local/share/hark/hark.sqlite`.
    /// `environment` and `home` default to the process's own.
    public static func path(explicit: String? = nil, environment: [String: String]? = nil, home: String? = nil) -> String {
        func variable(_ name: String) -> String? {
            let value = environment.map { $0[name] } ?? getenv(name).map { String(cString: $0) }
            return value.flatMap { $0.isEmpty ? nil : $0 }
        }
        if let explicit, !explicit.isEmpty { return explicit }
        if let path = variable("HARK_DB") { return path }
        if let data = variable("XDG_DATA_HOME") { return data + "/hark/hark.sqlite" }
        return (home ?? variable("HOME") ?? NSHomeDirectory()) + "/.local/share/hark/hark.sqlite"
    }
}

/// A domain's tables: its name and its migrations, in order. Migrations are append-only: a
/// released migration is never edited, a change is a new migration.
public protocol StoreSchema: Sendable {
    /// The domain's name, which prefixes its migrations' names ("moods").
    static var name: String { get }
    static var migrations: [Migration] { get }
}

/// One named schema change.
public struct Migration: Sendable {
    public var name: String
    public var apply: @Sendable (Database) throws -> Void

    public init(_ name: String, apply: @escaping @Sendable (Database) throws -> Void) {
        self.name = name
        self.apply = apply
    }
}

/// A database problem, said plainly.
public struct StoreError: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
