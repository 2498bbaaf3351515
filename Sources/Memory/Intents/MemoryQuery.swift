import Foundation
import IntentKit

/// Finds the memory a person means: by its number ("12"), else by a search for what they say
/// ("the offsite planning"). When the best match is clearly ahead (its similarity to what was
/// said at least `clearLead` above the next), only it is given; otherwise the close ones are, at
/// most `maximumChoices`, and the person is asked which.
public struct MemoryQuery: EntityQuery {
    public static let clearLead: Float = 0.15
    public static let maximumChoices = 5

    public init() {}

    public func entities(for identifiers: [Int64], in context: IntentContext) async throws -> [MemoryEntity] {
        let store = try context.service(MemoryStore.self)
        return try identifiers.compactMap { try store.memory($0) }.map { try MemoryEntity($0, in: store, at: context.now) }
    }

    /// The newest memories.
    public func suggestedEntities(in context: IntentContext) async throws -> [MemoryEntity] {
        let store = try context.service(MemoryStore.self)
        return try store.latest(Self.maximumChoices).map { try MemoryEntity($0, in: store, at: context.now) }
    }

    public func entities(matching text: String, in context: IntentContext) async throws -> [MemoryEntity] {
        let store = try context.service(MemoryStore.self)
        let hits = try store.search(MemorySearch(text, limit: Self.maximumChoices), at: context.now)
        guard let best = hits.first else { return [] }
        let close = hits.filter { best.similarity - $0.similarity < Self.clearLead }
        return try close.map { try MemoryEntity($0.memory, in: store, at: context.now) }
    }
}
