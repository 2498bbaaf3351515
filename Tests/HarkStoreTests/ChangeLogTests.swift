import Foundation
import GRDB
import Testing
@testable import HarkStore

/// Undo and redo through the change log, on a real database.
@Suite struct ChangeLogTests {
    let database: HarkDatabase
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    init() throws {
        database = try HarkDatabase(path: temporaryDatabasePath(), schemas: [NotesSchema.self], access: .singleConnection)
    }

    func add(_ text: String) throws -> Int64 {
        try database.change(ChangeDescription(intent: "AddNote", undo: "Removed “\(text)”.", redo: "Added “\(text)” back."), at: now) { db in
            try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: [text])
            return db.lastInsertedRowID
        }
    }

    func notes() throws -> [String] {
        try database.read { db in try String.fetchAll(db, sql: "SELECT text FROM note ORDER BY id") }
    }

    @Test func undoWalksBackAndRedoWalksForward() throws {
        _ = try add("one")
        _ = try add("two")
        #expect(try database.undo()?.description.undo == "Removed “two”.")
        #expect(try notes() == ["one"])
        #expect(try database.undo()?.description.undo == "Removed “one”.")
        #expect(try notes() == [])
        #expect(try database.undo() == nil)
        #expect(try database.redo()?.description.redo == "Added “one” back.")
        #expect(try notes() == ["one"])
        #expect(try database.redo()?.description.redo == "Added “two” back.")
        #expect(try notes() == ["one", "two"])
        #expect(try database.redo() == nil)
    }

    @Test func anUndoneDeleteComesBackWithItsIdAndAnUndoneEditAsItWas() throws {
        let id = try add("milk")
        try database.change(ChangeDescription(intent: "EditNote", undo: "u", redo: "r"), at: now) { db in
            try db.execute(sql: "UPDATE note SET text = 'oat milk' WHERE id = ?", arguments: [id])
        }
        try database.change(ChangeDescription(intent: "DeleteNote", undo: "u", redo: "r"), at: now) { db in
            try db.execute(sql: "DELETE FROM note WHERE id = ?", arguments: [id])
        }
        #expect(try notes() == [])
        _ = try database.undo()
        #expect(try database.read { db in try Row.fetchOne(db, sql: "SELECT id, text FROM note") } == ["id": id, "text": "oat milk"])
        _ = try database.undo()
        #expect(try notes() == ["milk"])
    }

    @Test func aRowChangedSinceIsLeftAloneAndNothingIsLost() throws {
        let id = try add("stamps")
        try database.write { db in try db.execute(sql: "UPDATE note SET text = 'stamps and envelopes' WHERE id = ?", arguments: [id]) }
        #expect(throws: ChangeLogError.changedSince) { try database.undo() }
        #expect(try notes() == ["stamps and envelopes"])
    }

    @Test func aNewChangeAfterAnUndoCannotBeRedoneOver() throws {
        _ = try add("one")
        _ = try database.undo()
        _ = try add("two")
        #expect(try database.redo() == nil)
        #expect(try notes() == ["two"])
    }

    @Test func aChangeThatLeavesEveryRowAsItWasIsNotKept() throws {
        let id = try add("same")
        try database.change(ChangeDescription(intent: "EditNote", undo: "u", redo: "r"), at: now) { db in
            try db.execute(sql: "UPDATE note SET text = 'other' WHERE id = ?", arguments: [id])
            try db.execute(sql: "UPDATE note SET text = 'same' WHERE id = ?", arguments: [id])
        }
        #expect(try database.changes().map(\.description.intent) == ["AddNote"])
    }

    @Test func theHistoryIsBounded() throws {
        for index in 0 ..< ChangeLog.limit + 5 { _ = try add("note \(index)") }
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM hark_change") } == ChangeLog.limit)
        for _ in 0 ..< ChangeLog.limit { _ = try database.undo() }
        #expect(try database.undo() == nil)
        #expect(try notes() == (0 ..< 5).map { "note \($0)" })
    }

    @Test func aChangeTooLargeToKeepIsRefusedByUndoWhichSkipsNothing() throws {
        _ = try add("kept")
        try database.write { db in
            try ChangeLog.record(in: db, roles: database.tableRoles, at: now, rowLimit: 3, { _ in
                ChangeDescription(intent: "ImportNotes", undo: "u", redo: "r")
            }) { db in
                for index in 0 ..< 5 { try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: ["bulk \(index)"]) }
            }
        }
        #expect(throws: ChangeLogError.cannotUndo(ChangeDescription(intent: "ImportNotes", undo: "u", redo: "r"))) { try database.undo() }
        #expect(try notes().count == 6)
        #expect(try database.changes().first?.isUndoable == false)
    }
}

/// Shared rows (people) live while anything refers to them, through changes, undo and redo.
@Suite struct SharedRowsTests {
    enum PeopleSchema: StoreSchema {
        static let name = "people"
        static let sharedTables: Set<String> = ["person"]
        static let usageColumns: [String: Set<String>] = ["memo": ["seen"]]
        static let migrations: [Migration] = [
            Migration("1-create") { db in
                try db.execute(sql: """
                    CREATE TABLE person (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
                    CREATE TABLE memo (id INTEGER PRIMARY KEY, text TEXT NOT NULL, seen INTEGER NOT NULL DEFAULT 0);
                    CREATE TABLE memo_person (memoId INTEGER NOT NULL REFERENCES memo(id) ON DELETE CASCADE,
                                              personId INTEGER NOT NULL REFERENCES person(id) ON DELETE CASCADE, PRIMARY KEY (memoId, personId));
                    CREATE TABLE attendee (id INTEGER PRIMARY KEY, personId INTEGER REFERENCES person(id) ON DELETE SET NULL, name TEXT NOT NULL);
                    """)
            },
        ]
    }

    let database: HarkDatabase
    let now = Date(timeIntervalSince1970: 1_790_000_000)

    init() throws {
        database = try HarkDatabase(path: temporaryDatabasePath(), schemas: [PeopleSchema.self], access: .singleConnection)
    }

    func change(_ intent: String, _ sql: String) throws {
        try database.change(ChangeDescription(intent: intent, undo: "undid \(intent)", redo: "redid \(intent)"), at: now) { db in try db.execute(sql: sql) }
    }

    func people() throws -> [String] { try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM person ORDER BY name") } }
    func attendeesLinked() throws -> Int { try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM attendee WHERE personId IS NOT NULL") ?? 0 } }

    @Test func theDatabaseNamesWhatRefersToAPerson() throws {
        let references = try database.read { db in try SharedRows.references(to: "person", in: db) }
        #expect(references == [SharedRows.Reference(table: "attendee", column: "personId", target: "id"),
                               SharedRows.Reference(table: "memo_person", column: "personId", target: "id")])
    }

    @Test func deletingAThingKeepsAPersonSomethingElseRefersTo() throws {
        try change("Import", "INSERT INTO person (name) VALUES ('Sam'); INSERT INTO attendee (personId, name) SELECT id, 'Sam' FROM person")
        try change("Store", "INSERT INTO memo (text) VALUES ('lunch with Sam'); INSERT INTO memo_person SELECT 1, id FROM person WHERE name = 'Sam'")
        try change("Forget", "DELETE FROM memo WHERE id = 1")
        #expect(try people() == ["Sam"])
        #expect(try attendeesLinked() == 1)
        // Undoing the import lets Sam go: nothing refers to him any more.
        #expect(try database.undo()?.description.intent == "Forget")
        #expect(try database.undo()?.description.intent == "Store")
        #expect(try people() == ["Sam"])
        #expect(try database.undo()?.description.intent == "Import")
        #expect(try people() == [])
        _ = try database.redo()
        _ = try database.redo()
        #expect(try people() == ["Sam"])
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM memo_person") } == 1)
    }

    @Test func aPersonNobodyRefersToAnyMoreGoesWithTheChangeAndComesBackWithItsUndo() throws {
        try change("Store", "INSERT INTO person (name) VALUES ('Ana'); INSERT INTO memo (text) VALUES ('Ana called'); INSERT INTO memo_person VALUES (1, 1)")
        try change("Forget", "DELETE FROM memo WHERE id = 1")
        #expect(try people() == [])
        _ = try database.undo()
        #expect(try people() == ["Ana"])
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM memo_person") } == 1)
    }

    @Test func undoingAnAddKeepsAPersonSomethingAddedSinceRefersTo() throws {
        try change("Store", "INSERT INTO person (name) VALUES ('Lee'); INSERT INTO memo (text) VALUES ('Lee called'); INSERT INTO memo_person VALUES (1, 1)")
        // Not through the change log (as an older Hark's import was): the attendee refers to Lee.
        try database.write { db in try db.execute(sql: "INSERT INTO attendee (personId, name) VALUES (1, 'Lee')") }
        _ = try database.undo()
        #expect(try people() == ["Lee"])
        #expect(try attendeesLinked() == 1)
    }

    @Test func useIsNotAChangeAndDoesNotBlockUndo() throws {
        try change("Store", "INSERT INTO memo (text) VALUES ('seen often')")
        try database.write { db in try db.execute(sql: "UPDATE memo SET seen = seen + 1") }
        #expect(try database.changes().count == 1)
        _ = try database.undo()
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM memo") } == 0)
    }
}
