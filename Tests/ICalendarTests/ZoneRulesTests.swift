import Foundation
import Testing

@testable import ICalendar

/// A VTIMEZONE whose TZID the system does not know is applied by its own rules.
@Suite struct ZoneRulesTests {
    let utc = TimeZone(identifier: "UTC") ?? .current
    let window = Recurrence.Window(end: Date(timeIntervalSince1970: 1_893_456_000))   // 2030-01-01

    func starts(_ text: String, defaultZone: TimeZone? = nil) -> [String: Date] {
        let read = ICalendarReader(defaultZone: defaultZone ?? utc).events(in: text)
        var found: [String: Date] = [:]
        for occurrence in ICalendarReader.occurrences(of: read.events, within: window) { found[occurrence.uid] = occurrence.start }
        return found
    }

    func calendar(zone: String, events: [(uid: String, start: String)]) -> String {
        let body = events.map { "BEGIN:VEVENT\nUID:\($0.uid)\nSUMMARY:x\nDTSTART;TZID=Made Up:\($0.start)\nDURATION:PT1H\nEND:VEVENT" }
        return (["BEGIN:VCALENDAR", zone] + body + ["END:VCALENDAR"]).joined(separator: "\n")
    }

    /// Berlin's rules as calendar programs write them, under a name no system knows.
    let berlinRules = """
        BEGIN:VTIMEZONE
        TZID:Made Up
        BEGIN:DAYLIGHT
        TZOFFSETFROM:+0100
        TZOFFSETTO:+0200
        DTSTART:19700329T020000
        RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
        END:DAYLIGHT
        BEGIN:STANDARD
        TZOFFSETFROM:+0200
        TZOFFSETTO:+0100
        DTSTART:19701025T030000
        RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
        END:STANDARD
        END:VTIMEZONE
        """

    @Test func aMadeUpNameWithBerlinsRulesGivesBerlinsInstants() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let times = ["20260115T090000", "20260329T013000", "20260329T033000", "20260701T090000", "20261025T023000", "20261025T033000", "20261224T180000"]
        let found = starts(calendar(zone: berlinRules, events: times.enumerated().map { ("e\($0.offset)", $0.element) }))
        for (index, text) in times.enumerated() {
            let expected = try #require(CalendarTime.read(text, zone: .system(berlin))).instant
            #expect(found["e\(index)"] == expected, "\(text)")
        }
        // Summer: 09:00 in the zone is 07:00 UTC (a fixed standard offset would give 08:00).
        #expect(found["e3"] == Date(timeIntervalSince1970: 1_782_889_200))
    }

    @Test func rulesThatChangeAreFollowedByUntilAndRdate() throws {
        // The United States before and after 2007 (first Sunday in April → second Sunday in
        // March), the old rule ending with UNTIL, and one extra onset given by RDATE.
        let zone = """
            BEGIN:VTIMEZONE
            TZID:Made Up
            BEGIN:DAYLIGHT
            TZOFFSETFROM:-0500
            TZOFFSETTO:-0400
            DTSTART:19870405T020000
            RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU;UNTIL=20060402T070000Z
            END:DAYLIGHT
            BEGIN:DAYLIGHT
            TZOFFSETFROM:-0500
            TZOFFSETTO:-0400
            DTSTART:20070311T020000
            RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU
            END:DAYLIGHT
            BEGIN:STANDARD
            TZOFFSETFROM:-0400
            TZOFFSETTO:-0500
            DTSTART:19671029T020000
            RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;UNTIL=20061029T060000Z
            END:STANDARD
            BEGIN:STANDARD
            TZOFFSETFROM:-0400
            TZOFFSETTO:-0500
            DTSTART:20071104T020000
            RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU
            END:STANDARD
            BEGIN:DAYLIGHT
            TZOFFSETFROM:-0500
            TZOFFSETTO:-0400
            DTSTART:19740106T020000
            RDATE:19750223T020000
            END:DAYLIGHT
            END:VTIMEZONE
            """
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let times = ["20050320T120000", "20050410T120000", "20070320T120000", "20061101T120000", "20071101T120000", "19750301T120000", "19750115T120000"]
        let found = starts(calendar(zone: zone, events: times.enumerated().map { ("e\($0.offset)", $0.element) }))
        for (index, text) in times.enumerated() {
            let expected = try #require(CalendarTime.read(text, zone: .system(newYork))).instant
            #expect(found["e\(index)"] == expected, "\(text)")
        }
    }

    @Test func theZoneIsNamedAfterTheUsersOwnWhenItHasTheSameOffsets() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let text = calendar(zone: berlinRules, events: [("a", "20260701T090000")])
        let read = ICalendarReader(defaultZone: berlin).events(in: text)
        #expect(ICalendarReader.occurrences(of: read.events, within: window).first?.zone.identifier == "Europe/Berlin")
        // Another user's zone does not name it: the occurrence carries its own offset.
        let elsewhere = ICalendarReader(defaultZone: utc).events(in: text)
        let occurrence = try #require(ICalendarReader.occurrences(of: elsewhere.events, within: window).first)
        #expect(occurrence.zone.secondsFromGMT(for: occurrence.start) == 7200)
    }

    @Test func aZoneWithoutUsableObservancesFallsBackToTheCalendarsZone() {
        let zone = "BEGIN:VTIMEZONE\nTZID:Made Up\nBEGIN:STANDARD\nTZOFFSETTO:+0100\nEND:STANDARD\nEND:VTIMEZONE"
        let found = starts(calendar(zone: zone, events: [("a", "20260701T090000")]))
        #expect(found["a"] == Date(timeIntervalSince1970: 1_782_896_400))   // 09:00 UTC
    }
}
