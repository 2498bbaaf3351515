/// What validation knows of a value's kind before a shortcut runs. `any` is a value known only
/// when it runs (an intent's `value`); it is checked then.
public enum ValueType: String, Sendable, Equatable {
    case text, number, bool, list, map, null, any
    /// A step's result: `dialog` and `spoken` (text) and `value` (any).
    case result

    /// The kind in messages ("a number").
    var described: String {
        switch self {
        case .text: "a text"
        case .number: "a number"
        case .bool: "yes or no"
        case .list: "a list"
        case .map: "a map"
        case .null: "nothing"
        case .any: "a value"
        case .result: "a step's result"
        }
    }

    /// Whether a value of this kind is known before running.
    var isKnown: Bool { self != .any && self != .null }
}
