import Foundation
import HarkStore
import IntentKit

@testable import Memory

/// Wednesday 2026-11-18, 10:00 UTC.
let wednesday = Date(timeIntervalSince1970: 1_794_996_000)

func memoryContext(now: Date = wednesday) throws -> (IntentContext, MemoryStore, String) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-memory-\(UUID().uuidString).sqlite").path
    let store = MemoryStore(database: try HarkDatabase(path: path, schemas: [MemorySchema.self]))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var context = IntentContext(now: now, calendar: calendar)
    context.register(store)
    context.register(MemorySummarizer(ExtractiveSummarizer()))
    return (context, store, path)
}

func remember(_ content: String, type: MemoryType = .note, tags: [String]? = nil, in context: IntentContext) async throws -> IntentResult {
    let intent = StoreMemory()
    intent.content = content
    intent.type = type
    intent.tags = tags
    return try await intent.perform(context)
}

func ask(_ query: String, limit: Int = 5, related: Bool = true, range: DateInterval? = nil, in context: IntentContext) async throws -> IntentResult {
    let intent = QueryMemory()
    intent.query = query
    intent.limit = limit
    intent.includeRelated = related
    intent.range = range
    return try await intent.perform(context)
}

/// A memory stored `daysAgo` days before `now` (by the store directly, as an import would).
@discardableResult
func remember(_ content: String, daysAgo: Double, tags: [String] = [], type: MemoryType = .note, in store: MemoryStore,
              now: Date = wednesday) throws -> MemoryItem {
    try store.store(content, type: type, tags: tags, at: now.addingTimeInterval(-daysAgo * 86_400)).memory
}
