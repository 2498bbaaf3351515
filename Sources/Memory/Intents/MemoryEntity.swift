import Foundation
import IntentKit

/// A memory as intents give it back and scripts read it (`--json`): id, a preview of its content,
/// type, tags, people, when it was made, how many memories it is linked to, and its decay score.
/// As a parameter ("show connections for the offsite planning") it is found by `MemoryQuery`.
public struct MemoryEntity: AppEntity, Encodable, Hashable {
    public var id: Int64
    public var preview: String
    public var type: String
    public var tags: [String]
    public var people: [String]
    public var created: Date
    public var connections: Int
    public var decay: Double

    public static let typeDisplayName = "Memory"
    /// "the garden memory" names the memory "the garden".
    public static let kindWords: Set<String> = ["memory", "memories", "mem"]
    public static let defaultQuery = MemoryQuery()
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: preview) }

    init(_ memory: MemoryItem, connections: Int, decay: Double) {
        (id, preview, type, tags, people) = (memory.id, Self.preview(memory.content), memory.type.rawValue, memory.tags, memory.people)
        (created, self.connections, self.decay) = (memory.createdAt, connections, decay)
    }

    /// The entity for `memory` as it stands in `store` at `now`.
    init(_ memory: MemoryItem, in store: MemoryStore, at now: Date) throws {
        self.init(memory, connections: try store.linkCount(of: memory.id),
                  decay: store.decay.score(lastAccessed: memory.accessedAt, recalls: memory.recalls, now: now))
    }

    /// The first 100 characters, cut at a word.
    static func preview(_ content: String, length: Int = 100) -> String {
        guard content.count > length else { return content }
        let cut = content.prefix(length)
        let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return atWord + "…"
    }
}
