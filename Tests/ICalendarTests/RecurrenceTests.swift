import CivilTime
import Foundation
import Testing

@testable import ICalendar

@Suite struct RecurrenceTests {
    let zone = CalendarZone.system(TimeZone(identifier: "America/New_York") ?? .current)
    let window = Recurrence.Window(end: Date(timeIntervalSince1970: 1_893_456_000))   // 2030-01-01

    func days(_ rule: String, from start: String, limit: Int = 6) throws -> [String] {
        guard case .success(let read) = RecurrenceRule.read(rule, zone: zone), let first = CalendarTime.read(start, zone: zone) else {
            Issue.record("\(rule) not read")
            return []
        }
        return Recurrence.starts(of: read, from: first, within: Recurrence.Window(end: window.end, limit: limit)).map { time in
            String(format: "%04d-%02d-%02d", time.day.year, time.day.month, time.day.day)
        }
    }

    @Test func rulesAsCalendarsWriteThem() throws {
        #expect(try days("FREQ=DAILY;INTERVAL=2;COUNT=3", from: "20261130T090000") == ["2026-11-30", "2026-12-02", "2026-12-04"])
        #expect(try days("FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261210T235959Z", from: "20261201T090000") == ["2026-12-01", "2026-12-03", "2026-12-08", "2026-12-10"])
        #expect(try days("FREQ=WEEKLY;INTERVAL=2;BYDAY=FR", from: "20261106T160000", limit: 3) == ["2026-11-06", "2026-11-20", "2026-12-04"])
        #expect(try days("FREQ=MONTHLY;BYDAY=-1SU", from: "20261129T100000", limit: 3) == ["2026-11-29", "2026-12-27", "2027-01-31"])
        #expect(try days("FREQ=MONTHLY;BYDAY=2TU", from: "20261110T100000", limit: 3) == ["2026-11-10", "2026-12-08", "2027-01-12"])
        #expect(try days("FREQ=MONTHLY;BYMONTHDAY=-1", from: "20260131T100000", limit: 3) == ["2026-01-31", "2026-02-28", "2026-03-31"])
        // The 31st: months without one are skipped.
        #expect(try days("FREQ=MONTHLY", from: "20260131T100000", limit: 3) == ["2026-01-31", "2026-03-31", "2026-05-31"])
        #expect(try days("FREQ=YEARLY;BYMONTH=11;BYDAY=4TH", from: "20261126T120000", limit: 3) == ["2026-11-26", "2027-11-25", "2028-11-23"])
        #expect(try days("FREQ=YEARLY", from: "20240229T120000", limit: 2) == ["2024-02-29", "2028-02-29"])
        #expect(try days("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", from: "20261130T170000", limit: 3) == ["2026-11-30", "2026-12-31", "2027-01-29"])
        #expect(try days("FREQ=DAILY;BYDAY=MO,WE,FR;COUNT=4", from: "20261130T080000") == ["2026-11-30", "2026-12-02", "2026-12-04", "2026-12-07"])
    }

    /// RFC 5545's own WKST example: which week a Sunday belongs to decides which fortnight it is in.
    @Test func theWeekStartsOnTheRulesWKST() throws {
        #expect(try days("FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=MO", from: "19970805T090000") == ["1997-08-05", "1997-08-10", "1997-08-19", "1997-08-24"])
        #expect(try days("FREQ=WEEKLY;INTERVAL=2;COUNT=4;BYDAY=TU,SU;WKST=SU", from: "19970805T090000") == ["1997-08-05", "1997-08-17", "1997-08-19", "1997-08-31"])
        guard case .failure(let error) = RecurrenceRule.read("FREQ=WEEKLY;WKST=XX", zone: zone) else {
            Issue.record("WKST=XX was read")
            return
        }
        #expect(error.message.contains("WKST=XX"))
    }

    @Test func aWeeklyMeetingKeepsItsWallTimeAcrossDaylightSaving() throws {
        guard case .success(let rule) = RecurrenceRule.read("FREQ=WEEKLY;COUNT=3", zone: zone), let start = CalendarTime.read("20261026T093000", zone: zone) else {
            Issue.record("not read")
            return
        }
        let starts = Recurrence.starts(of: rule, from: start, within: window).map(\.instant)
        let offsets = starts.map { zone.secondsFromGMT(for: $0) / 3600 }
        #expect(offsets == [-4, -5, -5])
        #expect(starts.map { (Int($0.timeIntervalSince1970) + zone.secondsFromGMT(for: $0)) % 86_400 } == [34_200, 34_200, 34_200])
    }

    @Test func anEndlessRuleStopsAtTheWindowAndTheLimit() throws {
        #expect(try days("FREQ=DAILY", from: "20291230T090000", limit: 1000) == ["2029-12-30", "2029-12-31"])
        #expect(try days("FREQ=DAILY", from: "20200101T090000", limit: 1000).count == 1000)
        #expect(try days("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", from: "20260101T090000") == ["2026-01-01"])
    }

    @Test func badRulesSayWhy() {
        let cases = ["FREQ=HOURLY": "RRULE: FREQ=HOURLY is not read (DAILY, WEEKLY, MONTHLY or YEARLY)", "INTERVAL=2": "RRULE: FREQ is missing",
                     "FREQ=DAILY;COUNT=0": "RRULE: COUNT must be a whole number above 0", "FREQ=WEEKLY;BYDAY=XX": "RRULE: BYDAY has “XX”"]
        for (rule, message) in cases {
            guard case .failure(let error) = RecurrenceRule.read(rule, zone: zone) else { Issue.record("\(rule) was read"); continue }
            #expect(error.message == message)
        }
    }
}
