import CivilTime
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
        return DigitText.dateTime(milliseconds: Int(milliseconds), separator: " ", alwaysMilliseconds: true)
    }

    /// The instant stored as `text`: `yyyy-MM-dd`, `yyyy-MM-dd HH:mm`, `yyyy-MM-dd HH:mm:ss` or
    /// with up to three fraction digits, `T` allowed in place of the space (all UTC), as GRDB reads
    /// them. Nil for anything else.
    public static func date(_ text: String) -> Date? {
        var scanner = DigitText.Scanner(text)
        guard let year = scanner.digits(4), scanner.skip("-"), let month = scanner.digits(2), scanner.skip("-"),
              let day = scanner.digits(2), CivilDay.exists(year: year, month: month, day: day) else { return nil }
        var milliseconds = 0
        if !scanner.isAtEnd {
            guard scanner.skip(" ") || scanner.skip("T"), let hour = scanner.digits(2), scanner.skip(":"),
                  let minute = scanner.digits(2), hour < 24, minute < 60 else { return nil }
            milliseconds = (hour * 3600 + minute * 60) * 1000
            if scanner.skip(":") {
                guard let second = scanner.digits(2), second < 60 else { return nil }
                milliseconds += second * 1000
                if scanner.skip(".") {
                    guard let fraction = scanner.someDigits(upTo: 3) else { return nil }
                    milliseconds += fraction.value * [100, 10, 1][fraction.count - 1]
                }
            }
        }
        guard scanner.isAtEnd else { return nil }
        let days = CivilDay(year: year, month: month, day: day).number
        return Date(timeIntervalSince1970: Double(days * 86_400_000 + milliseconds) / 1000)
    }
}
