import Foundation

/// How Hark stores an instant: UTC text `yyyy-MM-dd HH:mm:ss.SSS`, the format GRDB itself uses
/// for `Date`, so a column of them sorts and compares correctly as text in SQL.
///
/// Written by hand rather than through a `DateFormatter`: formatting through ICU costs a
/// one-shot command more than the rest of its write. Instants are rounded to the nearest
/// millisecond, as GRDB's formatter rounds them; instants outside the years 0–9999 are
/// stored as the nearest end of that span.
public enum StoredDate {
    /// The stored text of `date`, e.g. `2026-11-22 06:14:42.123`.
    public static func text(_ date: Date) -> String {
        let milliseconds = ((date.timeIntervalSinceReferenceDate + 978_307_200) * 1000).rounded()
        guard milliseconds.isFinite, milliseconds < 253_402_300_800_000 else { return "9999-12-31 23:59:59.999" }
        guard milliseconds >= -62_167_219_200_000 else { return "0000-01-01 00:00:00.000" }
        let total = Int64(milliseconds)
        let (days, dayMilliseconds) = floorDivision(total, 86_400_000)
        let (year, month, day) = civil(fromDays: days)
        let seconds = dayMilliseconds / 1000
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) + " "
            + pad(seconds / 3600, 2) + ":" + pad(seconds / 60 % 60, 2) + ":" + pad(seconds % 60, 2)
            + "." + pad(dayMilliseconds % 1000, 3)
    }

    /// The instant stored as `text`: `yyyy-MM-dd`, `yyyy-MM-dd HH:mm`, `yyyy-MM-dd HH:mm:ss` or
    /// with up to three fraction digits, `T` allowed in place of the space (all UTC), as GRDB reads
    /// them. Nil for anything else.
    public static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ digits: Int) -> Int64? {
            guard index + digits <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[index ..< index + digits] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int64(byte - 48)
            }
            index += digits
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2),
              (1 ... 12).contains(month), (1 ... daysIn(month: month, year: year)).contains(day) else { return nil }
        var milliseconds: Int64 = 0
        if index < bytes.count {
            guard expect(32) || expect(84), let hour = number(2), expect(58), let minute = number(2),
                  hour < 24, minute < 60 else { return nil }
            milliseconds = (hour * 3600 + minute * 60) * 1000
            if expect(58) {
                guard let second = number(2), second < 60 else { return nil }
                milliseconds += second * 1000
                if expect(46) {
                    let start = index
                    while index < bytes.count, index - start < 3, bytes[index] >= 48, bytes[index] <= 57 { index += 1 }
                    guard index > start else { return nil }
                    var fraction: Int64 = 0
                    for byte in bytes[start ..< index] { fraction = fraction * 10 + Int64(byte - 48) }
                    for _ in 0 ..< 3 - (index - start) { fraction *= 10 }
                    milliseconds += fraction
                }
            }
        }
        guard index == bytes.count else { return nil }
        let days = self.days(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days * 86_400_000 + milliseconds) / 1000)
    }

    // Howard Hinnant's days-from-civil and civil-from-days (proleptic Gregorian calendar).
    static func days(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let remainder = value % divisor
        return remainder < 0 ? (value / divisor - 1, remainder + divisor) : (value / divisor, remainder)
    }

    static func pad(_ value: Int64, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
