import IntentKit

/// What shortcuts can call, as validation and running see it: every intent's description (its
/// parameters and their types, whether it changes data), and the enums and entities they use.
public struct ShortcutCatalog: Sendable {
    public let intents: [String: IntentDescription]
    /// Enums by type name ("MemoryType"), with their cases and synonyms.
    let enums: [String: EnumDescription]
    /// Entity type names ("MemoryEntity").
    let entities: Set<String>

    public init(intents: [IntentDescription]) {
        self.intents = Dictionary(intents.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var enums: [String: EnumDescription] = [:], entities: Set<String> = []
        func collect(_ type: ParameterType) {
            switch type {
            case .enumeration(let description): enums[description.typeName] = description
            case .entity(let name): entities.insert(name)
            case .list(let element): collect(element)
            default: break
            }
        }
        for intent in intents { for parameter in intent.parameters { collect(parameter.type) } }
        self.enums = enums
        self.entities = entities
    }

    /// Whether `name` is an enum or entity type some intent uses.
    func knows(type name: String) -> Bool { enums[name] != nil || entities.contains(name) }
}
