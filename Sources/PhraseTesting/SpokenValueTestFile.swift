import PhraseKit
import Foundation
import Yams
import SpokenKit

/// A file of spoken values and what they must read as, each group against its own moment,
/// time zone, direction and day/month order.
///
/// ```yaml
/// groups:
///   - name: a Wednesday morning in Berlin
///     now: "2026-11-25T10:30:00+01:00"
///     zone: Europe/Berlin
///     direction: future          # or past; default future
///     order: day-first           # or month-first; default day-first
///     dates:
///       - [tomorrow, "2026-11-26T00:00:00+01:00"]
///     ranges:
///       - [last week, "2026-11-16T00:00:00+01:00", "2026-11-23T00:00:00+01:00"]
///       - [all time, null, null]
///     durations:
///       - [an hour and a half, 5400]          # seconds
///     numbers:
///       - ["50%", 50, percent]                # or ordinal
///     unreadable:
///       - [date, next next next friday]       # must not be read
///     found:                                  # a value inside a sentence: the words, the value
///       - [date, "call the dentist on friday at 10", "on friday at 10", "2026-11-27T10:00:00+01:00"]
///       - [date, "I have 3 cats", null]       # none
/// ```
/// A group may also give `week-start:` (a day's name; default monday) and `country:` (whose
/// holidays; default US).
public struct SpokenValueTestFile: Sendable {
    public enum Kind: String, Sendable { case number, date, range, duration }

    public enum Expected: Sendable, Hashable {
        case date(Date)
        case range(start: Date?, end: Date?)
        case duration(seconds: Double)
        case number(Double, percent: Bool, ordinal: Bool)
        case unreadable
    }

    public struct Case: Sendable {
        public var kind: Kind
        public var text: String
        public var expected: Expected
        public var context: SpokenContext
        public var location: SourceLocation
        /// For a value found inside a sentence (`text`): the words it must be found in (nil: no
        /// value may be found).
        public var inside: String?? = .none
    }

    public var file: String
    public var cases: [Case] = []

    /// Whether `text` has a top-level `groups:` key.
    public static func looksLikeValueTests(_ text: String) -> Bool {
        text.hasPrefix("groups:") || text.contains("\ngroups:")
    }

    public static func read(_ text: String, file: String) -> (tests: SpokenValueTestFile, diagnostics: [PhraseDiagnostic]) {
        var reader = PhraseFileReader.Reader(file: file)
        var tests = SpokenValueTestFile(file: file)
        guard let root = reader.compose(text), let groups = root.value(forKey: "groups")?.sequenceItems else {
            if reader.diagnostics.isEmpty { reader.report("expected 'groups:', a list of groups of values", nil) }
            return (tests, reader.diagnostics)
        }
        for group in groups {
            guard let nowText = group.value(forKey: "now")?.scalarText, let now = ISO8601Text.date(nowText) else {
                reader.report("a group needs 'now:', an ISO 8601 moment with an offset", group)
                continue
            }
            guard let zoneName = group.value(forKey: "zone")?.scalarText, let zone = TimeZone(identifier: zoneName) else {
                reader.report("a group needs 'zone:', a time zone name such as Europe/Berlin", group)
                continue
            }
            let direction: SpokenContext.Direction = group.value(forKey: "direction")?.scalarText == "past" ? .past : .future
            let order: SpokenContext.DayMonthOrder = group.value(forKey: "order")?.scalarText == "month-first" ? .monthFirst : .dayFirst
            var calendar = SpokenContext.defaultCalendar(timeZone: zone)
            if let weekStart = group.value(forKey: "week-start")?.scalarText {
                guard let weekday = Self.weekdays.firstIndex(of: weekStart.lowercased()) else {
                    reader.report("week-start is a day's name, such as monday or sunday", group)
                    continue
                }
                calendar.firstWeekday = weekday + 1
            }
            let country = group.value(forKey: "country")?.scalarText ?? "US"
            let context = SpokenContext(now: now, calendar: calendar, direction: direction, dayMonthOrder: order, country: country)
            for (key, kind) in [("dates", Kind.date), ("ranges", .range), ("durations", .duration), ("numbers", .number)] {
                for item in group.value(forKey: key)?.sequenceItems ?? [] {
                    guard let parts = item.sequenceItems?.map(\.scalarText), parts.count >= 2, let text = parts[0] else {
                        reader.report("each \(key) entry is [text, expected value…]", item)
                        continue
                    }
                    let expected = Self.expected(kind, Array(parts.dropFirst()))
                    guard let expected else {
                        reader.report("cannot read the expected value of “\(text)”", item)
                        continue
                    }
                    tests.cases.append(Case(kind: kind, text: text, expected: expected, context: context, location: item.location(in: file)))
                }
            }
            for item in group.value(forKey: "unreadable")?.sequenceItems ?? [] {
                guard let parts = item.sequenceItems?.map(\.scalarText), parts.count == 2, let kindName = parts[0],
                      let kind = Kind(rawValue: kindName), let text = parts[1] else {
                    reader.report("each unreadable entry is [number|date|range|duration, text]", item)
                    continue
                }
                tests.cases.append(Case(kind: kind, text: text, expected: .unreadable, context: context, location: item.location(in: file)))
        }
            for item in group.value(forKey: "found")?.sequenceItems ?? [] {
                guard let parts = item.sequenceItems?.map(\.scalarText), parts.count >= 3, let kindName = parts[0],
                      let kind = Kind(rawValue: kindName), let text = parts[1] else {
                    reader.report("each found entry is [kind, sentence, the words found or null, the value…]", item)
                    continue
                }
                let words = parts[2] == "null" ? nil : parts[2]
                var expected = Expected.unreadable
                if words != nil {
                    let values = Array(parts.dropFirst(3))
                    guard let value = Self.expected(kind, values) else {
                        reader.report("cannot read the expected value of “\(text)”", item)
                        continue
                    }
                    expected = value
                }
                tests.cases.append(Case(kind: kind, text: text, expected: expected, context: context, location: item.location(in: file),
                                        inside: .some(words)))
            }
        }
        return (tests, reader.diagnostics)
    }

    private static let weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

    /// An expected value written as the fixture's strings.
    private static func expected(_ kind: Kind, _ values: [String?]) -> Expected? {
        guard !values.isEmpty else { return nil }
        switch kind {
        case .date: return values[0].flatMap(ISO8601Text.date).map(Expected.date)
        case .range:
            guard values.count == 2 else { return nil }
            let start = values[0].flatMap(ISO8601Text.date), end = values[1].flatMap(ISO8601Text.date)
            guard (start == nil) == (values[0] == nil || values[0] == "null"), (end == nil) == (values[1] == nil || values[1] == "null") else { return nil }
            return .range(start: start, end: end)
        case .duration: return values[0].flatMap(Double.init).map { .duration(seconds: $0) }
        case .number:
            return values[0].flatMap(Double.init).map { .number($0, percent: values.contains("percent"), ordinal: values.contains("ordinal")) }
        }
    }
}

extension SpokenValueTestFile.Case {
    /// What Hark reads `text` as, in the case's terms.
    public func read() -> SpokenValueTestFile.Expected {
        if inside != nil { return foundInside().value }
        switch kind {
        case .date: return SpokenValues.date(text, in: context).map { .date($0.date) } ?? .unreadable
        case .range:
            guard let range = SpokenValues.range(text, in: context) else { return .unreadable }
            return .range(start: range.interval?.start, end: range.interval?.end)
        case .duration: return SpokenValues.duration(text).map { .duration(seconds: $0.totalSeconds) } ?? .unreadable
        case .number: return SpokenValues.number(text).map { .number($0.value, percent: $0.isPercent, ordinal: $0.isOrdinal) } ?? .unreadable
        }
    }

    /// The first value of the case's kind found inside its sentence, and the words it was read from.
    public func foundInside() -> (value: SpokenValueTestFile.Expected, words: String?) {
        switch kind {
        case .date:
            guard let found = SpokenValues.dates(in: text, context: context).first else { return (.unreadable, nil) }
            return (.date(found.value.date), found.text)
        case .range:
            guard let found = SpokenValues.ranges(in: text, context: context).first else { return (.unreadable, nil) }
            return (.range(start: found.value.interval?.start, end: found.value.interval?.end), found.text)
        case .duration:
            guard let found = SpokenValues.durations(in: text).first else { return (.unreadable, nil) }
            return (.duration(seconds: found.value.totalSeconds), found.text)
        case .number:
            guard let found = SpokenValues.numbers(in: text).first else { return (.unreadable, nil) }
            return (.number(found.value.value, percent: found.value.isPercent, ordinal: found.value.isOrdinal), found.text)
        }
    }

    /// Nil when Hark reads the case as expected, else what went wrong.
    public func failure() -> String? {
        if case .some(let words) = inside {
            let got = foundInside()
            guard got.value != expected || got.words != words else { return nil }
            return "\(location): \(kind.rawValue) in “\(text)”: expected \(words.map { "“\($0)” → " } ?? "")\(describe(expected)), "
                + "got \(got.words.map { "“\($0)” → " } ?? "")\(describe(got.value))"
        }
        let got = read()
        guard got != expected else { return nil }
        return "\(location): \(kind.rawValue) “\(text)”: expected \(describe(expected)), got \(describe(got))"
    }

    public func describe(_ value: SpokenValueTestFile.Expected) -> String {
        let zone = context.calendar.timeZone
        switch value {
        case .date(let date): return ISO8601Text.string(date, in: zone)
        case .range(let start, let end):
            return "[\(start.map { ISO8601Text.string($0, in: zone) } ?? "-∞"), \(end.map { ISO8601Text.string($0, in: zone) } ?? "∞"))"
        case .duration(let seconds): return "\(seconds) s"
        case .number(let value, let percent, let ordinal): return "\(value)\(percent ? "%" : "")\(ordinal ? " (ordinal)" : "")"
        case .unreadable: return "could not parse"
        }
    }
}
