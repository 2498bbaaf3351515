import CivilTime
import Foundation

/// Instants as ISO 8601 text with the zone's offset ("2026-11-26T15:00:00+01:00"), written and
/// read without a formatter, for `hark parse`, fixtures and scripts.
public enum ISO8601Text {
    /// `date` in `timeZone`, to the second (with milliseconds when it has any).
    public static func string(_ date: Date, in timeZone: TimeZone) -> String {
        let offset = timeZone.secondsFromGMT(for: date)
        let local = (date.timeIntervalSince1970 + Double(offset)) * 1000
        guard local.isFinite, abs(local) < 2.5e14 else { return "invalid date" }
        let text = DigitText.dateTime(milliseconds: Int(local.rounded()), separator: "T", alwaysMilliseconds: false)
        if offset == 0 { return text + "Z" }
        return text + (offset < 0 ? "-" : "+") + DigitText.padded(abs(offset) / 3600, 2) + ":" + DigitText.padded(abs(offset) / 60 % 60, 2)
    }

    /// Reads `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z` or `±HH:MM` (or `±HHMM`); nil otherwise.
    public static func date(_ text: String) -> Date? {
        var scanner = DigitText.Scanner(text)
        guard let year = scanner.digits(4), scanner.skip("-"), let month = scanner.digits(2), scanner.skip("-"),
              let day = scanner.digits(2), CivilDay.exists(year: year, month: month, day: day),
              scanner.skip("T") || scanner.skip("t") || scanner.skip(" "),
              let hour = scanner.digits(2), scanner.skip(":"), let minute = scanner.digits(2), hour < 24, minute < 60 else { return nil }
        var seconds = 0.0
        if scanner.skip(":") {
            guard let second = scanner.digits(2), second < 61 else { return nil }
            seconds = Double(second)
            if scanner.skip(".") {
                guard let fraction = scanner.someDigits(upTo: 9) else { return nil }
                seconds += Double(fraction.value) / pow(10, Double(fraction.count))
            }
        }
        var offset = 0
        if scanner.skip("Z") || scanner.skip("z") {
            offset = 0
        } else if scanner.skip("+") || scanner.skip("-") {
            let sign = scanner.bytes[scanner.index - 1] == UInt8(ascii: "-") ? -1 : 1
            guard let hours = scanner.digits(2) else { return nil }
            _ = scanner.skip(":")
            guard let minutes = scanner.digits(2), hours < 24, minutes < 60 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard scanner.isAtEnd else { return nil }
        let midnight = Double(CivilDay(year: year, month: month, day: day).number) * 86_400
        return Date(timeIntervalSince1970: midnight + Double(hour * 3600 + minute * 60) + seconds - Double(offset))
    }
}
