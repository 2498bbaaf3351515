/// A cron expression, read: five fields (minute hour day-of-month month day-of-week) or six with
/// a leading seconds field; `*`, ranges, steps (`*/15`, `1-30/7`), lists, month and day names
/// (`JAN`, `MON-FRI`), 7 as Sunday, and `@yearly @annually @monthly @weekly @daily @midnight
/// @hourly`. Extensions: `L` (the last day of the month), `nW` (the weekday nearest day n), and
/// `DOW#n` (the nth such weekday of the month). Pure.
public struct CronExpression: Sendable, Equatable {
    /// The values each field allows, in order: seconds, minutes, hours, days of the month,
    /// months (1–12), days of the week (0–6, Sunday 0).
    public var seconds: Set<Int>, minutes: Set<Int>, hours: Set<Int>, days: Set<Int>, months: Set<Int>, weekdays: Set<Int>
    /// Whether the day-of-month and day-of-week fields were restricted (not starting with `*`):
    /// when both are, a day matches either (Vixie cron's and cronie's rule, which count `*/2` as
    /// unrestricted too).
    public var daysRestricted: Bool, weekdaysRestricted: Bool
    /// Whether the seconds, minute or hour field is `*` or a step: such a schedule fires by the
    /// wall clock across daylight-saving changes (none in a skipped hour, twice in a repeated
    /// one), as cronie's "wildcard" jobs do; the others fire once (see `CronSchedule`).
    public var firesByWallClock: Bool
    /// `L`: the last day of the month.
    public var lastDayOfMonth = false
    /// `nW`: the weekday nearest these days.
    public var nearestWeekdays: Set<Int> = []
    /// `DOW#n`: (weekday, n) pairs.
    public var nthWeekdays: Set<NthWeekday> = []

    /// The fields as bit sets, for placing the expression in time.
    var masks = Masks()

    public struct NthWeekday: Sendable, Hashable {
        public var weekday: Int
        public var n: Int
    }

    /// Reads `text`, or throws what is wrong and where.
    public init(_ text: String) throws(CronError) {
        var fields = Self.split(text)
        if fields.count == 1, let macro = Self.macros[fields[0].text.lowercased()] {
            fields = Self.split(macro).map { (text: $0.text, offset: fields[0].offset) }
        } else if fields.count == 1, fields[0].text.hasPrefix("@") {
            throw CronError("unknown shortcut \(fields[0].text) (known: \(Self.macros.keys.sorted().joined(separator: " ")))", at: fields[0].offset)
        }
        guard fields.count == 5 || fields.count == 6 else {
            throw CronError("expected 5 fields (minute hour day-of-month month day-of-week) or 6 with seconds first, not \(fields.count)", at: 0)
        }
        if fields.count == 5 { fields.insert(("0", -1), at: 0) }
        seconds = try Self.field(fields[0], .seconds).values
        minutes = try Self.field(fields[1], .minute).values
        hours = try Self.field(fields[2], .hour).values
        let day = try Self.field(fields[3], .dayOfMonth)
        days = day.values
        lastDayOfMonth = day.last
        nearestWeekdays = day.nearest
        months = try Self.field(fields[4], .month).values
        let weekday = try Self.field(fields[5], .dayOfWeek)
        weekdays = Set(weekday.values.map { $0 % 7 })
        nthWeekdays = weekday.nth
        daysRestricted = !fields[3].text.hasPrefix("*") && fields[3].text != "?"
        weekdaysRestricted = !fields[5].text.hasPrefix("*") && fields[5].text != "?"
        firesByWallClock = fields[0 ... 2].contains { $0.text.hasPrefix("*") || $0.text.contains("/") }
        masks = Masks(self)
    }

    static let macros = ["@yearly": "0 0 1 1 *", "@annually": "0 0 1 1 *", "@monthly": "0 0 1 * *", "@weekly": "0 0 * * 0",
                         "@daily": "0 0 * * *", "@midnight": "0 0 * * *", "@hourly": "0 * * * *"]

    static func split(_ text: String) -> [(text: String, offset: Int)] {
        var fields: [(text: String, offset: Int)] = []
        var current = "", start = 0
        for (offset, character) in text.enumerated() {
            if character == " " || character == "\t" {
                if !current.isEmpty { fields.append((current, start)) }
                current = ""
            } else {
                if current.isEmpty { start = offset }
                current.append(character)
            }
        }
        if !current.isEmpty { fields.append((current, start)) }
        return fields
    }

    enum Field: String {
        case seconds = "second", minute, hour, dayOfMonth = "day of month", month, dayOfWeek = "day of week"

        var range: ClosedRange<Int> {
            switch self {
            case .seconds, .minute: 0...59
            case .hour: 0...23
            case .dayOfMonth: 1...31
            case .month: 1...12
            case .dayOfWeek: 0...7
            }
        }

        var names: [String: Int] {
            switch self {
            case .month: ["jan": 1, "feb": 2, "mar": 3, "apr": 4, "may": 5, "jun": 6, "jul": 7, "aug": 8, "sep": 9, "oct": 10, "nov": 11, "dec": 12]
            case .dayOfWeek: ["sun": 0, "mon": 1, "tue": 2, "wed": 3, "thu": 4, "fri": 5, "sat": 6]
            default: [:]
            }
        }
    }

    struct ParsedField {
        var values: Set<Int> = []
        var last = false
        var nearest: Set<Int> = []
        var nth: Set<NthWeekday> = []
    }

    static func field(_ field: (text: String, offset: Int), _ kind: Field) throws(CronError) -> ParsedField {
        var parsed = ParsedField()
        let offset = max(0, field.offset)
        var partOffset = offset
        for part in field.text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            defer { partOffset += part.count + 1 }
            guard !part.isEmpty else { throw CronError("\(kind.rawValue): an empty item in the list", at: partOffset) }
            let upper = part.uppercased()
            if kind == .dayOfMonth, upper == "L" { parsed.last = true; continue }
            if kind == .dayOfMonth, upper.hasSuffix("W"), let day = Int(upper.dropLast()) {
                guard (1...31).contains(day) else { throw CronError("\(kind.rawValue): \(day)W needs a day from 1 to 31", at: partOffset) }
                parsed.nearest.insert(day)
                continue
            }
            if kind == .dayOfWeek, let hash = part.firstIndex(of: "#") {
                let weekday = try value(String(part[..<hash]), kind, at: partOffset)
                guard let n = Int(part[part.index(after: hash)...]), (1...5).contains(n) else {
                    throw CronError("\(kind.rawValue): after # comes which one of the month, 1 to 5", at: partOffset + part.distance(from: part.startIndex, to: hash) + 1)
                }
                parsed.nth.insert(NthWeekday(weekday: weekday % 7, n: n))
                continue
            }
            var rangePart = part, step = 1
            if let slash = part.firstIndex(of: "/") {
                rangePart = String(part[..<slash])
                let stepText = String(part[part.index(after: slash)...])
                guard let given = Int(stepText), given > 0 else {
                    throw CronError("\(kind.rawValue): the step after / must be a whole number above 0, not “\(stepText)”",
                                    at: partOffset + rangePart.count + 1)
                }
                guard given <= kind.range.upperBound else {
                    throw CronError("\(kind.rawValue): a step of \(given) is larger than the field's range \(kind.range.lowerBound)–\(kind.range.upperBound)",
                                    at: partOffset + rangePart.count + 1)
                }
                step = given
            }
            let low: Int, high: Int
            if rangePart == "*" || rangePart == "?" {
                low = kind == .dayOfWeek ? 0 : kind.range.lowerBound
                high = kind == .dayOfWeek ? 6 : kind.range.upperBound
            } else if let dash = rangePart.dropFirst().firstIndex(of: "-") {
                low = try value(String(rangePart[..<dash]), kind, at: partOffset)
                high = try value(String(rangePart[rangePart.index(after: dash)...]), kind, at: partOffset + rangePart.distance(from: rangePart.startIndex, to: dash) + 1)
                guard low <= high else { throw CronError("\(kind.rawValue): the range \(rangePart) runs backwards", at: partOffset) }
            } else {
                low = try value(rangePart, kind, at: partOffset)
                high = part.contains("/") ? (kind == .dayOfWeek ? 6 : kind.range.upperBound) : low
            }
            parsed.values.formUnion(Swift.stride(from: low, through: high, by: step))
        }
        return parsed
    }

    static func value(_ text: String, _ kind: Field, at offset: Int) throws(CronError) -> Int {
        guard !text.isEmpty else { throw CronError("\(kind.rawValue): a number is missing", at: offset) }
        if let number = Int(text) {
            guard kind.range.contains(number) else {
                throw CronError("\(kind.rawValue): \(number) is out of range \(kind.range.lowerBound)–\(kind.range.upperBound)", at: offset)
            }
            return number
        }
        if let named = kind.names[text.lowercased()] { return named }
        let names = kind.names.isEmpty ? "" : " or a name (\(kind.names.sorted { $0.value < $1.value }.map { $0.key.uppercased() }.joined(separator: " ")))"
        throw CronError("\(kind.rawValue): “\(text)” is not a number from \(kind.range.lowerBound) to \(kind.range.upperBound)\(names)", at: offset)
    }
}

/// What is wrong with a cron expression, and where (characters from its start).
public struct CronError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var offset: Int
    public init(_ message: String, at offset: Int) {
        self.message = message
        self.offset = offset
    }
    public var description: String { message }
}
