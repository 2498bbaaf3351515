import CHarkSQLite
import Foundation
import GRDB

/// Hark's one SQLite database, opened through GRDB in WAL mode, with every domain's migrations
/// applied in order. A long-running process (the scheduler) opens a pool of connections; a
/// one-shot command opens a single connection, which is quicker to open.
///
/// ```swift
/// let database = try HarkDatabase(path: HarkDatabase.path(), schemas: [MoodsSchema.self])
/// try database.write { db in … }
/// ```
///
/// Writes are durable when they return: the journal is WAL with `synchronous = FULL`, so an
/// acknowledged write survives a crash or a power cut, not only a crash of Hark. Processes that
/// open it at once (a command beside the scheduler, or several commands on a database that does
/// not exist yet) wait for each other instead of failing. Errors come back as `StoreError`,
/// said in words.
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
    /// How long a connection waits for another one's lock before giving up.
    static let busyTimeout: TimeInterval = 5

    public let path: String
    /// Why writing is refused (a newer Hark changed the database's schema), or nil.
    public let writeRefusal: StoreError?
    /// What the change log does with each table, from the schemas' declarations.
    public let tableRoles: TableRoles
    /// Reads and writes: a `DatabaseQueue` for a single connection, a `DatabasePool` otherwise.
    let connections: any DatabaseWriter

    /// Opens (creating when missing) the database at `path` and migrates it.
    /// - Parameters:
    ///   - programVersion: this program's version, recorded when it changes the schema and
    ///     named when a newer program's database is refused.
    ///   - createFolder: whether a missing folder is created (Hark's default location) or is an
    ///     error (a path the person gave, where a typo must not start a new, empty database).
    public init(path: String, schemas: [any StoreSchema.Type], access: Access = .pool,
                programVersion: String = "unknown", createFolder: Bool = true) throws(StoreError) {
        self.path = path
        tableRoles = TableRoles(schemas: schemas)
        try Self.prepareFolder(of: path, creating: createFolder)
        var configuration = Configuration()
        configuration.busyMode = .timeout(Self.busyTimeout)
        configuration.prepareDatabase { db in
            if access == .singleConnection {
                // A pool sets WAL itself; a single connection asks for it (it persists in the file),
                // and leaves the WAL for the next command rather than checkpointing it on close,
                // folding it in (and truncating it) once it holds `oneShotLogPages` pages, since
                // the next command's first connection reads the whole log back.
                try Self.switchToWAL(db)
                let result = chark_keep_short_log_on_close(db.sqliteConnection, Int32(Self.oneShotLogPages),
                                                           Int32(Self.busyTimeout * 1000))
                if result != 0 { throw DatabaseError(resultCode: ResultCode(rawValue: result)) }
            }
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        do {
            connections = try Self.waitingWhileBusy {
                switch access {
                case .pool: try DatabasePool(path: path, configuration: configuration)
                case .singleConnection: try DatabaseQueue(path: path, configuration: configuration)
                }
            }
            writeRefusal = try SchemaMigrations(schemas: schemas + [ChangeLogSchema.self], programVersion: programVersion)
                .apply(to: connections, path: path)
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError(error, path: path, doing: "open")
        }
    }

    /// Gives back the memory SQLite keeps between uses (page caches; a pool's idle reader
    /// connections close and reopen when next needed): for a long-running process gone idle.
    public func releaseMemory() {
        if let pool = connections as? DatabasePool { pool.releaseMemoryEventually() } else { (connections as? DatabaseQueue)?.releaseMemory() }
    }

    /// Reads in a snapshot of the database; SQLite errors come back as `StoreError`.
    public func read<Value>(_ body: (Database) throws -> Value) throws(StoreError) -> Value {
        do { return try connections.read(body) } catch { throw StoreError(error, path: path, doing: "read") }
    }

    /// Writes in one transaction, durable when it returns; refused when a newer Hark changed the
    /// schema. SQLite errors come back as `StoreError`.
    public func write<Value>(_ body: (Database) throws -> Value) throws(StoreError) -> Value {
        if let writeRefusal { throw writeRefusal }
        do { return try connections.write(body) } catch { throw StoreError(error, path: path, doing: "write") }
    }

    private static func prepareFolder(of path: String, creating: Bool) throws(StoreError) {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        var info = stat()
        guard !folder.isEmpty, stat(folder, &info) != 0 else { return }
        guard creating else {
            throw StoreError("the folder \(folder) for the database \(path) does not exist (Hark creates only its default location's folder; create it, or check the path)",
                             fault: .missingFolder)
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw StoreError("Hark cannot create the folder \(folder) for the database \(path) (check the permissions of the folders above it, or use another database with --db)",
                             detail: String(reflecting: error), fault: .missingFolder)
        }
    }

    /// Switches a new database to WAL (the mode then stays in the file). SQLite answers "busy" at
    /// once, without waiting, when another process holds the file while it changes mode, so this
    /// waits and tries again.
    private static func switchToWAL(_ db: Database) throws {
        guard try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" else { return }
        try waitingWhileBusy { try db.execute(sql: "PRAGMA journal_mode = WAL") }
    }

    /// Runs `body` again while SQLite answers "busy" without having waited, for at most the busy
    /// timeout.
    static func waitingWhileBusy<Value>(_ body: () throws -> Value) throws -> Value {
        let deadline = Date().addingTimeInterval(busyTimeout)
        var pause: UInt32 = 2_000
        while true {
            do {
                return try body()
            } catch let error as DatabaseError where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED {
                guard Date() < deadline else { throw error }
                usleep(pause)
                pause = min(pause * 2, 50_000)
            }
        }
    }
}
