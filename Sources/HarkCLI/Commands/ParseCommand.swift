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
        When the whole text is not one value, the first value inside it is read and shown with the
        words it was read from ("call the dentist on friday at 10" → "on friday at 10"); --all lists
        every value found.
        Exit codes: 0 read, 1 no value found, 64 usage.
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

    @Option(help: "Whose holidays \"thanksgiving\" and \"mother's day\" are: a country code such as US, GB or CA (default: $HARK_COUNTRY, the settings file's country, else the locale's region, else US).")
    var country: String?

    @Flag(help: "List every value of the kind found in the words, left to right, instead of one.")
    var all = false

    @Flag(help: "Print JSON: {\"value\": …, \"text\": …, \"offsets\": [start, end]} (a date with its offset, a range's start and end, a duration in seconds; the words read and where they stand, in code points); with --all, {\"values\": [...]}.")
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
        var chosenCountry = configuration.country
        if let country {
            guard let code = HarkConfiguration.country(named: country) else { throw ValidationError("--country is a two-letter country code, such as US, GB or CA") }
            chosenCountry = code
        }
        let context = SpokenContext(now: moment, calendar: calendar, direction: past ? .past : .future,
                                    dayMonthOrder: dayMonthOrder, country: chosenCountry)
        let whole = all ? nil : ParsedValue.read(kind, text, in: context)
        let readings = whole.map { [$0] } ?? ParsedValue.found(kind, text, in: context)
        let shown = all ? readings : Array(readings.prefix(1))
        if shown.isEmpty {
            if json {
                Output.line(all ? JSONText.object([("values", "[]")])
                          : JSONText.object([("value", "null"), ("text", JSONText.string(text)), ("error", JSONText.string("could not parse"))]))
            }
            printError("hark: could not parse “\(text)” as a \(kind.rawValue), nor find one in it")
            throw HarkExit.failure
        }
        if json {
            Output.line(all ? JSONText.object([("values", "[" + shown.map(\.json).joined(separator: ", ") + "]")]) : shown[0].json)
        } else {
            for reading in shown { Output.line(reading.plain) }
        }
    }
}

/// A value `hark parse` read, ready to print: the value, the words it was read from and where
/// they stand (code-point offsets, as Python and most JSON readers count).
struct ParsedValue {
    var plain: String
    var json: String

    /// The whole text read as one value.
    static func read(_ kind: ParseCommand.Kind, _ text: String, in context: SpokenContext) -> ParsedValue? {
        let whole = text.startIndex..<text.endIndex
        switch kind {
        case .number: return SpokenValues.number(text).map { make(.number($0), text, whole, in: text, context) }
        case .date: return SpokenValues.date(text, in: context).map { make(.date($0), text, whole, in: text, context) }
        case .range: return SpokenValues.range(text, in: context).map { make(.range($0), text, whole, in: text, context) }
        case .duration: return SpokenValues.duration(text).map { make(.duration($0), text, whole, in: text, context) }
        }
    }

    /// Every value of the kind found inside the text, left to right.
    static func found(_ kind: ParseCommand.Kind, _ text: String, in context: SpokenContext) -> [ParsedValue] {
        switch kind {
        case .number: SpokenValues.numbers(in: text).map { make(.number($0.value), $0.text, $0.range, in: text, context) }
        case .date: SpokenValues.dates(in: text, context: context).map { make(.date($0.value), $0.text, $0.range, in: text, context) }
        case .range: SpokenValues.ranges(in: text, context: context).map { make(.range($0.value), $0.text, $0.range, in: text, context) }
        case .duration: SpokenValues.durations(in: text).map { make(.duration($0.value), $0.text, $0.range, in: text, context) }
        }
    }

    enum Value {
        case number(SpokenNumber), date(SpokenDate), range(SpokenRange), duration(SpokenDuration)
    }

    private static func make(_ value: Value, _ words: String, _ range: Range<String.Index>, in text: String, _ context: SpokenContext) -> ParsedValue {
        let zone = context.calendar.timeZone
        let start = text.unicodeScalars.distance(from: text.startIndex, to: range.lowerBound)
        let end = start + text.unicodeScalars.distance(from: range.lowerBound, to: range.upperBound)
        let place: [(String, String)] = [("text", JSONText.string(words)), ("offsets", "[\(start), \(end)]")]
        let inside = range == text.startIndex..<text.endIndex ? "" : "  (“\(words)”, characters \(start)–\(end))"
        switch value {
        case .number(let number):
            let shown = JSONText.number(number.value)
            var pairs = [("value", shown)] + place
            if number.isPercent { pairs.append(("percent", "true")) }
            if number.isOrdinal { pairs.append(("ordinal", "true")) }
            return ParsedValue(plain: shown + (number.isPercent ? "%" : "") + inside, json: JSONText.object(pairs))
        case .date(let date):
            let iso = ISO8601Text.string(date.date, in: zone)
            return ParsedValue(plain: iso + inside,
                               json: JSONText.object([("value", JSONText.string(iso)), ("grain", JSONText.string(date.grain.rawValue))] + place))
        case .range(let range):
            guard let interval = range.interval else {
                return ParsedValue(plain: "all time" + inside, json: JSONText.object([("start", "null"), ("end", "null"), ("allTime", "true")] + place))
            }
            let from = ISO8601Text.string(interval.start, in: zone), to = ISO8601Text.string(interval.end, in: zone)
            return ParsedValue(plain: "\(from) – \(to) (end excluded)" + inside,
                               json: JSONText.object([("start", JSONText.string(from)), ("end", JSONText.string(to)),
                                                      ("grain", JSONText.string(range.grain.rawValue))] + place))
        case .duration(let duration):
            let seconds = JSONText.number(duration.totalSeconds)
            return ParsedValue(plain: "\(seconds) seconds" + inside, json: JSONText.object([("value", seconds)] + place))
        }
    }
}
