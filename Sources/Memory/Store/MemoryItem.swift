import Foundation

/// One memory: what was said, its kind, when, where from, its tags and the people it mentions.
public struct MemoryItem: Sendable, Hashable {
    public var id: Int64
    public var content: String
    public var type: MemoryType
    public var tags: [String]
    public var people: [String]
    public var createdAt: Date
    public var accessedAt: Date
    /// How many times it was recalled (found by a search and shown).
    public var recalls: Int
    public var source: MemorySource
    /// "work", "personal" or another context; nil for a memory of no particular context.
    public var context: String?
}

/// Where a memory came from.
public enum MemorySource: String, Sendable, Hashable, CaseIterable {
    case typed, shortcut, `import`, schedule
}
