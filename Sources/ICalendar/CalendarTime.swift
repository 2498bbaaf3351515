import CivilTime
import Foundation

/// A DATE or DATE-TIME value: a day, with a time of day unless it is all-day, in a zone (UTC for
/// `…Z`, the TZID's, or — floating — the zone the reader was given).
public struct CalendarTime: Sendable, Hashable {
    public var day: CivilDay
    /// Seconds after midnight; nil for a DATE (all day).
    public var secondOfDay: Int?
    public var zone: CalendarZone

    public init(day: CivilDay, secondOfDay: Int?, zone: CalendarZone) {
        self.day = day
        self.secondOfDay = secondOfDay
        self.zone = zone
    }

    public var isDate: Bool { secondOfDay == nil }

    /// The instant: a wall time in `zone`; a DATE is its midnight in `zone`. A wall time the
    /// clocks pass twice (when they go back) is the first of the two, as RFC 5545 says; one they
    /// skip moves forward by the skip, as calendar programs do.
    public var instant: Date {
        let wall = day.number * 86_400 + (secondOfDay ?? 0)
        func offset(_ at: Int) -> Int { zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(at))) }
        // The offsets a day either side: a wall time is read with whichever of them holds at the
        // instant it gives (both, when it is passed twice: the earlier instant).
        let offsets = Set([offset(wall - 86_400), offset(wall), offset(wall + 86_400)])
        let valid = offsets.map { wall - $0 }.filter { instant in offset(instant) == wall - instant }
        let instant = valid.min() ?? (wall - (offsets.min() ?? 0))
        return Date(timeIntervalSince1970: TimeInterval(instant))
    }

    /// The same wall time `days` days later.
    func adding(days: Int) -> CalendarTime { CalendarTime(day: day.adding(days: days), secondOfDay: secondOfDay, zone: zone) }

    /// Reads `YYYYMMDD` or `YYYYMMDDTHHMMSS[Z]` in `zone` (UTC when it ends with Z).
    static func read(_ value: String, zone: CalendarZone) -> CalendarTime? {
        let bytes = Array(value.utf8)
        func digits(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= bytes.count else { return nil }
            var number = 0
            for byte in bytes[from..<(from + count)] {
                guard byte >= 48, byte <= 57 else { return nil }
                number = number * 10 + Int(byte - 48)
            }
            return number
        }
        guard let year = digits(0, 4), let month = digits(4, 2), let dayNumber = digits(6, 2),
              CivilDay.exists(year: year, month: month, day: dayNumber) else { return nil }
        let day = CivilDay(year: year, month: month, day: dayNumber)
        if bytes.count == 8 { return CalendarTime(day: day, secondOfDay: nil, zone: zone) }
        guard bytes.count == 15 || (bytes.count == 16 && (bytes[15] == UInt8(ascii: "Z") || bytes[15] == UInt8(ascii: "z"))),
              bytes[8] == UInt8(ascii: "T") || bytes[8] == UInt8(ascii: "t"),
              let hour = digits(9, 2), let minute = digits(11, 2), let second = digits(13, 2),
              hour < 24, minute < 60, second <= 60 else { return nil }
        let utc = bytes.count == 16
        return CalendarTime(day: day, secondOfDay: hour * 3600 + minute * 60 + min(second, 59),
                            zone: utc ? (TimeZone(identifier: "UTC").map(CalendarZone.system) ?? zone) : zone)
    }
}

/// A DURATION value (`PT1H30M`, `P1D`, `-P1W`), in seconds (a day is 24 hours here); nil when it
/// is not one, or says more than `maximum` (`P999999999999999999W` would overflow).
enum CalendarDuration {
    /// The longest duration read: a hundred years.
    static let maximum = 100 * 366 * 86_400

    static func seconds(_ value: String) -> Int? {
        var text = Substring(value.uppercased()), sign = 1
        if text.hasPrefix("-") { sign = -1; text = text.dropFirst() } else if text.hasPrefix("+") { text = text.dropFirst() }
        guard text.hasPrefix("P") else { return nil }
        text = text.dropFirst()
        var total = 0, number = "", inTime = false, any = false
        for character in text {
            if character.isNumber { number.append(character); continue }
            if character == "T" { inTime = true; continue }
            guard number.count <= 12, let amount = Int(number) else { return nil }
            number = ""
            any = true
            let unit: Int
            switch (character, inTime) {
            case ("W", false): unit = 604_800
            case ("D", false): unit = 86_400
            case ("H", true): unit = 3600
            case ("M", true): unit = 60
            case ("S", true): unit = 1
            default: return nil
            }
            let (part, overflow) = amount.multipliedReportingOverflow(by: unit)
            guard !overflow, part <= maximum - total else { return nil }
            total += part
        }
        guard any, number.isEmpty else { return nil }
        return sign * total
    }
}
