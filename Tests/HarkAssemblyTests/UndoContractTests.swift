import Foundation
import GRDB
import HarkRuntime
import HarkStore
import HarkValue
import IntentKit
import Testing

@testable import HarkAssembly

/// Says yes to every confirmation and picks the first of every choice.
struct AgreeingAsker: Asker {
    func ask(_ question: String) async -> String? { nil }
    func choose(_ question: String, from options: [String]) async -> Int? { 0 }
    func confirm(_ question: String) async -> Bool? { true }
}

/// One undo contract for every write: walks the registry, and for each intent that changes data
/// and says it can be undone, does it, undoes it (the data must be as before) and redoes it (as
/// after). Every intent that says it only reads must leave the data as it was.
@Suite(.serialized) struct UndoContractTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-undo-contract-\(UUID().uuidString)")
    let now = ISO8601DateFormatter().date(from: "2026-11-24T10:00:00Z") ?? Date()

    /// What each undoable intent is asked to do, on the data `seed` made. A new undoable intent
    /// without a line here fails the test: it must be shown to undo.
    func arguments(exportedTo archive: String) -> [String: [(name: String, value: PhraseValue)]] {
        [
            "AddMood": [("title", .string("calm"))],
            "DeleteMood": [],
            "EditMood": [("title", .string("grateful"))],
            "StoreMemory": [("content", .string("Priya's talk on caching was great #work"))],
            "ForgetMemory": [("memory", .string("budget"))],
            "ImportMemories": [("file", .string(archive))],
            "SetFocus": [("context", .string("work"))],
            "ClearFocus": [],
            "AddMeeting": [("title", .string("Launch plan")), ("start", .string("friday at 2pm")), ("attendees", .list([.string("Jordan Reyes")]))],
            "CompleteActionItem": [("item", .string("send the budget"))],
            "CreateNote": [("title", .string("Offsite ideas")), ("body", .string("Sam will book the venue by Friday. #offsite"))],
            "RecordOutcome": [("meeting", .string("design review")), ("outcome", .string("We ship in March. Priya will write the plan."))],
        ]
    }

    /// A small life: moods, memories naming people, a meeting with attendees, a note, an outcome.
    func seed(_ runtime: Runtime, _ context: IntentContext) async throws {
        let steps: [(String, [(name: String, value: PhraseValue)])] = [
            ("AddMood", [("title", .string("happy"))]),
            ("StoreMemory", [("content", .string("the budget review with Sam Lee is tight"))]),
            ("StoreMemory", [("content", .string("Dana's party is on june 2nd"))]),
            ("AddMeeting", [("title", .string("Design review")), ("start", .string("yesterday at 3pm")),
                            ("attendees", .list([.string("Sam Lee"), .string("Priya Patel")]))]),
            ("RecordOutcome", [("meeting", .string("design review")), ("outcome", .string("Sam will send the budget by Friday."))]),
            ("CreateNote", [("title", .string("Reading list")), ("body", .string("Books to read #books"))]),
        ]
        for (intent, arguments) in steps {
            let outcome = await runtime.run(intent: intent, arguments: arguments, context: context)
            guard case .done = outcome else { throw Failure("seeding \(intent): \(outcome.dialog)") }
        }
    }

    struct Failure: Error, CustomStringConvertible { var description: String; init(_ text: String) { description = text } }

    /// Every row of every table of a person's data (not derived ones, nor the change log), with
    /// usage columns left out: what undo must put back exactly.
    static func snapshot(_ database: HarkDatabase) throws -> [String: [String]] {
        let roles = database.tableRoles
        return try database.read { db in
            var tables: [String: [String]] = [:]
            let names = try String.fetchAll(db, sql: "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' AND name NOT LIKE 'sqlite_%'")
            for table in names where !roles.derived.contains(table) {
                let ignored = roles.usageColumns[table] ?? []
                tables[table] = try Row.fetchAll(db, sql: "SELECT rowid AS _rowid, * FROM \(table.quotedDatabaseIdentifier) ORDER BY rowid").map { row in
                    row.columnNames.filter { !ignored.contains($0) }.map { "\($0)=\(row[$0] as DatabaseValue)" }.joined(separator: "|")
                }
            }
            return tables
        }
    }

    func setUp() async throws -> (Runtime, HarkDatabase, IntentContext, String) {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let configuration = HarkConfiguration(environment: HarkEnvironment([
            "HARK_DB": folder.appendingPathComponent("hark.sqlite").path, "HARK_NO_CACHE": "1", "XDG_CONFIG_HOME": "/nonexistent",
        ]))
        let assembly = try Assembly(configuration: configuration)
        let runtime = try assembly.intentRuntime()
        let database = try assembly.database()
        let context = assembly.context(database: database, now: now, asker: AgreeingAsker())
        try await seed(runtime, context)
        let archive = folder.appendingPathComponent("memories.json").path
        guard case .done = await runtime.run(intent: "ExportMemories", arguments: [("file", .string(archive))], context: context) else {
            throw Failure("export")
        }
        return (runtime, database, context, archive)
    }

    @Test func everyUndoableIntentIsUndoneAndRedoneExactly() async throws {
        let (runtime, database, context, archive) = try await setUp()
        let table = arguments(exportedTo: archive)
        let undoable = runtime.registry.descriptions.filter(\.isUndoable)
        #expect(Set(undoable.map(\.name)) == Set(table.keys), "every undoable intent has a case here, and only those")
        for description in undoable {
            // The memory import finds something to add: the memory it brings back was forgotten.
            if description.name == "ImportMemories" {
                _ = await runtime.run(intent: "ForgetMemory", arguments: [("memory", .string("party"))], context: context)
            }
            let before = try Self.snapshot(database)
            let outcome = await runtime.run(intent: description.name, arguments: table[description.name] ?? [], context: context)
            guard case .done = outcome else {
                Issue.record("\(description.name) did not run: \(outcome.dialog)")
                continue
            }
            let after = try Self.snapshot(database)
            #expect(after != before, "\(description.name) said “\(outcome.dialog)” but changed nothing")
            let undone = await runtime.run(intent: "UndoChange", arguments: [], context: context)
            #expect(try Self.snapshot(database) == before, "undoing \(description.name) (“\(undone.dialog)”) did not put the data back as it was")
            let redone = await runtime.run(intent: "RedoChange", arguments: [], context: context)
            #expect(try Self.snapshot(database) == after, "redoing \(description.name) (“\(redone.dialog)”) did not make the same change again")
        }
    }

    @Test func everyTableOfAPersonsDataIsSeenByTheChangeLog() async throws {
        let (_, database, _, _) = try await setUp()
        let roles = database.tableRoles
        #expect(try database.read { db in try roles.unrecordable(in: db) } == [], "tables without rowids hide their changes from undo")
    }

    @Test func everyIntentThatOnlyReadsLeavesTheDataAsItWas() async throws {
        let (runtime, database, context, _) = try await setUp()
        let readers = runtime.registry.descriptions.filter { !$0.changesData }
        #expect(readers.count > 20)
        for description in readers where description.parameters.allSatisfy(\.isOptional) {
            let before = try Self.snapshot(database)
            _ = await runtime.run(intent: description.name, arguments: [], context: context)
            #expect(try Self.snapshot(database) == before, "\(description.name) says it only reads, but changed the data")
        }
    }

    @Test func undoNeverSkipsAChangeItCannotTakeBack() async throws {
        let (runtime, database, context, _) = try await setUp()
        _ = await runtime.run(intent: "AddMood", arguments: [("title", .string("tired"))], context: context)
        try database.write { db in
            try db.execute(sql: "UPDATE hark_change SET undoable = 0 WHERE id = (SELECT max(id) FROM hark_change)")
        }
        let before = try Self.snapshot(database)
        let outcome = await runtime.run(intent: "UndoChange", arguments: [], context: context)
        guard case .failed(_, let dialog, _, _) = outcome else {
            Issue.record("undo of a change that cannot be undone answered “\(outcome.dialog)”")
            return
        }
        #expect(dialog.contains("AddMood") && dialog.contains("can't be taken back"))
        #expect(try Self.snapshot(database) == before)
    }
}
