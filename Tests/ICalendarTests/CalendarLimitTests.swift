import Foundation
import Testing

@testable import ICalendar

/// Calendars from other people cannot crash an import or hold it for long (issue 27).
@Suite struct CalendarLimitTests {
    func read(_ events: String) -> (events: [CalendarEvent], problems: [ICalendarProblem]) {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + events + "END:VCALENDAR\r\n"
        let read = ICalendarReader(defaultZone: TimeZone(identifier: "UTC") ?? .current).events(in: text)
        return (read.events, read.problems)
    }

    @Test func anAbsurdDurationIsAProblemNotAnOverflow() {
        for duration in ["P999999999999999999W", "PT9223372036854775807S", "P99999999999999999999D", "P200000W"] {
            let found = read("BEGIN:VEVENT\r\nUID:x\r\nDTSTART:20261201T100000Z\r\nDURATION:\(duration)\r\nEND:VEVENT\r\n")
            #expect(found.events.isEmpty, "\(duration)")
            #expect(found.problems.first?.message.hasPrefix("DURATION “\(duration.prefix(60))” is not a duration of at most a hundred years") == true, "\(found.problems)")
        }
        #expect(CalendarDuration.seconds("P1W2DT3H4M5S") == 604_800 + 2 * 86_400 + 3 * 3600 + 4 * 60 + 5)
        #expect(CalendarDuration.seconds("-PT15M") == -900)
    }

    @Test func aHugeFoldedTitleIsLeftOutAndTheEventKept() {
        // Five megabytes of title, folded at 75 characters as calendar programs fold.
        let piece = String(repeating: "x", count: 74)
        let folded = "SUMMARY:" + Array(repeating: piece, count: 70_000).joined(separator: "\r\n ")
        let found = read("BEGIN:VEVENT\r\nUID:big\r\nDTSTART:20261201T100000Z\r\n\(folded)\r\nEND:VEVENT\r\n")
        #expect(found.events.count == 1)
        #expect(found.events.first?.summary == "")
        #expect(found.problems.first?.message.hasPrefix("SUMMARY is 5180008 bytes long, more than a property may be (1000000)") == true, "\(found.problems)")
    }
}
