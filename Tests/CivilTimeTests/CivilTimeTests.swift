import Foundation
import Testing
import CivilTime

@Suite struct CivilTimeTests {
    /// Day numbers, dates and weekdays agree with Foundation's Gregorian calendar, far and near
    /// (from 1583 on: Foundation's calendar is Julian before October 1582, CivilDay is not).
    @Test func daysAgreeWithTheGregorianCalendar() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
        var generator = SystemRandomNumberGenerator()
        for number in [-141_000, -1, 0, 1, 11_016, 20_513, 2_932_896] + (0..<2_000).map({ _ in Int.random(in: -141_000 ... 2_900_000, using: &generator) }) {
            let day = CivilDay(number: number)
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: Date(timeIntervalSince1970: Double(number) * 86_400))
            #expect(day.year == parts.year && day.month == parts.month && day.day == parts.day && day.weekday == parts.weekday, "\(number)")
            #expect(CivilDay(year: day.year, month: day.month, day: day.day).number == number)
        }
    }

    @Test func monthsClampAndLeapDaysExist() {
        #expect(CivilDay(year: 2027, month: 1, day: 31).adding(months: 1) == CivilDay(year: 2027, month: 2, day: 28))
        #expect(CivilDay(year: 2028, month: 1, day: 31).adding(months: 1) == CivilDay(year: 2028, month: 2, day: 29))
        #expect(CivilDay(year: 2026, month: 1, day: 15).adding(months: -13) == CivilDay(year: 2024, month: 12, day: 15))
        #expect(CivilDay(number: -719_162) == CivilDay(year: 1, month: 1, day: 1))   // proleptic Gregorian
        #expect(CivilDay.exists(year: 2000, month: 2, day: 29) && !CivilDay.exists(year: 1900, month: 2, day: 29))
        #expect(!CivilDay.exists(year: 2026, month: 13, day: 1) && !CivilDay.exists(year: 2026, month: 4, day: 31))
    }

    @Test func digitsAreWrittenAndReadAtTheirWidth() {
        #expect(DigitText.padded(7, 2) == "07" && DigitText.padded(2026, 4) == "2026" && DigitText.padded(-5, 3) == "-005")
        var scanner = DigitText.Scanner("2026-03x")
        #expect(scanner.digits(4) == 2026 && scanner.skip("-") && scanner.digits(2) == 3 && !scanner.skip("-") && scanner.digits(1) == nil)
        var fraction = DigitText.Scanner("25")
        #expect(fraction.someDigits(upTo: 3)! == (25, 2) && fraction.isAtEnd)
    }
}
