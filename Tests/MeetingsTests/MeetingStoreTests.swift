import CivilTime
import Foundation
import HarkStore
import Meetings
import Memory
import GRDB
import Testing

@Suite struct MeetingStoreTests {
    let utc = TimeZone(identifier: "UTC") ?? .current
    let now = Date(timeIntervalSince1970: 1_795_420_800)   // 2026-11-23 08:00 UTC

    func store() throws -> (MeetingStore, HarkDatabase) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-meetings-\(UUID().uuidString)")
        let database = try HarkDatabase(path: folder.appendingPathComponent("hark.sqlite").path, schemas: [MemorySchema.self, MeetingsSchema.self])
        return (MeetingStore(database: database), database)
    }

    func calendar(summary: String = "Design review", attendee: String = "Priya Raman", count: Int = 3) -> String {
        """
        BEGIN:VCALENDAR
        BEGIN:VEVENT
        UID:review@example.com
        SUMMARY:\(summary)
        DTSTART;TZID=Europe/Berlin:20261201T100000
        DTEND;TZID=Europe/Berlin:20261201T110000
        RRULE:FREQ=WEEKLY;COUNT=\(count)
        ATTENDEE;CN=\(attendee):mailto:someone@example.com
        END:VEVENT
        BEGIN:VEVENT
        UID:single@example.com
        SUMMARY:Lunch
        DTSTART:20261202T120000Z
        DTEND:20261202T130000Z
        END:VEVENT
        END:VCALENDAR
        """
    }

    @Test func importingTheSameCalendarTwiceAddsNothingAndAChangeUpdates() throws {
        let (store, _) = try store()
        let first = CalendarImport.meetings(in: calendar(), zone: utc, now: now)
        #expect(try store.save(first.meetings, at: now) == MeetingStore.Saved(added: 4, updated: 0, unchanged: 0))
        #expect(try store.save(CalendarImport.meetings(in: calendar(), zone: utc, now: now).meetings, at: now) == MeetingStore.Saved(added: 0, updated: 0, unchanged: 4))
        // The series renamed and one week longer: three updated, one added, the lunch unchanged.
        let changed = CalendarImport.meetings(in: calendar(summary: "Design review (new room)", count: 4), zone: utc, now: now)
        #expect(try store.save(changed.meetings, at: now) == MeetingStore.Saved(added: 1, updated: 3, unchanged: 1))
        let all = try store.meetings()
        #expect(all.count == 5)
        #expect(all.filter { $0.uid == "review@example.com" }.allSatisfy { $0.title == "Design review (new room)" })
        #expect(all.map(\.start) == all.map(\.start).sorted())
    }

    @Test func attendeesBecomePeopleOfTheMemoryGraph() throws {
        let (store, database) = try store()
        _ = try store.save(CalendarImport.meetings(in: calendar(attendee: "Priya Raman"), zone: utc, now: now).meetings, at: now)
        let people = try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM person") }
        #expect(people == ["Priya Raman"])
        let linked = try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM meeting_attendee WHERE personId IS NOT NULL") }
        #expect(linked == 3)
        #expect(try store.meetings().first?.attendees == [Meeting.Attendee(name: "Priya Raman", email: "someone@example.com")])
    }

    @Test func listingTakesASpanOfTime() throws {
        let (store, _) = try store()
        _ = try store.save(CalendarImport.meetings(in: calendar(), zone: utc, now: now).meetings, at: now)
        let december2 = Date(timeIntervalSince1970: 1_796_169_600)   // 2026-12-02 00:00 UTC
        let december3 = december2.addingTimeInterval(86_400)
        #expect(try store.meetings(from: december2, to: december3).map(\.title) == ["Lunch"])
        #expect(try store.meetings(from: december3).count == 2)
        #expect(try store.meetings(to: december2).count == 1)
    }

    @Test func recurringEventsStopAYearAhead() throws {
        let text = "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:daily\nSUMMARY:Journal\nDTSTART:20261201T070000Z\nRRULE:FREQ=DAILY\nEND:VEVENT\nEND:VCALENDAR\n"
        let read = CalendarImport.meetings(in: text, zone: utc, now: now)
        #expect(read.meetings.count == 358)   // 1 Dec 2026 to 23 Nov 2027, 07:00 (a year after "now", 08:00)
        #expect(read.meetings.last.map { $0.start <= now.addingTimeInterval(365 * 86_400) } == true)
    }
}

extension MeetingStoreTests {
    @Test func anAddedMeetingCanBeUndoneAndRedone() throws {
        let (store, database) = try store()
        let start = now.addingTimeInterval(86_400)
        let day = CalendarImport.day(of: start, in: utc)
        let added = try store.add(Meeting(id: 0, uid: "", recurrence: "", title: "Launch", start: start, end: start.addingTimeInterval(1800), allDay: false,
                                          firstDay: day, lastDay: day, zone: "UTC", location: "", purpose: "", outcomes: "", notes: "", organizer: nil,
                                          attendees: [Meeting.Attendee(name: "Jordan", email: nil)], source: .typed), at: now)
        #expect(added.id > 0 && added.uid.hasSuffix("@hark.local"))
        #expect(try store.meetings().map(\.title) == ["Launch"])
        let undone = try database.undo()
        #expect(undone?.description.intent == "AddMeeting")
        #expect(try store.meetings().isEmpty)
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM meeting_attendee") } == 0)
        _ = try database.redo()
        #expect(try store.meetings().first?.attendees == [Meeting.Attendee(name: "Jordan", email: nil)])
    }
}
