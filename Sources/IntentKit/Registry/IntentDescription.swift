import HarkValue

/// What the registry says about an intent: for `hark intents`, and for programs that call intents.
public struct IntentDescription: Sendable {
    public var name: String
    public var title: String
    public var description: String
    public var isDestructive: Bool
    /// Whether the intent changes data (a shortcut's dry run does not call it).
    public var changesData: Bool = true
    /// Whether "undo" takes back what the intent changes (`UndoableIntent`).
    public var isUndoable: Bool = false
    public var parameters: [ParameterDescription]

    public init(name: String, title: String, description: String, isDestructive: Bool = false, changesData: Bool = true,
                isUndoable: Bool = false, parameters: [ParameterDescription]) {
        self.name = name
        self.title = title
        self.description = description
        self.isDestructive = isDestructive
        self.changesData = changesData
        self.isUndoable = isUndoable
        self.parameters = parameters
    }

    /// What the intent does, in words: "reads only", "changes your data; “undo” takes it back",
    /// or "makes changes “undo” does not take back" (writing a file, undo and redo themselves).
    public var effect: String {
        guard changesData else { return "reads only" }
        return isUndoable ? "changes your data; “undo” takes it back" : "makes changes “undo” does not take back"
    }

    /// The JSON Schema of the intent's parameters.
    public var jsonSchema: PhraseValue {
        var properties: [String: PhraseValue] = [:]
        for parameter in parameters {
            guard case .map(var schema) = parameter.type.jsonSchema else { continue }
            schema["title"] = .string(parameter.title)
            if !parameter.description.isEmpty { schema["description"] = .string(parameter.description) }
            if let value = parameter.defaultValue { schema["default"] = value }
            if let range = parameter.inclusiveRange {
                schema["minimum"] = .number(range.lowerBound)
                schema["maximum"] = .number(range.upperBound)
            }
            properties[parameter.name] = .map(schema)
        }
        return .map([
            "$schema": .string("https://json-schema.org/draft/2020-12/schema"),
            "title": .string(name),
            "description": .string(description),
            "type": .string("object"),
            "properties": .map(properties),
            "required": .list(parameters.filter(\.isRequired).map { .string($0.name) }),
            "additionalProperties": .bool(false),
        ])
    }
}
