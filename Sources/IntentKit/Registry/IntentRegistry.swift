import PhraseKit

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
    /// Every intent's description, in registration order (made once: it instantiates and reflects).
    public let descriptions: [IntentDescription]
    private let descriptionIndex: [String: Int]

    /// Registers `intents`; two intents with one name are an error.
    public init(_ intents: [any AppIntent.Type]) throws(RegistryError) {
        var byName: [String: any AppIntent.Type] = [:]
        for intent in intents {
            if byName[intent.name] != nil { throw RegistryError("two intents are named '\(intent.name)'") }
            byName[intent.name] = intent
        }
        self.intents = intents
        self.byName = byName
        self.descriptions = intents.map(Self.describe)
        self.descriptionIndex = Dictionary(uniqueKeysWithValues: descriptions.enumerated().map { ($0.element.name, $0.offset) })
    }

    /// The intent type named `name`.
    public func intent(named name: String) -> (any AppIntent.Type)? { byName[name] }

    /// The description of the intent named `name`.
    public func describe(_ name: String) -> IntentDescription? { descriptionIndex[name].map { descriptions[$0] } }

    static func describe(_ type: any AppIntent.Type) -> IntentDescription {
        let instance = type.init()
        return IntentDescription(
            name: type.name, title: type.title, description: type.description, isDestructive: type.isDestructive,
            parameters: parameters(of: instance).map { name, parameter in
                ParameterDescription(name: name, title: parameter.metadata.title, description: parameter.metadata.description,
                                     type: parameter.valueType.parameterType, isOptional: parameter.valueType.isOptional,
                                     defaultValue: parameter.defaultValue, inclusiveRange: parameter.metadata.inclusiveRange,
                                     requestValueDialog: parameter.metadata.requestValueDialog)
            })
    }

    /// Checks phrase files against the registry: every intent a phrase file names exists, and
    /// every slot a template fills from the sentence is one of that intent's parameters.
    /// Returns each problem with where it is written.
    public func validate(_ phrases: PhraseSet) -> [PhraseDiagnostic] {
        var problems: [PhraseDiagnostic] = []
        let known = intents.map { $0.name }.joined(separator: ", ")
        for intent in phrases.intents {
            let firstLocation = intent.blocks.first?.sentences.first?.location ?? SourceLocation(file: "<phrases>", line: 1, column: 1)
            guard let description = describe(intent.name) else {
                problems.append(PhraseDiagnostic("phrases name the intent '\(intent.name)', which is not registered (known: \(known))",
                                                 at: firstLocation))
                continue
            }
            let parameterNames = description.parameters.map(\.name)
            for block in intent.blocks {
                problems += unknownSlots(in: block, of: intent.name, parameters: parameterNames, phrases: phrases)
            }
        }
        return problems
    }

    private func unknownSlots(in block: PhraseBlock, of intent: String, parameters: [String], phrases: PhraseSet) -> [PhraseDiagnostic] {
        var problems: [PhraseDiagnostic] = []
        let listed = parameters.joined(separator: ", ")
        for sentence in block.sentences {
            let references = sentence.template.root.slotReferences(expandingRulesIn: phrases, block: block)
            for reference in references {
                if reference.isCapture || parameters.contains(reference.slotName) { continue }
                let message = "slot {\(reference.slotName)} is not a parameter of \(intent) (parameters: \(listed))"
                problems.append(PhraseDiagnostic(message, at: sentence.location.advanced(by: reference.offset)))
            }
        }
        for slot in block.slots.keys.sorted() {
            if parameters.contains(slot) { continue }
            let location = block.sentences.first?.location ?? SourceLocation(file: "<phrases>", line: 1, column: 1)
            problems.append(PhraseDiagnostic("fixed slot '\(slot)' is not a parameter of \(intent)", at: location))
        }
        return problems
    }
}

/// A registry that cannot be built.
public struct RegistryError: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
