/// The intents a program offers, able to describe and check itself.
///
/// ```swift
/// let registry = try IntentRegistry([AddMood.self, MoodHistory.self])
/// registry.describe("AddMood")?.jsonSchema
/// ```
public struct IntentRegistry: Sendable {
    /// The intent types, by name, in registration order.
    public let intents: [any AppIntent.Type]
    private let byName: [String: any AppIntent.Type]
    /// Every intent's description, in registration order (made once, when first asked for: it
    /// instantiates and reflects every intent, which a one-shot command need not pay for).
    public var descriptions: [IntentDescription] { described.value.descriptions }
    private let described: Lazy<(descriptions: [IntentDescription], index: [String: Int])>

    /// Registers `intents`; two intents with one name are an error that names both, with the
    /// modules they come from ("Moods.AddMood and Memory.AddMood").
    public init(_ intents: [any AppIntent.Type]) throws(RegistryError) {
        var byName: [String: any AppIntent.Type] = [:]
        for intent in intents {
            if let earlier = byName[intent.name] {
                let both = earlier == intent ? "\(String(reflecting: intent)), registered twice"
                    : "\(String(reflecting: earlier)) and \(String(reflecting: intent))"
                throw RegistryError("two intents are named '\(intent.name)': \(both)")
            }
            byName[intent.name] = intent
        }
        self.intents = intents
        self.byName = byName
        self.described = Lazy {
            let descriptions = intents.map(Self.describe)
            return (descriptions, Dictionary(uniqueKeysWithValues: descriptions.enumerated().map { ($0.element.name, $0.offset) }))
        }
    }

    /// The intent type named `name`.
    public func intent(named name: String) -> (any AppIntent.Type)? { byName[name] }

    /// The description of the intent named `name`.
    public func describe(_ name: String) -> IntentDescription? { described.value.index[name].map { descriptions[$0] } }

    /// The description of the intent named `name`, made for it alone (reflecting only that
    /// intent, where `describe` describes them all the first time): for a caller that needs a few.
    public func describeOne(_ name: String) -> IntentDescription? { byName[name].map(Self.describe) }

    static func describe(_ type: any AppIntent.Type) -> IntentDescription {
        let instance = type.init()
        return IntentDescription(
            name: type.name, title: type.title, description: type.description, isDestructive: type.isDestructive, changesData: type.changesData,
            isUndoable: type is any UndoableIntent.Type,
            parameters: parameters(of: instance).map { name, parameter in
                ParameterDescription(name: name, title: parameter.metadata.title, description: parameter.metadata.description,
                                     type: parameter.valueType.parameterType, isOptional: parameter.valueType.isOptional,
                                     defaultValue: parameter.defaultValue, inclusiveRange: parameter.metadata.inclusiveRange,
                                     requestValueDialog: parameter.metadata.requestValueDialog)
            })
    }
}
