import Foundation

/// Instants as ISO 8601 text with the zone's offset ("2026-11-26T15:00:00+01:00"), written and
/// read without a formatter, for `hark parse`, fixtures and scripts.
public enum ISO8601Text {
    /// `date` in `timeZone`, to the second (with milliseconds when it has any).
    public static func string(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        func pad(_ value: Int?, _ width: Int) -> String {
            let text = String(abs(value ?? 0))
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        var text = "\(pad(parts.year, 4))-\(pad(parts.month, 2))-\(pad(parts.day, 2))T\(pad(parts.hour, 2)):\(pad(parts.minute, 2)):\(pad(parts.second, 2))"
        let milliseconds = Int((Double(parts.nanosecond ?? 0) / 1_000_000).rounded())
        if milliseconds > 0, milliseconds < 1000 { text += "." + pad(milliseconds, 3) }
        let offset = timeZone.secondsFromGMT(for: date)
        if offset == 0 { return text + "Z" }
        return text + (offset < 0 ? "-" : "+") + pad(abs(offset) / 3600, 2) + ":" + pad(abs(offset) / 60 % 60, 2)
    }

    /// Reads `YYYY-MM-DDTHH:MM[:SS[.fff]]` followed by `Z` or `±HH:MM` (or `±HHMM`); nil otherwise.
    public static func date(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index ..< index + digits] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += digits
            return value
        }
        func expect(_ character: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == character else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2),
              expect(84) || expect(116) || expect(32), let hour = number(2), expect(58), let minute = number(2),
              (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60 else { return nil }
        var seconds = 0.0
        if expect(58) {
            guard let second = number(2), second < 61 else { return nil }
            seconds = Double(second)
            if expect(46) {
                let start = index
                while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
                guard index > start, let fraction = Double("0." + String(decoding: bytes[start ..< index], as: UTF8.self)) else { return nil }
                seconds += fraction
            }
        }
        var offset = 0
        if expect(90) || expect(122) {
            offset = 0
        } else if index < bytes.count, bytes[index] == 43 || bytes[index] == 45 {
            let sign = bytes[index] == 45 ? -1 : 1
            index += 1
            guard let hours = number(2) else { return nil }
            _ = expect(58)
            guard let minutes = number(2), hours < 24, minutes < 60 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard index == bytes.count else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        guard let utc = TimeZone(secondsFromGMT: 0) else { return nil }
        calendar.timeZone = utc
        guard let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
              let days = calendar.range(of: .day, in: .month, for: first), days.contains(day),
              let midnight = calendar.date(from: DateComponents(year: year, month: month, day: day)) else { return nil }
        return midnight.addingTimeInterval(Double(hour * 3600 + minute * 60) + seconds - Double(offset))
    }
}
