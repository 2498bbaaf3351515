import Foundation
import HarkValue
import IntentKit
import SpokenKit

/// Reads a value given for a typed parameter or answer: what is said ("three", "next friday",
/// "yes") or written (12, ISO 8601), as the intents read their parameters. Dates come out as ISO
/// 8601 text, ranges as `{start, end}`, durations as seconds, enum values as the case's name.
enum ValueReading {
    static func read(_ value: PhraseValue, as type: ShortcutValueType, catalog: ShortcutCatalog,
                     spoken: SpokenContext) throws(ParameterValueError) -> PhraseValue {
        switch type {
        case .text:
            if case .list = value { throw ParameterValueError("expected text, not a list") }
            if case .map = value { throw ParameterValueError("expected text, not a map") }
            return .string(ValueText.text(value))
        case .number: return .number(try Double(parameterValue: value))
        case .bool: return .bool(try Bool(parameterValue: value))
        case .date:
            let date = try Date(parameterValue: value, saidIn: spoken)
            return .string(ISO8601Text.string(date, in: spoken.calendar.timeZone))
        case .range:
            let range = try DateInterval(parameterValue: value, saidIn: spoken)
            return range.parameterValue
        case .duration:
            return .number(try Duration(parameterValue: value).parameterValue.numberValue ?? 0)
        case .named(let name):
            guard let description = catalog.enums[name] else { return .string(ValueText.text(value)) }
            let said = ValueText.text(value).lowercased()
            for item in description.cases {
                let names = [item.value, item.title, item.value.replacingOccurrences(of: "_", with: " ")] + item.synonyms
                if names.contains(where: { $0.lowercased() == said }) { return .string(item.value) }
            }
            throw ParameterValueError("expected one of \(description.cases.map(\.value).joined(separator: ", "))")
        }
    }

    /// The shortcut type standing for an intent parameter's type.
    static func type(of parameter: ParameterType) -> ShortcutValueType? {
        switch parameter {
        case .text: .text
        case .integer, .number: .number
        case .boolean: .bool
        case .date: .date
        case .dateRange: .range
        case .duration: .duration
        case .enumeration(let description): .named(description.typeName)
        case .entity(let name): .named(name)
        case .list: nil
        }
    }

    /// Whether a value of kind `given` (known before running) can stand for a parameter of `type`.
    static func fits(_ given: ValueType, _ type: ShortcutValueType?) -> Bool {
        guard given.isKnown, let type else { return true }
        switch type {
        case .text, .named, .date: return given == .text || given == .number
        case .number, .duration: return given == .number || given == .text
        case .bool: return given == .bool || given == .text
        case .range: return given == .map || given == .text
        }
    }
}
