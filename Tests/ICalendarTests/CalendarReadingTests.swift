import Foundation
import Testing

@testable import ICalendar

/// What the comparison with icalendar's own test calendars found (Docs/meetings.md).
@Suite struct CalendarReadingTests {
    let utc = TimeZone(identifier: "UTC") ?? .current
    let window = Recurrence.Window(end: Date(timeIntervalSince1970: 1_893_456_000))   // 2030-01-01

    func starts(_ body: String, defaultZone: TimeZone? = nil) -> [Date] {
        let read = ICalendarReader(defaultZone: defaultZone ?? utc).events(in: "BEGIN:VCALENDAR\n" + body + "\nEND:VCALENDAR")
        return ICalendarReader.occurrences(of: read.events, within: window).map(\.start).sorted()
    }

    @Test func aWallTimeTheClocksPassTwiceIsTheFirst() throws {
        // Berlin, 25 October 2026: 02:30 happens at 00:30 UTC (summer time) and again at 01:30.
        let found = starts("BEGIN:VEVENT\nUID:a\nDTSTART;TZID=Europe/Berlin:20261025T023000\nEND:VEVENT")
        #expect(found == [Date(timeIntervalSince1970: 1_792_888_200)])
        // A skipped time moves forward by the skip: 29 March 2026, 02:30 is 03:30 summer time.
        let skipped = starts("BEGIN:VEVENT\nUID:b\nDTSTART;TZID=Europe/Berlin:20260329T023000\nEND:VEVENT")
        #expect(skipped == [Date(timeIntervalSince1970: 1_774_747_800)])
    }

    @Test func rdatesMakeASeriesWithoutARuleAndAPeriodIsReadAsItsStart() {
        let found = starts("""
            BEGIN:VEVENT
            UID:r
            DTSTART:20261201T090000Z
            DURATION:PT1H
            RDATE:20261203T090000Z,20261205T090000Z
            RDATE;VALUE=PERIOD:20261207T180000Z/PT2H
            END:VEVENT
            """)
        #expect(found.count == 4)
        #expect(found.last == Date(timeIntervalSince1970: 1_796_666_400))   // 2026-12-07T18:00Z
        // A day among the RDATEs of a series at a time of day: that day at the series' time.
        let day = starts("BEGIN:VEVENT\nUID:d\nDTSTART:20261201T090000Z\nRDATE;VALUE=DATE:20261204\nEND:VEVENT")
        #expect(day.last == Date(timeIntervalSince1970: 1_796_374_800))   // 2026-12-04T09:00Z
    }

    @Test func aZoneRuleWithItsHourSaidIsApplied() throws {
        let text = """
            BEGIN:VTIMEZONE
            TZID:Made Up
            BEGIN:DAYLIGHT
            TZOFFSETFROM:+0100
            TZOFFSETTO:+0200
            DTSTART:19700329T020000
            RRULE:FREQ=YEARLY;BYMINUTE=0;BYHOUR=2;BYDAY=-1SU;BYMONTH=3
            END:DAYLIGHT
            BEGIN:STANDARD
            TZOFFSETFROM:+0200
            TZOFFSETTO:+0100
            DTSTART:19701025T030000
            RRULE:FREQ=YEARLY;BYMINUTE=0;BYHOUR=3;BYDAY=-1SU;BYMONTH=10
            END:STANDARD
            END:VTIMEZONE
            BEGIN:VEVENT
            UID:z
            DTSTART;TZID=Made Up:20260701T090000
            END:VEVENT
            """
        #expect(starts(text) == [Date(timeIntervalSince1970: 1_782_889_200)])   // 07:00 UTC
        guard case .failure(let error) = RecurrenceRule.read("FREQ=DAILY;BYHOUR=9,17", zone: .system(utc)) else {
            Issue.record("two hours were read")
            return
        }
        #expect(error.message.contains("BYHOUR"))
    }

    @Test func anEmptyLineDoesNotEndAFoldedLine() {
        let found = starts("VERSION\n\n :2.0\nBEGIN:VEVENT\nUID:f\nSUMMARY:Christmas\n\n  Day\nDTSTART;VALUE=DATE:20261225\nEND:VEVENT")
        #expect(found.count == 1)
        let read = ICalendarReader(defaultZone: utc).events(in: "BEGIN:VCALENDAR\nVERSION\n\n :2.0\nBEGIN:VEVENT\nUID:f\nSUMMARY:Christmas\n\n  Day\nDTSTART;VALUE=DATE:20261225\nEND:VEVENT\nEND:VCALENDAR")
        #expect(read.problems.isEmpty)
        #expect(read.events.first?.summary == "Christmas Day")
    }
}
