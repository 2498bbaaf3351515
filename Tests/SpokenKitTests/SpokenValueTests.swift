import Foundation
import Testing
@testable import SpokenKit

@Suite struct SpokenValueTests {
    let context = SpokenContext(now: ISO8601Text.date("2026-11-25T10:30:00+01:00") ?? Date(),
                                calendar: SpokenContext.defaultCalendar(timeZone: TimeZone(identifier: "Europe/Berlin") ?? .current))

    /// Long, repetitive or nonsensical input is "could not parse", quickly, never a crash.
    @Test func badInputIsUnreadableNotACrash() {
        let long = String(repeating: "next ", count: 1_000) + "friday"
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for text in [long, String(repeating: "x", count: 5_000), String(repeating: "1 ", count: 2_500), "the 45th of smarch",
                         "next next next friday", "in 99999999999999999999 days", "-", "🙂", "\u{0}", "at 99:99", "2027-02-30",
                         String(repeating: "and a half ", count: 400)] {
                #expect(SpokenValues.date(text, in: context) == nil)
                #expect(SpokenValues.range(text, in: context) == nil)
                #expect(SpokenValues.duration(text) == nil)
            }
        }
        #expect(elapsed < .seconds(2))
    }

    /// Inside a sentence, every reading says where it ends, so the caller can take the one that
    /// lets the rest match: "next thursday at 3 to call mom".
    @Test func readingsStopInsideASentence() {
        let ends = Set(SpokenSpans.ends(of: .date, in: TokenizedText("next thursday at 3 to call mom"), from: 0, dayMonthOrder: nil))
        #expect(ends.contains(2) && ends.contains(4))
    }

    @Test func isoTextRoundTrips() throws {
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        for text in ["2026-03-08T03:00:00-04:00", "2026-11-01T01:30:00-05:00", "2026-01-01T00:00:00.250-05:00"] {
            let date = try #require(ISO8601Text.date(text))
            #expect(ISO8601Text.string(date, in: zone) == text)
        }
        #expect(ISO8601Text.date("2026-02-30T00:00:00Z") == nil)
        #expect(ISO8601Text.date("2026-01-01T00:00:00") == nil)
    }
}
