import CivilTime
import Foundation
import Testing

@testable import ICalendar

@Suite struct ICalendarReaderTests {
    let utc = TimeZone(identifier: "UTC") ?? .current
    let berlin = TimeZone(identifier: "Europe/Berlin") ?? .current
    let window = Recurrence.Window(end: Date(timeIntervalSince1970: 1_830_297_600))   // 2028-01-01

    func iso(_ date: Date, _ zone: TimeZone) -> String {
        let local = Int(date.timeIntervalSince1970) + zone.secondsFromGMT(for: date)
        let day = CivilDay(number: Int((Double(local) / 86_400).rounded(.down)))
        let second = local - day.number * 86_400
        return String(format: "%04d-%02d-%02d %02d:%02d", day.year, day.month, day.day, second / 3600, second / 60 % 60)
    }

    func occurrences(_ text: String, zone: TimeZone? = nil) -> (occurrences: [CalendarOccurrence], problems: [ICalendarProblem]) {
        let read = ICalendarReader(defaultZone: zone ?? utc).events(in: text)
        return (ICalendarReader.occurrences(of: read.events, within: window), read.problems)
    }

    @Test func googleExportWithCalendarZoneUTCTimesAndAWeeklySeries() {
        let text = """
            BEGIN:VCALENDAR\r
            PRODID:-//Google Inc//Google Calendar 70.9054//EN\r
            X-WR-TIMEZONE:Europe/Berlin\r
            BEGIN:VEVENT\r
            DTSTART;TZID=Europe/Berlin:20261102T093000\r
            DTEND;TZID=Europe/Berlin:20261102T094500\r
            RRULE:FREQ=WEEKLY;BYDAY=MO,WE;COUNT=5\r
            EXDATE;TZID=Europe/Berlin:20261104T093000\r
            UID:standup@google.com\r
            SUMMARY:Standup\r
            ATTENDEE;CN=Priya Raman;ROLE=REQ-PARTICIPANT:mailto:priya@example.com\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            DTSTART;TZID=Europe/Berlin:20261109T100000\r
            DTEND;TZID=Europe/Berlin:20261109T101500\r
            RECURRENCE-ID;TZID=Europe/Berlin:20261109T093000\r
            UID:standup@google.com\r
            SUMMARY:Standup (moved)\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            DTSTART:20261120T130000Z\r
            DTEND:20261120T140000Z\r
            UID:lunch@google.com\r
            SUMMARY:Lunch with Jordan\\, Sam\r
            DESCRIPTION:Agenda:\\n- budget\\n- hiring\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let (found, problems) = occurrences(text)
        #expect(problems.isEmpty)
        let standups = found.filter { $0.uid == "standup@google.com" }
        #expect(standups.map { iso($0.start, berlin) } == ["2026-11-02 09:30", "2026-11-09 10:00", "2026-11-11 09:30", "2026-11-16 09:30"])
        #expect(standups[1].summary == "Standup (moved)" && standups[1].recurrenceKey == "2026-11-09T08:30:00Z")
        #expect(standups[0].attendees == [CalendarEvent.Person(name: "Priya Raman", email: "priya@example.com")])
        #expect(standups[0].end.timeIntervalSince(standups[0].start) == 900)
        let lunch = found.first { $0.uid == "lunch@google.com" }
        #expect(lunch?.summary == "Lunch with Jordan, Sam" && lunch?.description == "Agenda:\n- budget\n- hiring")
        #expect(lunch.map { iso($0.start, utc) } == "2026-11-20 13:00")
    }

    @Test func outlookWindowsZonesCaretEscapesAndFoldedLines() {
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VTIMEZONE
            TZID:W. Europe Standard Time
            BEGIN:STANDARD
            DTSTART:16010101T030000
            TZOFFSETFROM:+0200
            TZOFFSETTO:+0100
            END:STANDARD
            END:VTIMEZONE
            BEGIN:VEVENT
            UID:040000008200E00074C5B7101A82E008
            SUMMARY;LANGUAGE=en-US:Design review with the platform team and everyone who
            \t asked to join
            DTSTART;TZID=W. Europe Standard Time:20260330T150000
            DTEND;TZID=W. Europe Standard Time:20260330T160000
            ORGANIZER;CN="Alex ^'AJ^' Jones":mailto:alex@example.com
            ATTENDEE;CN="Lee, Sam";RSVP=TRUE:mailto:sam@example.com
            LOCATION:Room 4.12
            BEGIN:VALARM
            TRIGGER:-PT15M
            ACTION:DISPLAY
            DESCRIPTION:Reminder
            END:VALARM
            END:VEVENT
            BEGIN:VEVENT
            UID:custom-zone
            SUMMARY:Call
            DTSTART;TZID=Pacific Standard Time:20261103T090000
            DURATION:PT45M
            END:VEVENT
            END:VCALENDAR
            """
        let (found, problems) = occurrences(text)
        #expect(problems.isEmpty)
        let review = found.first { $0.uid.hasPrefix("0400") }
        #expect(review?.summary == "Design review with the platform team and everyone who asked to join")
        #expect(review.map { iso($0.start, berlin) } == "2026-03-30 15:00")   // summer time: the zone, not the VTIMEZONE's fixed offset
        #expect(review?.organizer == CalendarEvent.Person(name: "Alex \"AJ\" Jones", email: "alex@example.com"))
        #expect(review?.attendees.first?.name == "Lee, Sam")
        #expect(review?.description == "" && review?.location == "Room 4.12")
        let call = found.first { $0.uid == "custom-zone" }
        #expect(call.map { iso($0.start, utc) } == "2026-11-03 17:00")
        #expect(call.map { $0.end.timeIntervalSince($0.start) } == 2700)
    }

    @Test func allDayFloatingSeveralCalendarsAndNoEndMarker() {
        let text = "\u{FEFF}BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:a\nSUMMARY:Offsite\nDTSTART;VALUE=DATE:20261124\nDTEND;VALUE=DATE:20261126\nEND:VEVENT\nEND:VCALENDAR\n"
            + "BEGIN:VCALENDAR\nBEGIN:VEVENT\nUID:b\nSUMMARY:Dentist\nDTSTART:20261125T083000\nEND:VEVENT\n"
        let (found, problems) = occurrences(text, zone: berlin)
        #expect(problems.isEmpty)
        #expect(found.map(\.uid) == ["a", "b"])
        #expect(found[0].allDay && found[0].firstDay == CivilDay(year: 2026, month: 11, day: 24) && found[0].lastDay == CivilDay(year: 2026, month: 11, day: 25))
        #expect(iso(found[1].start, berlin) == "2026-11-25 08:30")   // floating: the person's zone
    }

    @Test func badLinesAreReportedWithTheirNumberAndTheRestIsRead() {
        let text = """
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            UID:good-1
            SUMMARY:First
            DTSTART:20261101T100000Z
            END:VEVENT
            this line is not iCalendar
            BEGIN:VEVENT
            UID:bad
            SUMMARY:Broken start
            DTSTART:2026-11-02 10:00
            END:VEVENT
            BEGIN:VEVENT
            UID:bad-rule
            DTSTART:20261101T100000Z
            RRULE:FREQ=HOURLY
            END:VEVENT
            BEGIN:VEVENT
            UID:good-2
            SUMMARY:Second
            DTSTART:20261103T100000Z
            END:VEVENT
            END:VCALENDAR
            """
        let (found, problems) = occurrences(text)
        #expect(found.map(\.uid) == ["good-1", "good-2"])
        #expect(problems.map(\.line) == [7, 11, 16])
        #expect(problems[1].message.hasPrefix("DTSTART “2026-11-02 10:00” is not a date or date-time"))
        #expect(problems[2].message.hasPrefix("RRULE: FREQ=HOURLY is not read"))
    }

    @Test func anyBytesEndWithoutACrash() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["BEGIN:VEVENT", "END:VEVENT", "BEGIN:VCALENDAR", "DTSTART:2026", "RRULE:FREQ=DAILY;COUNT=99999999", "RRULE:FREQ=YEARLY;BYMONTHDAY=31;BYMONTH=2",
                      "DTSTART:20260101T000000Z", ";;;:", "ATTENDEE;CN=\"unterminated:mailto:x", "\t", " folded", "X:\\", "UID:1", "RECURRENCE-ID:20260101T000000Z"]
        for _ in 0..<300 {
            let text = (0..<Int.random(in: 1...40, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined(separator: "\n")
            let read = ICalendarReader(defaultZone: utc).events(in: text)
            _ = ICalendarReader.occurrences(of: read.events, within: window)
        }
        let bytes = String(decoding: (0..<5000).map { _ in UInt8.random(in: 0...255, using: &generator) }, as: UTF8.self)
        _ = ICalendarReader(defaultZone: utc).events(in: bytes)
    }
}
