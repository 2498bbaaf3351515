import Foundation
import HarkValue
import SpokenKit

/// A type a parameter can have: text, numbers, booleans, dates, lists of text, optionals of
/// these, `AppEnum` enums and `AppEntity` entities.
public protocol ParameterValue: Sendable {
    static var parameterType: ParameterType { get }
    /// Reads a value from what was said or passed ("12", `.int(12)`, "yes").
    init(parameterValue: PhraseValue) throws(ParameterValueError)
    /// Reads a value said relative to a moment ("next friday", "last week"); types that don't
    /// depend on when they are said read as `init(parameterValue:)` does.
    init(parameterValue: PhraseValue, saidIn spoken: SpokenContext) throws(ParameterValueError)
    /// Whether what is said for this type depends on when it is said (dates and date ranges):
    /// only then is the moment, calendar and time zone worked out.
    static var isReadAgainstNow: Bool { get }
    /// The value as JSON-like data.
    var parameterValue: PhraseValue { get }
    /// How the value reads to a person.
    var displayTitle: String { get }
    /// For entities: the entities that what was said may mean (found by the entity's query).
    /// `nil` for every other type.
    static func candidates(for text: String, in context: IntentContext) async throws -> [Self]?
    /// Whether the parameter may be left empty (true for optionals).
    static var isOptional: Bool { get }
    /// The value of an empty optional (nil for every other type).
    static var absentValue: Self? { get }
    /// Words that name this kind of thing after its name, never part of the name: "memory" in
    /// "show connections for the orchard visit memory". Empty for most types.
    static var kindWords: Set<String> { get }
}

extension ParameterValue {
    public init(parameterValue: PhraseValue, saidIn spoken: SpokenContext) throws(ParameterValueError) {
        try self.init(parameterValue: parameterValue)
    }
    public static var isReadAgainstNow: Bool { false }
    public static func candidates(for text: String, in context: IntentContext) async throws -> [Self]? { nil }
    public static var isOptional: Bool { false }
    public static var absentValue: Self? { nil }
    public static var kindWords: Set<String> { [] }
    public var displayTitle: String { parameterValue.description }
}

/// The number that `text` says in full ("25", "twenty five", "3.5"), if it says one.
private func numberSaid(in text: String) -> Double? {
    let tokens = TokenizedText(text).tokens
    guard let reading = NumberReader.readings(tokens, from: 0).last, reading.end == tokens.count else { return nil }
    return reading.value
}

extension String: ParameterValue {
    public static var parameterType: ParameterType { .text }
    /// Text as given, refusing text with nothing visible in it (only zero-width or other
    /// invisible characters; empty text is left to the intent) and control characters other
    /// than tab and line breaks, which would be kept unseen or cut the text short.
    public init(parameterValue: PhraseValue) throws(ParameterValueError) {
        switch parameterValue {
        case .string(let text):
            if let control = VisibleText.firstControl(in: text, allowing: VisibleText.lineBreaksAndTabs) {
                throw ParameterValueError("it holds a control character (\(VisibleText.name(of: control))), which text may not")
            }
            if !text.isEmpty, !text.allSatisfy(\.isWhitespace), VisibleText.isBlank(text) {
                throw ParameterValueError("it has nothing to read in it, only invisible characters (\(VisibleText.invisibleNames(in: text)))")
            }
            self = text
        case .int, .double, .bool: self = parameterValue.description
        default: throw ParameterValueError("expected text")
        }
    }
    public var parameterValue: PhraseValue { .string(self) }
}

extension Int: ParameterValue {
    public static var parameterType: ParameterType { .integer }
    public init(parameterValue: PhraseValue) throws(ParameterValueError) {
        switch parameterValue {
        case .int(let number): self = number
        case .double(let number) where number == number.rounded() && abs(number) < 9e15: self = Int(number)
        case .string(let text):
            if let number = Int(text.trimmingCharacters(in: .whitespaces)) { self = number; return }
            guard let number = numberSaid(in: text), number == number.rounded(), abs(number) < 9e15 else {
                throw ParameterValueError("expected a whole number")
            }
            self = Int(number)
        default: throw ParameterValueError("expected a whole number")
        }
    }
    public var parameterValue: PhraseValue { .int(self) }
}

extension Double: ParameterValue {
    public static var parameterType: ParameterType { .number }
    public init(parameterValue: PhraseValue) throws(ParameterValueError) {
        switch parameterValue {
        case .int(let number): self = Double(number)
        case .double(let number): self = number
        case .string(let text):
            guard let number = numberSaid(in: text) else { throw ParameterValueError("expected a number") }
            self = number
        default: throw ParameterValueError("expected a number")
        }
    }
    public var parameterValue: PhraseValue { .number(self) }
}

extension Bool: ParameterValue {
    public static var parameterType: ParameterType { .boolean }
    public init(parameterValue: PhraseValue) throws(ParameterValueError) {
        switch parameterValue {
        case .bool(let flag): self = flag
        case .string(let text):
            switch text.lowercased().trimmingCharacters(in: .whitespaces) {
            case "yes", "y", "true", "on", "sure", "yeah", "ok", "okay": self = true
            case "no", "n", "false", "off", "nope": self = false
            default: throw ParameterValueError("expected yes or no")
            }
        default: throw ParameterValueError("expected yes or no")
        }
    }
    public var parameterValue: PhraseValue { .bool(self) }
}

extension Date: ParameterValue {
    public static var parameterType: ParameterType { .date }
    public static var isReadAgainstNow: Bool { true }
    /// ISO 8601 with an offset, or words read against now in the current time zone.
    public init(parameterValue: PhraseValue) throws(ParameterValueError) {
        try self.init(parameterValue: parameterValue, saidIn: SpokenContext(now: Date()))
    }
    /// ISO 8601 with an offset ("2026-11-26T15:00:00+01:00"), or words ("next thursday at 3pm").
    public init(parameterValue: PhraseValue, saidIn spoken: SpokenContext) throws(ParameterValueError) {
        guard case .string(let text) = parameterValue else { throw ParameterValueError("expected a date and time") }
        if let date = ISO8601Text.date(text) { self = date; return }
        guard let said = SpokenValues.date(text, in: spoken) else {
            throw ParameterValueError("expected a date or time, such as “tomorrow at 3pm” or 2026-11-26T15:00:00+01:00")
        }
        self = said.date
    }
    public var parameterValue: PhraseValue { .string(ISO8601Text.string(self, in: .current)) }
}

extension DateInterval: ParameterValue {
    public static var parameterType: ParameterType { .dateRange }
    public static var isReadAgainstNow: Bool { true }
    /// `{start, end}` in ISO 8601, or words read against now in the current time zone.
    public init(parameterValue: PhraseValue) throws(ParameterValueError) {
        try self.init(parameterValue: parameterValue, saidIn: SpokenContext(now: Date()))
    }
    /// `{"start": …, "end": …}` (ISO 8601, null for unbounded), or words ("last week", "since
    /// monday", "all time", which is every moment).
    public init(parameterValue: PhraseValue, saidIn spoken: SpokenContext) throws(ParameterValueError) {
        switch parameterValue {
        case .map(let map):
            let start = map["start"]?.stringValue.flatMap(ISO8601Text.date), end = map["end"]?.stringValue.flatMap(ISO8601Text.date)
            let startGiven = map["start"].map { $0 != .null } ?? false, endGiven = map["end"].map { $0 != .null } ?? false
            guard startGiven == (start != nil), endGiven == (end != nil), (start ?? .distantPast) < (end ?? .distantFuture) else {
                throw ParameterValueError("expected a start before an end, in ISO 8601")
            }
            self.init(start: start ?? .distantPast, end: end ?? .distantFuture)
        case .string(let text):
            guard let range = SpokenValues.range(text, in: spoken) else {
                throw ParameterValueError("expected a span of time, such as “last week”, “since monday” or “in march”")
            }
            self = range.interval ?? DateInterval(start: .distantPast, end: .distantFuture)
        default:
            throw ParameterValueError("expected a span of time")
        }
    }
    /// Whether this is every moment ("all time").
    public var isUnbounded: Bool { start == .distantPast && end == .distantFuture }
    public var parameterValue: PhraseValue {
        .map(["start": start == .distantPast ? .null : .string(ISO8601Text.string(start, in: .current)),
              "end": end == .distantFuture ? .null : .string(ISO8601Text.string(end, in: .current))])
    }
}

extension Duration: ParameterValue {
    public static var parameterType: ParameterType { .duration }
    /// Seconds, or words ("an hour and a half", "2h30m"); a month counts 30 days, a year 365.
    public init(parameterValue: PhraseValue) throws(ParameterValueError) {
        switch parameterValue {
        case .int(let seconds): self = .seconds(seconds)
        case .double(let seconds) where seconds.isFinite: self = .milliseconds(Int64((seconds * 1000).rounded()))
        case .string(let text):
            if let seconds = Double(text), seconds.isFinite { self = .milliseconds(Int64((seconds * 1000).rounded())); return }
            guard let said = SpokenValues.duration(text), said.totalSeconds < 1e12 else {
                throw ParameterValueError("expected a length of time, such as “20 minutes” or “an hour and a half”")
            }
            self = .milliseconds(Int64((said.totalSeconds * 1000).rounded()))
        default: throw ParameterValueError("expected a length of time")
        }
    }
    public var parameterValue: PhraseValue {
        let seconds = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return seconds == seconds.rounded() ? .int(Int(components.seconds)) : .double(seconds)
    }
}

extension Array: ParameterValue where Element == String {
    public static var parameterType: ParameterType { .list(.text) }
    public init(parameterValue: PhraseValue) throws(ParameterValueError) {
        switch parameterValue {
        case .list(let items):
            var result: [String] = []
            for item in items { result.append(try String(parameterValue: item)) }
            self = result
        case .string(let text):
            // "apples, pears and plums", "Elif & Astrid", "me + Marco"
            self = text.replacingOccurrences(of: " and ", with: ",").replacingOccurrences(of: " & ", with: ",")
                .replacingOccurrences(of: " + ", with: ",").split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        default: throw ParameterValueError("expected a list of text")
        }
    }
    public var parameterValue: PhraseValue { .list(map(PhraseValue.string)) }
}

extension Optional: ParameterValue where Wrapped: ParameterValue {
    public static var parameterType: ParameterType { Wrapped.parameterType }
    public init(parameterValue: PhraseValue) throws(ParameterValueError) {
        self = parameterValue == .null ? nil : try Wrapped(parameterValue: parameterValue)
    }
    public init(parameterValue: PhraseValue, saidIn spoken: SpokenContext) throws(ParameterValueError) {
        self = parameterValue == .null ? nil : try Wrapped(parameterValue: parameterValue, saidIn: spoken)
    }
    public var parameterValue: PhraseValue { self?.parameterValue ?? .null }
    public var displayTitle: String { self?.displayTitle ?? "none" }
    public static func candidates(for text: String, in context: IntentContext) async throws -> [Self]? {
        try await Wrapped.candidates(for: text, in: context)?.map(Optional.some)
    }
    public static var isOptional: Bool { true }
    public static var absentValue: Self? { .some(nil) }
    public static var isReadAgainstNow: Bool { Wrapped.isReadAgainstNow }
    public static var kindWords: Set<String> { Wrapped.kindWords }
}
