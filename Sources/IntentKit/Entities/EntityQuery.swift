import HarkValue

/// Finds entities: by identifier, the ones to suggest, and by what a person would say.
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    func entities(for identifiers: [Entity.ID], in context: IntentContext) async throws -> [Entity]
    func suggestedEntities(in context: IntentContext) async throws -> [Entity]
    func entities(matching text: String, in context: IntentContext) async throws -> [Entity]
}

extension AppEntity {
    public static var parameterType: ParameterType { .entity(typeDisplayName) }

    /// Entities are found by their query, not read from data: the runtime calls `candidates`.
    public init(parameterValue: PhraseValue) throws(ParameterValueError) {
        throw ParameterValueError("a \(Self.typeDisplayName) is looked up by name")
    }

    public var parameterValue: PhraseValue { .string(String(describing: id)) }
    public var displayTitle: String { displayRepresentation.title }

    public static func candidates(for text: String, in context: IntentContext) async throws -> [Self]? {
        if let identifier = ID(text) {
            let found = try await defaultQuery.entities(for: [identifier], in: context)
            if !found.isEmpty { return found }
        }
        return try await defaultQuery.entities(matching: text, in: context)
    }
}
