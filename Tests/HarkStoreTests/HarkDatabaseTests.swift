import Foundation
import GRDB
import Testing

@testable import HarkStore

enum NotesSchema: StoreSchema {
    static let name = "notes"
    static let migrations: [Migration] = [
        Migration("1-create") { db in try db.create(table: "note") { $0.autoIncrementedPrimaryKey("id"); $0.column("text", .text) } },
        Migration("2-pinned") { db in try db.alter(table: "note") { $0.add(column: "pinned", .boolean).defaults(to: false) } },
    ]
}

func temporaryDatabasePath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("hark-store-\(UUID().uuidString)/nested/hark.sqlite").path
}

@Suite struct HarkDatabaseTests {
    @Test func thePathFollowsOptionThenEnvironmentThenXDGThenHome() {
        #expect(HarkDatabase.path(explicit: "/x/db.sqlite", environment: ["HARK_DB": "/y"], home: "/h") == "/x/db.sqlite")
        #expect(HarkDatabase.path(explicit: nil, environment: ["HARK_DB": "/y.sqlite", "XDG_DATA_HOME": "/d"], home: "/h") == "/y.sqlite")
        #expect(HarkDatabase.path(explicit: nil, environment: ["XDG_DATA_HOME": "/d"], home: "/h") == "/d/hark/hark.sqlite")
        #expect(HarkDatabase.path(explicit: nil, environment: [:], home: "/h") == "/h/.local/share/hark/hark.sqlite")
    }

    @Test(arguments: [HarkDatabase.Access.pool, .singleConnection])
    func opensInWALWithFullSyncAndAppliesNamedMigrationsOnce(access: HarkDatabase.Access) throws {
        let path = temporaryDatabasePath()
        let database = try HarkDatabase(path: path, schemas: [NotesSchema.self], access: access)
        try database.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: ["remember the milk"]) }
        #expect(try database.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") } == "wal")
        #expect(try database.read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") } == 2) // FULL
        let applied = try database.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY identifier") }
        #expect(applied == ["hark.1-create-change-log", "hark.2-change-undoable", "notes.1-create", "notes.2-pinned"])

        // Reopening migrates nothing again and keeps what was written.
        let reopened = try HarkDatabase(path: path, schemas: [NotesSchema.self], access: access)
        #expect(try reopened.read { db in try String.fetchAll(db, sql: "SELECT text FROM note") } == ["remember the milk"])
    }

    /// A one-shot command leaves its committed writes in the WAL (no checkpoint on close); the next
    /// connection, of either kind, sees them.
    @Test func aSingleConnectionLeavesTheWALAndItsWritesAreSeenNextTime() throws {
        let path = temporaryDatabasePath()
        do {
            let database = try HarkDatabase(path: path, schemas: [NotesSchema.self], access: .singleConnection)
            try database.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: ["buy stamps"]) }
        }
        let walSize = (try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        #expect(walSize > 0)
        let next = try HarkDatabase(path: path, schemas: [NotesSchema.self], access: .pool)
        #expect(try next.read { db in try String.fetchAll(db, sql: "SELECT text FROM note") } == ["buy stamps"])
    }

    /// Many one-shot commands in a row don't grow the log without bound (the next command would
    /// have to read it all back), and every write is kept.
    @Test func oneShotWritesKeepTheLogSmall() throws {
        let path = temporaryDatabasePath()
        for index in 0 ..< 300 {
            let database = try HarkDatabase(path: path, schemas: [NotesSchema.self], access: .singleConnection)
            try database.write { db in
                try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: [String(repeating: "x", count: 500) + "\(index)"])
            }
        }
        let walSize = (try FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
        #expect(walSize > 0)
        #expect(walSize < (HarkDatabase.oneShotLogPages + 8) * (4096 + 24) + 32)
        let next = try HarkDatabase(path: path, schemas: [NotesSchema.self], access: .singleConnection)
        #expect(try next.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") } == 300)
    }

    @Test func anUnusableLocationIsAClearError() {
        #expect(throws: StoreError.self) { try HarkDatabase(path: "/proc/hark/hark.sqlite", schemas: []) }
        do {
            _ = try HarkDatabase(path: "/proc/hark/hark.sqlite", schemas: [])
        } catch {
            #expect(error.description.contains("/proc/hark"))
        }
    }
}
