import IntentKit
import Synchronization

/// What shortcuts can call, as validation and running see it: every intent's description (its
/// parameters and their types, whether it changes data), and the enums and entities they use.
/// Descriptions are looked up one at a time, so that running one shortcut describes only the
/// intents it calls (describing every intent reflects each one: time a one-shot command need not
/// spend); the enums and entities of every intent are gathered only when a type name is looked up.
public struct ShortcutCatalog: Sendable {
    /// Every intent's name.
    public let names: [String]
    private let lookup: @Sendable (String) -> IntentDescription?
    /// Descriptions already made, by name (nil: no such intent).
    private let described = Described()
    private let types: Lazy<(enums: [String: EnumDescription], entities: Set<String>)>

    /// A catalog of the intents described.
    public init(intents: [IntentDescription]) {
        let byName = Dictionary(intents.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.init(names: intents.map(\.name), describe: { byName[$0] }, all: { intents })
    }

    /// A catalog that describes an intent when asked: `describe` one by name, `all` of them
    /// (for the enum and entity types).
    public init(names: [String], describe: @escaping @Sendable (String) -> IntentDescription?,
                all: @escaping @Sendable () -> [IntentDescription]) {
        self.names = names
        self.lookup = describe
        self.types = Lazy {
            var enums: [String: EnumDescription] = [:], entities: Set<String> = []
            func collect(_ type: ParameterType) {
                switch type {
                case .enumeration(let description): enums[description.typeName] = description
                case .entity(let name): entities.insert(name)
                case .list(let element): collect(element)
                default: break
                }
            }
            for intent in all() { for parameter in intent.parameters { collect(parameter.type) } }
            return (enums, entities)
        }
    }

    /// The intent named `name`, described (once).
    public func intent(_ name: String) -> IntentDescription? {
        if let known = described.made.withLock({ $0[name] }) { return known }
        let description = lookup(name)
        described.made.withLock { $0[name] = .some(description) }
        return description
    }

    private final class Described: Sendable {
        let made = Mutex<[String: IntentDescription?]>([:])
    }

    /// Enums by type name ("MemoryType"), with their cases and synonyms.
    var enums: [String: EnumDescription] { types.value.enums }
    /// Entity type names ("MemoryEntity").
    var entities: Set<String> { types.value.entities }

    /// Whether `name` is an enum or entity type some intent uses.
    func knows(type name: String) -> Bool { enums[name] != nil || entities.contains(name) }
}
