import Foundation

/// What to look for in the memories, and among which.
public struct MemorySearch: Sendable {
    public var text: String
    public var limit: Int
    /// Only memories made in this span (half-open).
    public var range: DateInterval?
    public var type: MemoryType?
    public var tag: String?
    /// Which context's memories: those of the active focus (and those of none) by default.
    public var context: ContextChoice

    public enum ContextChoice: Sendable {
        /// The focus set with `hark focus` (every memory when none is set).
        case focus
        /// Every memory, whatever its context.
        case any
        /// This context's memories and those of none.
        case only(String)
    }

    public init(_ text: String, limit: Int = 5, range: DateInterval? = nil, type: MemoryType? = nil, tag: String? = nil,
                context: ContextChoice = .focus) {
        self.text = text
        self.limit = limit
        self.range = range
        self.type = type
        self.tag = tag
        self.context = context
    }
}

/// A memory found, with why: its fused rank score, its vector similarity to the query, the words
/// that matched (a snippet, matches in [brackets]) and its decay score.
public struct MemoryHit: Sendable {
    public var memory: MemoryItem
    public var score: Double
    public var similarity: Float
    public var snippet: String?
    public var decay: Double
}
