/// A day of the proleptic Gregorian calendar, as plain numbers: the arithmetic that spoken dates,
/// stored dates and ISO 8601 text share, without Foundation's calendar (and its cost).
public struct CivilDay: Hashable, Comparable, Sendable {
    public var year: Int
    public var month: Int
    public var day: Int

    /// Days since 1970-01-01 (Howard Hinnant's days-from-civil).
    public var number: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
    }

    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `number` days after 1970-01-01.
    public init(number: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// 1 Sunday … 7 Saturday (1970-01-01 was a Thursday).
    public var weekday: Int { ((number % 7 + 7) % 7 + 4) % 7 + 1 }

    public static func exists(year: Int, month: Int, day: Int) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        return day <= length(year: year, month: month)
    }

    public static func length(year: Int, month: Int) -> Int {
        let lengths = [31, year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return lengths[month - 1]
    }

    public func adding(days: Int) -> CivilDay { CivilDay(number: number + days) }

    /// "2026-11-23" (ISO 8601).
    public var isoText: String { "\(DigitText.padded(year, 4))-\(DigitText.padded(month, 2))-\(DigitText.padded(day, 2))" }

    /// Reads "2026-11-23"; nil for anything else, or a day that does not exist.
    public init?(isoText text: String) {
        var scanner = DigitText.Scanner(text)
        guard let year = scanner.digits(4), scanner.skip("-"), let month = scanner.digits(2), scanner.skip("-"), let day = scanner.digits(2),
              scanner.isAtEnd, Self.exists(year: year, month: month, day: day) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Months later (or earlier), the day clamped to the month's length (31 January + 1 month is
    /// the last day of February), as calendars do.
    public func adding(months: Int) -> CivilDay {
        let index = year * 12 + (month - 1) + months
        let (newYear, newMonth) = (index >= 0 ? index / 12 : (index - 11) / 12, ((index % 12) + 12) % 12 + 1)
        return CivilDay(year: newYear, month: newMonth, day: min(day, Self.length(year: newYear, month: newMonth)))
    }

    public static func < (lhs: CivilDay, rhs: CivilDay) -> Bool { lhs.number < rhs.number }
}

