import Foundation
import PhraseKit

/// A type a parameter can have: text, numbers, booleans, dates, lists of text, optionals of
/// these, `AppEnum` enums and `AppEntity` entities.
public protocol ParameterValue: Sendable {
    static var parameterType: ParameterType { get }
    /// Reads a value from what was said or passed ("12", `.int(12)`, "yes").
    init(parameterValue: PhraseValue) throws(ParameterValueError)
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
}

extension ParameterValue {
    public static func candidates(for text: String, in context: IntentContext) async throws -> [Self]? { nil }
    public static var isOptional: Bool { false }
    public static var absentValue: Self? { nil }
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
    public init(parameterValue: PhraseValue) throws(ParameterValueError) {
        switch parameterValue {
        case .string(let text): self = text
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
    public init(parameterValue: PhraseValue) throws(ParameterValueError) {
        guard case .string(let text) = parameterValue,
              let date = try? Date(text, strategy: .iso8601) else {
            throw ParameterValueError("expected a date and time (ISO 8601, such as 2026-11-26T15:00:00+01:00)")
        }
        self = date
    }
    public var parameterValue: PhraseValue { .string(formatted(.iso8601)) }
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
            // "apples, pears and plums"
            self = text.replacingOccurrences(of: " and ", with: ",").split(separator: ",")
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
    public var parameterValue: PhraseValue { self?.parameterValue ?? .null }
    public var displayTitle: String { self?.displayTitle ?? "none" }
    public static func candidates(for text: String, in context: IntentContext) async throws -> [Self]? {
        try await Wrapped.candidates(for: text, in: context)?.map(Optional.some)
    }
    public static var isOptional: Bool { true }
    public static var absentValue: Self? { .some(nil) }
}
