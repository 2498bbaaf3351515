import Testing

@testable import Meetings

/// Years and days written in digits are found where they stand alone, as the regular expressions
/// `\b(19|20)\d\d\b` and `\b\d{4}-\d{2}-\d{2}\b` found them.
@Suite struct WordsOfDigitsTests {
    @Test func aYearStandsAlone() {
        #expect(WordsOfDigits.firstYear(in: "tax return 2019, filed late") == 2019)
        #expect(WordsOfDigits.firstYear(in: "room 12019 and then 1999.") == 1999)
        #expect(WordsOfDigits.firstYear(in: "order #2019a, v2019, 2019_q3") == nil)
        #expect(WordsOfDigits.firstYear(in: "call 555 1234 about 3019") == nil)
        #expect(WordsOfDigits.firstYear(in: "café2019 — but “2024” counts") == 2024)
    }

    @Test func aDayWrittenInDigitsStandsAlone() {
        #expect(WordsOfDigits.firstISODay(in: "Standup 2026-11-27 notes") == "2026-11-27")
        #expect(WordsOfDigits.firstISODay(in: "build 12026-11-27 and 2026-11-270") == nil)
        #expect(WordsOfDigits.firstISODay(in: "2026-1-27, then (2025-12-31)") == "2025-12-31")
    }
}
