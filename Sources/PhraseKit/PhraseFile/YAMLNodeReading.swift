import Yams
import HarkValue

/// Small helpers for reading a composed YAML tree with positions.
extension Node {
    /// Where the node starts, in `file`.
    package func location(in file: String) -> SourceLocation {
        SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    /// Where the text of a scalar starts (after an opening quote).
    package func textLocation(in file: String) -> SourceLocation {
        let start = location(in: file)
        if case .scalar(let scalar) = self, scalar.style == .singleQuoted || scalar.style == .doubleQuoted {
            return start.advanced(by: 1)
        }
        return start
    }

    /// The pairs of a mapping, keyed by their string keys, in file order.
    package var mappingPairs: [(key: String, keyNode: Node, value: Node)]? {
        guard case .mapping(let mapping) = self else { return nil }
        return mapping.map { ($0.key.scalarText ?? "", $0.key, $0.value) }
    }

    package func value(forKey key: String) -> Node? {
        guard case .mapping(let mapping) = self else { return nil }
        for pair in mapping where pair.key.scalarText == key { return pair.value }
        return nil
    }

    package var scalarText: String? {
        if case .scalar(let scalar) = self { return scalar.string }
        return nil
    }

    package var sequenceItems: [Node]? {
        if case .sequence(let sequence) = self { return Array(sequence) }
        return nil
    }

    /// The node as a value, resolving plain scalars as YAML 1.1 does (as PyYAML does):
    /// `~`/`null` → null, `yes`/`no`/`on`/`off`/`true`/`false` → booleans, numbers → numbers.
    package var phraseValue: PhraseValue {
        switch self {
        case .scalar(let scalar):
            guard scalar.style == .plain || scalar.style == .any else { return .string(scalar.string) }
            return Self.resolvePlain(scalar.string)
        case .sequence(let sequence):
            return .list(sequence.map(\.phraseValue))
        case .mapping(let mapping):
            var result: [String: PhraseValue] = [:]
            for pair in mapping { result[pair.key.scalarText ?? ""] = pair.value.phraseValue }
            return .map(result)
        case .alias:
            return .null
        }
    }

    package static func resolvePlain(_ text: String) -> PhraseValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "yes", "Yes", "YES", "true", "True", "TRUE", "on", "On", "ON": return .bool(true)
        case "no", "No", "NO", "false", "False", "FALSE", "off", "Off", "OFF": return .bool(false)
        default: break
        }
        if let first = text.first, first.isNumber || first == "-" || first == "+" || first == "." {
            if let value = Int(text.filter { $0 != "_" }) { return .int(value) }
            if let value = Double(text.filter { $0 != "_" }), !text.contains("nan") {
                return .double(value)
            }
        }
        return .string(text)
    }

    /// A mapping of values (`slots:`, `requires_context:`, `context:`).
    package var phraseMap: [String: PhraseValue]? {
        guard case .map(let map) = phraseValue else { return nil }
        return map
    }
}
