import CivilTime
import Foundation

/// An RRULE (RFC 5545 §3.3.10), the parts calendar programs write: FREQ (DAILY, WEEKLY,
/// MONTHLY, YEARLY), INTERVAL, COUNT, UNTIL, BYDAY (with an ordinal: `2TU`, `-1SU`),
/// BYMONTHDAY (negative from the month's end), BYMONTH, BYSETPOS, WKST, and one time of day
/// (BYHOUR, BYMINUTE, BYSECOND).
public struct RecurrenceRule: Sendable, Equatable {
    public enum Frequency: String, Sendable { case daily = "DAILY", weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY" }

    public struct Weekday: Sendable, Equatable {
        /// 0 Sunday … 6 Saturday.
        public var weekday: Int
        /// The nth in the month (or year), negative from its end; nil for every one.
        public var ordinal: Int?
    }

    public var frequency: Frequency
    public var interval = 1
    public var count: Int?
    public var until: CalendarTime?
    public var byDay: [Weekday] = []
    public var byMonthDay: [Int] = []
    public var byMonth: [Int] = []
    public var bySetPosition: [Int] = []
    /// The day weeks start on (WKST), 0 Sunday … 6 Saturday; Monday unless the rule says.
    public var weekStart = 1
    /// The time of day of every occurrence after the first, where the rule says it (BYHOUR,
    /// BYMINUTE, BYSECOND: one value each); else DTSTART's.
    public var hour: Int?
    public var minute: Int?
    public var second: Int?

    /// The time of day (seconds after midnight) of an occurrence after `start`: DTSTART's, with the
    /// rule's hour, minute and second in place of its own.
    func secondOfDay(after start: Int?) -> Int? {
        guard let start else { return nil }
        guard hour != nil || minute != nil || second != nil else { return start }
        return (hour ?? start / 3600) * 3600 + (minute ?? start / 60 % 60) * 60 + (second ?? start % 60)
    }

    static let weekdays = ["SU": 0, "MO": 1, "TU": 2, "WE": 3, "TH": 4, "FR": 5, "SA": 6]

    /// Reads `value` (`FREQ=WEEKLY;BYDAY=MO,WE`), or says what is wrong.
    static func read(_ value: String, zone: CalendarZone) -> Result<RecurrenceRule, RuleError> {
        var rule = RecurrenceRule(frequency: .daily)
        var frequency: Frequency?
        for part in value.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return .failure(RuleError(message: "RRULE: “\(part)” is not NAME=VALUE")) }
            let (name, text) = (pair[0].uppercased(), pair[1].uppercased())
            switch name {
            case "FREQ":
                guard let read = Frequency(rawValue: text) else { return .failure(RuleError(message: "RRULE: FREQ=\(text) is not read (DAILY, WEEKLY, MONTHLY or YEARLY)")) }
                frequency = read
            case "INTERVAL":
                guard let number = Int(text), number > 0 else { return .failure(RuleError(message: "RRULE: INTERVAL must be a whole number above 0")) }
                rule.interval = number
            case "COUNT":
                guard let number = Int(text), number > 0 else { return .failure(RuleError(message: "RRULE: COUNT must be a whole number above 0")) }
                rule.count = number
            case "UNTIL":
                guard let time = CalendarTime.read(text, zone: zone) else { return .failure(RuleError(message: "RRULE: UNTIL=\(text) is not a date or date-time")) }
                rule.until = time
            case "BYDAY":
                for item in text.split(separator: ",") {
                    guard item.count >= 2, let weekday = weekdays[String(item.suffix(2))] else { return .failure(RuleError(message: "RRULE: BYDAY has “\(item)”")) }
                    let prefix = item.dropLast(2)
                    var ordinal: Int?
                    if !prefix.isEmpty {
                        guard let number = Int(prefix.hasPrefix("+") ? prefix.dropFirst() : prefix), number != 0, abs(number) <= 53 else {
                            return .failure(RuleError(message: "RRULE: BYDAY has “\(item)”"))
                        }
                        ordinal = number
                    }
                    rule.byDay.append(Weekday(weekday: weekday, ordinal: ordinal))
                }
            case "BYMONTHDAY", "BYMONTH", "BYSETPOS":
                var numbers: [Int] = []
                for item in text.split(separator: ",") {
                    guard let number = Int(item.hasPrefix("+") ? item.dropFirst() : item), number != 0 else { return .failure(RuleError(message: "RRULE: \(name) has “\(item)”")) }
                    numbers.append(number)
                }
                if name == "BYMONTHDAY" {
                    guard numbers.allSatisfy({ abs($0) <= 31 }) else { return .failure(RuleError(message: "RRULE: BYMONTHDAY must be from -31 to 31")) }
                    rule.byMonthDay = numbers
                } else if name == "BYMONTH" {
                    guard numbers.allSatisfy({ (1...12).contains($0) }) else { return .failure(RuleError(message: "RRULE: BYMONTH must be from 1 to 12")) }
                    rule.byMonth = numbers
                } else {
                    rule.bySetPosition = numbers
                }
            case "BYHOUR", "BYMINUTE", "BYSECOND":
                // One time of day for every occurrence ("BYHOUR=2;BYMINUTE=0", as zone rules
                // write it); several times a day are not read.
                let limit = name == "BYHOUR" ? 23 : name == "BYMINUTE" ? 59 : 60
                guard let number = Int(text), (0...limit).contains(number) else {
                    return .failure(RuleError(message: "RRULE: \(name)=\(text) is not read (one value from 0 to \(limit))"))
                }
                switch name {
                case "BYHOUR": rule.hour = number
                case "BYMINUTE": rule.minute = number
                default: rule.second = min(number, 59)
                }
            case "WKST":
                guard let weekday = weekdays[text] else { return .failure(RuleError(message: "RRULE: WKST=\(text) is not a day (SU, MO, TU, WE, TH, FR or SA)")) }
                rule.weekStart = weekday
            default:
                return .failure(RuleError(message: "RRULE: \(name) is not read (Hark reads FREQ, INTERVAL, COUNT, UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, WKST and one BYHOUR, BYMINUTE and BYSECOND)"))
            }
        }
        guard let frequency else { return .failure(RuleError(message: "RRULE: FREQ is missing")) }
        rule.frequency = frequency
        return .success(rule)
    }
}

/// Why an RRULE was not read.
struct RuleError: Error {
    var message: String
}
