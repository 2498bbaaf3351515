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
        try database.write { db in
            try ChangeLog.record(in: db, ChangeDescription(intent: "AddNote", undo: "Removed “\(text)”.", redo: "Added “\(text)” back."), at: now) { change in
                try change.insert(into: "note") {
                    try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: [text])
                    return db.lastInsertedRowID
                }
            }
        }
    }

    func notes() throws -> [String] {
        try database.read { db in try String.fetchAll(db, sql: "SELECT text FROM note ORDER BY id") }
    }

    @Test func undoWalksBackAndRedoWalksForward() throws {
        _ = try add("one")
        _ = try add("two")
        #expect(try database.write(ChangeLog.undo)?.description.undo == "Removed “two”.")
        #expect(try notes() == ["one"])
        #expect(try database.write(ChangeLog.undo)?.description.undo == "Removed “one”.")
        #expect(try notes() == [])
        #expect(try database.write(ChangeLog.undo) == nil)
        #expect(try database.write(ChangeLog.redo)?.description.redo == "Added “one” back.")
        #expect(try notes() == ["one"])
        #expect(try database.write(ChangeLog.redo)?.description.redo == "Added “two” back.")
        #expect(try notes() == ["one", "two"])
        #expect(try database.write(ChangeLog.redo) == nil)
    }

    @Test func anUndoneDeleteComesBackWithItsIdAndAnUndoneEditAsItWas() throws {
        let id = try add("milk")
        try database.write { db in
            try ChangeLog.record(in: db, ChangeDescription(intent: "EditNote", undo: "u", redo: "r"), at: now) { change in
                try change.update("note", rowID: id) { try db.execute(sql: "UPDATE note SET text = 'oat milk' WHERE id = ?", arguments: [id]) }
            }
            try ChangeLog.record(in: db, ChangeDescription(intent: "DeleteNote", undo: "u", redo: "r"), at: now) { change in
                try change.delete(from: "note", rowID: id)
            }
        }
        #expect(try notes() == [])
        _ = try database.write(ChangeLog.undo)
        #expect(try database.read { db in try Row.fetchOne(db, sql: "SELECT id, text FROM note") } == ["id": id, "text": "oat milk"])
        _ = try database.write(ChangeLog.undo)
        #expect(try notes() == ["milk"])
    }

    @Test func aRowChangedSinceIsLeftAloneAndNothingIsLost() throws {
        let id = try add("stamps")
        try database.write { db in try db.execute(sql: "UPDATE note SET text = 'stamps and envelopes' WHERE id = ?", arguments: [id]) }
        #expect(throws: StoreError.self) { try database.write(ChangeLog.undo) }
        #expect(try notes() == ["stamps and envelopes"])
    }

    @Test func aNewChangeAfterAnUndoCannotBeRedoneOver() throws {
        _ = try add("one")
        _ = try database.write(ChangeLog.undo)
        _ = try add("two")
        #expect(try database.write(ChangeLog.redo) == nil)
        #expect(try notes() == ["two"])
    }

    @Test func theHistoryIsBounded() throws {
        for index in 0 ..< ChangeLog.limit + 5 { _ = try add("note \(index)") }
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM hark_change") } == ChangeLog.limit)
        for _ in 0 ..< ChangeLog.limit { _ = try database.write(ChangeLog.undo) }
        #expect(try database.write(ChangeLog.undo) == nil)
        #expect(try notes() == (0 ..< 5).map { "note \($0)" })
    }
}

@Suite struct RowChangeCodingTests {
    @Test func everyKindOfValueComesBackAsItWas() throws {
        let image = RowImage(columns: ["id", "title", "score", "photo", "note", "quote"],
                             values: [.integer(7), .text("happy 😊"), .real(3), .blob(Data([0, 1, 2, 255])), .null,
                                      .text("say \"hi\"\\\n\tnow\u{1}")])
        let changes = [RowChange(table: "mood", rowID: 7, before: nil, after: image),
                       RowChange(table: "note", rowID: -2, before: image, after: nil)]
        #expect(RowChangeCoding.decode(RowChangeCoding.encode(changes)) == changes)
        #expect(RowChangeCoding.decode("not json") == nil)
        #expect(RowChangeCoding.decode(#"[{"table": "mood", "rowid": 1, "before": [["id"]], "after": null}]"#) == nil)
    }
}
