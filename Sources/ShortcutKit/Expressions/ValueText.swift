import HarkValue

/// How values read when written into text (`say: "You logged ${n} moods"`) and whether they
/// count as yes in a condition.
public enum ValueText {
    /// Text as it is; whole numbers without a fraction; yes and no for booleans; nothing for
    /// null; a list's items joined by ", "; a map as JSON.
    public static func text(_ value: PhraseValue) -> String {
        switch value {
        case .string(let text): return text
        case .int(let number): return String(number)
        case .double(let number):
            if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
            return String(number)
        case .bool(let flag): return flag ? "yes" : "no"
        case .null: return ""
        case .list(let items): return items.map(text).joined(separator: ", ")
        case .map(let map): return "{" + map.keys.sorted().map { "\($0): \(text(map[$0] ?? .null))" }.joined(separator: ", ") + "}"
        }
    }

    /// Whether a condition holds: false, null, 0, empty text, an empty list or map do not;
    /// everything else does.
    public static func isTrue(_ value: PhraseValue) -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .null: return false
        case .int(let number): return number != 0
        case .double(let number): return number != 0
        case .string(let text): return !text.isEmpty
        case .list(let items): return !items.isEmpty
        case .map(let map): return !map.isEmpty
        }
    }

    /// The kind of a value, in messages ("a number", "a text").
    static func kind(_ value: PhraseValue) -> String { TypeCheck.type(of: value).described }
}
