import Foundation
import IntentKit

/// Searches the memories: "what do I know about machine learning", "search my memories for swift",
/// "what did I learn about rust last week".
public struct QueryMemory: AppIntent {
    public static let title = "Search Memories"
    public static let description = "Finds the memories about something, best first, with the ones linked to them."
    /// Reading only: it notes which memories were recalled (their decay), which is no change to what you stored.
    public static let changesData = false

    @Parameter(title: "Query", description: "What to look for.", requestValueDialog: "What should I look for?", example: "swift")
    public var query: String

    @Parameter(title: "Limit", description: "How many memories at most.", default: 5, inclusiveRange: 1...50)
    public var limit: Int

    @Parameter(title: "Include Related", description: "Also give the memories linked to the ones found.", default: true)
    public var includeRelated: Bool

    @Parameter(title: "Period", description: "Only memories made in this span of time.", dates: .past)
    public var range: DateInterval?

    public static let requiredServices: [any Sendable.Type] = [MemoryStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MemoryStore.self)
        let topic = query.trimmingCharacters(in: .whitespacesAndNewlines)
        let hits = try store.search(MemorySearch(topic, limit: limit, range: range), at: context.now)
        guard let best = hits.first else {
            return .result(dialog: "I couldn't find any memories about \(topic).", value: [MemoryEntity]())
        }
        var found = hits.map(\.memory)
        if includeRelated {
            let related = try store.neighbourhood(of: found.map(\.id), depth: 1, linksOnly: true).prefix(max(0, limit - found.count))
            found += try store.memories(related.map(\.id))
        }
        try store.recall(found.map(\.id), at: context.now)
        let entities = try found.map { try MemoryEntity($0, in: store, at: context.now) }
        let noun = found.count == 1 ? "memory" : "memories"
        return .result(dialog: "Found \(found.count) \(noun) about \(topic). Most relevant: \(MemoryEntity.preview(best.memory.content))",
                       value: entities)
    }
}
