/// Fixed-width digits in text, as dates are written ("2026-03-08 09:05:00"): written with
/// leading zeros, and read from UTF-8 bytes one field at a time.
public enum DigitText {
    /// `value` with leading zeros to `width` digits (a minus sign first when negative).
    public static func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The wall-clock date and time `milliseconds` after 1970-01-01 00:00 (on a clock that reads
    /// that moment), as `yyyy-MM-dd<separator>HH:mm:ss`, then `.SSS` always or only when not zero.
    public static func dateTime(milliseconds: Int, separator: String, alwaysMilliseconds: Bool) -> String {
        let ofDay = ((milliseconds % 86_400_000) + 86_400_000) % 86_400_000
        let day = CivilDay(number: (milliseconds - ofDay) / 86_400_000)
        let seconds = ofDay / 1000
        var text = padded(day.year, 4) + "-" + padded(day.month, 2) + "-" + padded(day.day, 2) + separator
            + padded(seconds / 3600, 2) + ":" + padded(seconds / 60 % 60, 2) + ":" + padded(seconds % 60, 2)
        if alwaysMilliseconds || ofDay % 1000 != 0 { text += "." + padded(ofDay % 1000, 3) }
        return text
    }

    /// Reads fields from UTF-8 bytes, front to back.
    public struct Scanner {
        public let bytes: [UInt8]
        public var index = 0

        public init(_ text: String) { bytes = Array(text.utf8) }

        public var isAtEnd: Bool { index == bytes.count }

        /// Exactly `count` digits, or nil (and nothing read).
        public mutating func digits(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index ..< index + count] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += count
            return value
        }

        /// One to `limit` digits and how many there were, or nil.
        public mutating func someDigits(upTo limit: Int) -> (value: Int, count: Int)? {
            let start = index
            var value = 0
            while index < bytes.count, index - start < limit, (48...57).contains(bytes[index]) {
                value = value * 10 + Int(bytes[index] - 48)
                index += 1
            }
            return index > start ? (value, index - start) : nil
        }

        /// Whether the next character is `character` (then read), else false.
        public mutating func skip(_ character: Character) -> Bool {
            guard let ascii = character.asciiValue, index < bytes.count, bytes[index] == ascii else { return false }
            index += 1
            return true
        }
    }
}
