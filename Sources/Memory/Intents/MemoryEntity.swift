import Foundation

/// A memory as intents give it back and scripts read it (`--json`): id, a preview of its content,
/// type, tags, people, when it was made, how many memories it is linked to, and its decay score.
public struct MemoryEntity: Sendable, Encodable, Hashable {
    public var id: Int64
    public var preview: String
    public var type: String
    public var tags: [String]
    public var people: [String]
    public var created: Date
    public var connections: Int
    public var decay: Double

    init(_ memory: MemoryItem, connections: Int, decay: Double) {
        (id, preview, type, tags, people) = (memory.id, Self.preview(memory.content), memory.type.rawValue, memory.tags, memory.people)
        (created, self.connections, self.decay) = (memory.createdAt, connections, decay)
    }

    /// The first 100 characters, cut at a word.
    static func preview(_ content: String) -> String {
        guard content.count > 100 else { return content }
        let cut = content.prefix(100)
        let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return atWord + "…"
    }
}
