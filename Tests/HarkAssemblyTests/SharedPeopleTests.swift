import Foundation
import GRDB
import HarkRuntime
import HarkStore
import HarkValue
import IntentKit
import Meetings
import Testing

@testable import HarkAssembly

/// People are shared by memories, meetings, attendees and action items: deleting one thing that
/// names a person never takes the person from the others (issue: forgetting one memory once made
/// every question about people answer that they did not exist).
@Suite(.serialized) struct SharedPeopleTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-shared-people-\(UUID().uuidString)")
    let now = ISO8601DateFormatter().date(from: "2026-11-25T10:00:00Z") ?? Date()

    static let calendar = """
        BEGIN:VCALENDAR
        VERSION:2.0
        PRODID:-//Hark tests//EN
        BEGIN:VEVENT
        UID:review@hark.test
        DTSTAMP:20261120T090000Z
        DTSTART:20261124T150000Z
        DTEND:20261124T160000Z
        SUMMARY:Design review
        DESCRIPTION:- [ ] Sam Lee to send the budget by Friday
        ATTENDEE;CN=Priya Patel:mailto:priya@example.com
        ATTENDEE;CN=Sam Lee:mailto:sam@example.com
        END:VEVENT
        BEGIN:VEVENT
        UID:sync@hark.test
        DTSTAMP:20261120T090000Z
        DTSTART:20261126T150000Z
        DTEND:20261126T160000Z
        SUMMARY:Budget sync
        ATTENDEE;CN=Sam Lee:mailto:sam@example.com
        END:VEVENT
        END:VCALENDAR
        """

    enum Deletion: String, CaseIterable, Sendable {
        case forgetAMemory, deleteAMeeting, deleteANote, deleteAnActionItem
    }

    @Test(arguments: Deletion.allCases)
    func everyPersonQuestionStillAnswersAfterDeleting(_ deletion: Deletion) async throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let assembly = try Assembly(configuration: HarkConfiguration(environment: HarkEnvironment([
            "HARK_DB": folder.appendingPathComponent("hark.sqlite").path, "HARK_NO_CACHE": "1", "XDG_CONFIG_HOME": "/nonexistent",
        ])))
        let runtime = try assembly.intentRuntime()
        let database = try assembly.database()
        let context = assembly.context(database: database, now: now, asker: AgreeingAsker())
        let file = folder.appendingPathComponent("work.ics")
        try Self.calendar.write(to: file, atomically: true, encoding: .utf8)
        let report = try CalendarImport.importFile(file.path, into: try context.service(MeetingStore.self), zone: TimeZone(identifier: "UTC") ?? .current, now: now)
        #expect(report.saved.added == 2)

        func run(_ intent: String, _ arguments: [(name: String, value: PhraseValue)] = []) async -> String {
            await runtime.run(intent: intent, arguments: arguments, context: context).dialog
        }
        _ = await run("StoreMemory", [("content", .string("the offsite budget is tight"))])
        _ = await run("StoreMemory", [("content", .string("Priya Patel recommended a book on caching"))])
        _ = await run("CreateNote", [("title", .string("Budget notes")), ("body", .string("Sam Lee prefers email."))])
        let peopleBefore = try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM person ORDER BY name") }

        switch deletion {
        case .forgetAMemory:
            #expect(await run("ForgetMemory", [("memory", .string("offsite budget"))]).hasPrefix("Forgot"))
        case .deleteAMeeting, .deleteANote, .deleteAnActionItem:
            let sql = ["deleteAMeeting": "DELETE FROM meeting WHERE title = 'Budget sync'", "deleteANote": "DELETE FROM note",
                       "deleteAnActionItem": "DELETE FROM action_item"][deletion.rawValue] ?? ""
            let deleted = try database.change(ChangeDescription(intent: "Delete", undo: "Put it back.", redo: "Deleted it again."), at: now) { db in
                try db.execute(sql: sql)
                return db.changesCount
            }
            #expect(deleted > 0)
        }

        // Everyone the meetings name is still there, linked to the meetings.
        let peopleAfter = try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM person ORDER BY name") }
        #expect(peopleAfter == peopleBefore)
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM meeting_attendee WHERE personId IS NULL") } == 0)
        #expect(await run("QueryMeetings", [("attendee", .string("Sam Lee"))]).contains("Design review"))
        #expect(await run("MeetingBrief", [("person", .string("Sam Lee"))]).contains("met Sam"))
        #expect(await run("RelationshipSummary", [("person", .string("Priya Patel"))]).contains("met Priya"))
        #expect(await run("MemoryStats").contains("2 people"))

        // And undo puts back exactly what was deleted.
        #expect(!(await run("UndoChange")).contains("nothing to undo"))
        #expect(try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM person ORDER BY name") } == peopleBefore)
    }
}
