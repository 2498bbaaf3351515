import PhraseKit
import HarkValue

/// Writes JSON by hand so that keys come out in a stable, readable order
/// (`{"text": …, "intent": …, "slots": …}`) and numbers keep their type (50, not 50.0).
enum JSONText {
    static func string(_ text: String) -> String { JSONString.quoted(text) }

    static func value(_ value: PhraseValue) -> String {
        switch value {
        case .string(let text): return string(text)
        case .int(let number): return String(number)
        case .double(let number): return number.isFinite ? String(number) : "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .list(let items): return "[" + items.map(Self.value).joined(separator: ", ") + "]"
        case .map(let map): return object(map.keys.sorted().map { ($0, Self.value(map[$0] ?? .null)) })
        }
    }

    /// An object from already-encoded values, in the order given.
    static func object(_ pairs: [(String, String)]) -> String {
        "{" + pairs.map { string($0.0) + ": " + $0.1 }.joined(separator: ", ") + "}"
    }
}

extension JSONText {
    /// A number: whole numbers without a fraction (50, not 50.0).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
