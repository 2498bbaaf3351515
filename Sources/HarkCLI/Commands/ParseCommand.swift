import ArgumentParser
import Foundation
import HarkAssembly
import SpokenKit

/// `hark parse number|date|range|duration "<text>"`: how Hark reads a spoken value.
struct ParseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse",
        abstract: "Show how Hark reads a spoken number, date, date range or duration.",
        discussion: """
        Examples: hark parse date "next thursday at 3pm"; hark parse range "last week" --json;
        hark parse duration "an hour and a half"; hark parse number "twenty first".
        Exit codes: 0 read, 1 could not parse, 64 usage.
        """
    )

    enum Kind: String, ExpressibleByArgument, CaseIterable { case number, date, range, duration }

    @Argument(help: "What to read: number, date, range or duration.")
    var kind: Kind

    @Argument(help: "The words (quoted or not).")
    var words: [String]

    @Option(help: "The moment the words are read against: ISO 8601 with an offset, or a local time (2026-11-22T10:00[:00]) in --tz's zone (default: now).")
    var now: String?

    @Option(help: "The time zone, e.g. Europe/Berlin (default: $HARK_TZ, the settings file's time_zone, else the system's).")
    var tz: String?

    @Flag(help: "Read an open reference backwards: \"friday\" is the last friday, \"at 3\" the last 3 o'clock.")
    var past = false

    @Option(help: "How \"3/4\" is read: day-first or month-first (default: $HARK_DATE_ORDER, the settings file's date_order, else from the locale).")
    var order: String?

    @Option(name: .customLong("week-start"), help: "The first day of the week, e.g. sunday (default: $HARK_WEEK_START, the settings file's week_start, else monday).")
    var weekStart: String?

    @Flag(help: "Print JSON: {\"value\": …} (a date with its offset, a range's start and end, a duration in seconds).")
    var json = false

    /// A local date and time without an offset ("2026-11-22T10:00" or "…T10:00:00"), in `zone`.
    static func localTime(_ text: String, in zone: TimeZone) -> Date? {
        let parts = text.split(whereSeparator: { "-T:".contains($0) }).map { Int($0) }
        guard parts.count == 5 || parts.count == 6, parts.allSatisfy({ $0 != nil }), text.count <= 19 else { return nil }
        let numbers = parts.compactMap { $0 }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let components = DateComponents(year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4],
                                        second: numbers.count == 6 ? numbers[5] : 0)
        guard let date = calendar.date(from: components),
              calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date) == components else { return nil }
        return date
    }

    func run() throws {
        let text = words.joined(separator: " ")
        let configuration = try Setup.assembly().configuration
        var timeZone = configuration.timeZone ?? TimeZone.current
        if let tz {
            guard let zone = TimeZone(identifier: tz) else { throw ValidationError("unknown time zone “\(tz)” (use a name such as Europe/Berlin)") }
            timeZone = zone
        }
        var moment = Date()
        if let now {
            guard let given = ISO8601Text.date(now) ?? Self.localTime(now, in: timeZone) else {
                throw ValidationError("--now must be ISO 8601, e.g. 2026-11-25T10:30:00+01:00, or a local time such as 2026-11-25T10:30 read in --tz's zone")
            }
            moment = given
        }
        var dayMonthOrder = configuration.dayMonthOrder
        if let order {
            guard let given = HarkConfiguration.dateOrder(named: order) else { throw ValidationError("--order is day-first or month-first") }
            dayMonthOrder = given
        }
        var calendar = SpokenContext.defaultCalendar(timeZone: timeZone)
        calendar.firstWeekday = configuration.firstWeekday
        if let weekStart {
            guard let weekday = HarkConfiguration.weekday(named: weekStart) else { throw ValidationError("--week-start is a day's name, such as monday or sunday") }
            calendar.firstWeekday = weekday
        }
        let context = SpokenContext(now: moment, calendar: calendar,
                                    direction: past ? .past : .future, dayMonthOrder: dayMonthOrder)
        guard let reading = ParsedValue.read(kind, text, in: context) else {
            if json { print(JSONText.object([("value", "null"), ("text", JSONText.string(text)), ("error", JSONText.string("could not parse"))])) }
            printError("hark: could not parse “\(text)” as a \(kind.rawValue)")
            throw HarkExit.failure
        }
        print(json ? reading.json : reading.plain)
    }
}

/// A value `hark parse` read, ready to print.
struct ParsedValue {
    var plain: String
    var json: String

    static func read(_ kind: ParseCommand.Kind, _ text: String, in context: SpokenContext) -> ParsedValue? {
        let zone = context.calendar.timeZone
        let quoted = JSONText.string(text)
        switch kind {
        case .number:
            guard let number = SpokenValues.number(text) else { return nil }
            let value = JSONText.number(number.value)
            var pairs = [("value", value), ("text", quoted)]
            if number.isPercent { pairs.append(("percent", "true")) }
            if number.isOrdinal { pairs.append(("ordinal", "true")) }
            return ParsedValue(plain: value + (number.isPercent ? "%" : ""), json: JSONText.object(pairs))
        case .date:
            guard let date = SpokenValues.date(text, in: context) else { return nil }
            let iso = ISO8601Text.string(date.date, in: zone)
            return ParsedValue(plain: iso, json: JSONText.object([("value", JSONText.string(iso)), ("grain", JSONText.string(date.grain.rawValue)),
                                                                  ("text", quoted)]))
        case .range:
            guard let range = SpokenValues.range(text, in: context) else { return nil }
            guard let interval = range.interval else {
                return ParsedValue(plain: "all time", json: JSONText.object([("start", "null"), ("end", "null"), ("allTime", "true"), ("text", quoted)]))
            }
            let start = ISO8601Text.string(interval.start, in: zone), end = ISO8601Text.string(interval.end, in: zone)
            return ParsedValue(plain: "\(start) – \(end) (end excluded)",
                               json: JSONText.object([("start", JSONText.string(start)), ("end", JSONText.string(end)),
                                                      ("grain", JSONText.string(range.grain.rawValue)), ("text", quoted)]))
        case .duration:
            guard let duration = SpokenValues.duration(text) else { return nil }
            let seconds = JSONText.number(duration.totalSeconds)
            return ParsedValue(plain: "\(seconds) seconds", json: JSONText.object([("value", seconds), ("text", quoted)]))
        }
    }
}
