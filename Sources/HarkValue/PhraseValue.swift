/// A value carried by a slot, a list entry's `out`, a fixed slot or a context item.
///
/// Phrase files are YAML, so a value is whatever YAML (or JSON) can say: a string, a number,
/// a boolean, null, a list or a mapping.
///
/// ```swift
/// let brightness: PhraseValue = .int(50)
/// brightness.numberValue // 50.0
/// ```
public enum PhraseValue: Hashable, Sendable {
    case string(String)
    case int(Int)
    case double(Double)
    case bool(Bool)
    case null
    case list([PhraseValue])
    case map([String: PhraseValue])

    /// A number as an `.int` when it is whole (and fits), otherwise as a `.double`.
    public static func number(_ value: Double) -> PhraseValue {
        if value.isFinite, value == value.rounded(), abs(value) < 9.0e15 { return .int(Int(value)) }
        return .double(value)
    }

    /// The value as a number, when it is one.
    public var numberValue: Double? {
        switch self {
        case .int(let value): return Double(value)
        case .double(let value): return value
        default: return nil
        }
    }

    /// The value as a string, when it is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// Equality as YAML and JSON users expect it: `1` equals `1.0`.
    public func looselyEquals(_ other: PhraseValue) -> Bool {
        if let lhs = numberValue, let rhs = other.numberValue { return lhs == rhs }
        return self == other
    }
}

extension PhraseValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let value = try? container.decode(Bool.self) { self = .bool(value) }
        else if let value = try? container.decode(Int.self) { self = .int(value) }
        else if let value = try? container.decode(Double.self) { self = .double(value) }
        else if let value = try? container.decode(String.self) { self = .string(value) }
        else if let value = try? container.decode([PhraseValue].self) { self = .list(value) }
        else { self = .map(try container.decode([String: PhraseValue].self)) }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .null: try container.encodeNil()
        case .list(let value): try container.encode(value)
        case .map(let value): try container.encode(value)
        }
    }
}

extension PhraseValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .string(let value): return value
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .bool(let value): return String(value)
        case .null: return "null"
        case .list(let values): return "[" + values.map(\.description).joined(separator: ", ") + "]"
        case .map(let values):
            return "{" + values.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}
