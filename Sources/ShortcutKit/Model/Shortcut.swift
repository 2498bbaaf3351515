import HarkValue
import PhraseKit

/// A shortcut: a named composition of intents, with its own phrases and parameters, so that it is
/// invoked exactly like an intent ("check in on my mood", `hark run mood-check-in`). Read from a
/// YAML file by `ShortcutReader`; `Docs/shortcuts.md` describes the format.
public struct Shortcut: Sendable {
    /// The file's name without `.yaml` (`mood-check-in`): how it is run and called.
    public var id: String
    /// Shown in lists ("Mood check-in").
    public var name: String
    public var description: String
    /// Where it was read from (a path, or `<built-in>/mood-check-in.yaml`).
    public var file: String
    /// Templates in the phrase-file syntax; their slots are parameters.
    public var phrases: [Located<String>]
    public var parameters: [ShortcutParameter]
    public var trigger: Trigger?
    public var steps: [Step]

    /// The parameter named `name`.
    public func parameter(_ name: String) -> ShortcutParameter? { parameters.first { $0.name == name } }
}

/// A value with where it was written.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var location: SourceLocation

    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// A parameter of a shortcut: given on the command line (`--feeling calm`), filled from a phrase
/// slot, defaulted, or asked for.
public struct ShortcutParameter: Sendable {
    public var name: String
    public var type: ShortcutValueType
    public var title: String
    /// The question asked when no value is given.
    public var ask: String?
    public var defaultValue: PhraseValue?
    /// Whether the shortcut stops without a value (true unless it has a default or says
    /// `required: false`).
    public var isRequired: Bool
    public var location: SourceLocation
}

/// The types a shortcut's parameters and questions can have.
public enum ShortcutValueType: Sendable, Equatable, CustomStringConvertible {
    case text, number, bool, date, range, duration
    /// An enum or entity an intent uses ("MoodKind", "MemoryEntity"), by its type's name.
    case named(String)

    /// Reads `text`, `number`, `bool`, `date`, `range`, `duration` or a type name.
    public init(_ name: String) {
        switch name {
        case "text", "string": self = .text
        case "number", "integer": self = .number
        case "bool", "boolean": self = .bool
        case "date": self = .date
        case "range", "date_range": self = .range
        case "duration": self = .duration
        default: self = .named(name)
        }
    }

    public var description: String {
        switch self {
        case .text: "text"
        case .number: "number"
        case .bool: "bool"
        case .date: "date"
        case .range: "range"
        case .duration: "duration"
        case .named(let name): name
        }
    }

    /// The type with its article, in messages ("a span of time").
    var described: String {
        switch self {
        case .text: "a text"
        case .number: "a number"
        case .bool: "yes or no"
        case .date: "a date"
        case .range: "a span of time"
        case .duration: "a length of time"
        case .named(let name): "a \(name)"
        }
    }

    /// What validation knows of a value of this type: dates are ISO 8601 text, ranges maps with
    /// `start` and `end`, durations seconds.
    var valueType: ValueType {
        switch self {
        case .text, .date, .named: .text
        case .number, .duration: .number
        case .bool: .bool
        case .range: .map
        }
    }
}
