import Foundation
import GRDB
import Testing

@testable import HarkStore

/// A database changed by a newer Hark, a damaged or foreign schema, and a long-lived reader
/// beside one-shot writers.
@Suite struct SafetyTests {
    enum NewerNotesSchema: StoreSchema {
        static let name = "notes"
        static let migrations: [Migration] = NotesSchema.migrations + [
            Migration("3-colour") { db in try db.alter(table: "note") { $0.add(column: "colour", .text) } },
        ]
    }

    @Test func aDatabaseFromANewerHarkIsReadButNotWritten() throws {
        let path = temporaryDatabasePath()
        do {
            let newer = try HarkDatabase(path: path, schemas: [NewerNotesSchema.self], access: .singleConnection, programVersion: "9.0.0")
            try newer.write { db in try db.execute(sql: "INSERT INTO note (text, colour) VALUES ('from the future', 'teal')") }
        }
        let older = try HarkDatabase(path: path, schemas: [NotesSchema.self], access: .singleConnection, programVersion: "1.0.0")
        #expect(try older.read { db in try String.fetchAll(db, sql: "SELECT text FROM note") } == ["from the future"])
        let refusal = try #require(older.writeRefusal)
        #expect(refusal.description.contains("Hark 9.0.0") && refusal.description.contains("Hark 1.0.0"))
        #expect(refusal.description.contains(path) && refusal.fault == .newerHark)
        #expect(refusal.detail?.contains("notes.3-colour") == true, "the unknown migrations are for --verbose")
        #expect(throws: StoreError.self) {
            try older.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES ('from the past')") }
        }
        #expect(try older.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") } == 1)
    }

    /// A table that is not what Hark expects is said in words; the SQL is kept apart, for
    /// `--verbose`.
    @Test func aForeignSchemaIsSaidInWords() throws {
        let path = temporaryDatabasePath()
        let database = try HarkDatabase(path: path, schemas: [NotesSchema.self], access: .singleConnection)
        try database.write { db in try db.execute(sql: "DROP TABLE note; CREATE TABLE note (body TEXT)") }
        do {
            try database.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: ["milk"]) }
            Issue.record("the write should fail")
        } catch {
            #expect(error.description.contains(path))
            #expect(error.description.contains("not as this Hark expects"))
            #expect(!error.description.contains("INSERT"))
            #expect(error.detail?.contains("INSERT INTO note") == true)
        }
    }

    /// A one-shot command's commit that triggers the log's checkpoint does not wait out the busy
    /// timeout while a long-lived process (the scheduler) holds a read open.
    @Test func aOneShotWriteBesideALongLivedReaderDoesNotWait() throws {
        let path = temporaryDatabasePath()
        let daemon = try HarkDatabase(path: path, schemas: [NotesSchema.self], access: .pool)
        try daemon.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES ('first')") }
        let reader = try DatabasePool(path: path)
        let snapshot = try reader.makeSnapshot() // holds a read transaction open on the log
        let clock = ContinuousClock()
        let elapsed = try clock.measure {
            for index in 0 ..< 3 {
                let oneShot = try HarkDatabase(path: path, schemas: [NotesSchema.self], access: .singleConnection)
                // Enough to pass the checkpoint threshold at each commit.
                try oneShot.write { db in
                    for row in 0 ..< 100 {
                        try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: [String(repeating: "x", count: 2_000) + "\(index).\(row)"])
                    }
                }
            }
        }
        // Waiting on the reader would take the 5-second busy timeout at every commit.
        #expect(elapsed < .seconds(HarkDatabase.busyTimeout / 2))
        #expect(try snapshot.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") } == 1)
        #expect(try daemon.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") } == 301)
    }
}
