import HarkValue

/// The type of a parameter, as the registry describes it (and as its JSON Schema says it).
public indirect enum ParameterType: Sendable, Equatable {
    case text
    case integer
    case number
    case boolean
    case date
    /// A span of time, half-open (`DateInterval`).
    case dateRange
    /// A length of time (`Duration`).
    case duration
    case list(ParameterType)
    case enumeration(EnumDescription)
    case entity(String)

    /// Whether values of this type are entities, looked up by their query.
    public var isEntity: Bool {
        if case .entity = self { return true }
        return false
    }

    /// A short name: "text", "integer", "list of text", the enum's or entity's type name.
    public var name: String {
        switch self {
        case .text: return "text"
        case .integer: return "integer"
        case .number: return "number"
        case .boolean: return "boolean"
        case .date: return "date"
        case .dateRange: return "date range"
        case .duration: return "duration"
        case .list(let element): return "list of \(element.name)"
        case .enumeration(let description): return description.typeName
        case .entity(let name): return name
        }
    }

    /// The JSON Schema of a value of this type.
    public var jsonSchema: PhraseValue {
        switch self {
        case .text: return .map(["type": .string("string")])
        case .integer: return .map(["type": .string("integer")])
        case .number: return .map(["type": .string("number")])
        case .boolean: return .map(["type": .string("boolean")])
        case .date: return .map(["type": .string("string"), "format": .string("date-time")])
        case .dateRange:
            let bound = PhraseValue.map(["type": .list([.string("string"), .string("null")]), "format": .string("date-time")])
            return .map(["type": .string("object"), "properties": .map(["start": bound, "end": bound]),
                         "required": .list([.string("start"), .string("end")]),
                         "description": .string("Half-open: from start (included) to end (excluded); null is unbounded.")])
        case .duration: return .map(["type": .string("number"), "description": .string("Seconds.")])
        case .list(let element): return .map(["type": .string("array"), "items": element.jsonSchema])
        case .enumeration(let description):
            return .map(["type": .string("string"), "enum": .list(description.cases.map { .string($0.value) })])
        case .entity(let name):
            return .map(["type": .string("string"), "description": .string("The identifier of a \(name).")])
        }
    }
}

/// An enum's cases, with their display titles and spoken synonyms.
public struct EnumDescription: Sendable, Equatable {
    public struct Case: Sendable, Equatable {
        public var value: String
        public var title: String
        public var synonyms: [String]

        public init(value: String, title: String, synonyms: [String] = []) {
            self.value = value
            self.title = title
            self.synonyms = synonyms
        }
    }

    public var typeName: String
    public var cases: [Case]

    public init(typeName: String, cases: [Case]) {
        self.typeName = typeName
        self.cases = cases
    }
}
