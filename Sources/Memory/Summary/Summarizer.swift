import Foundation

/// Writes a summary of what the memories say about a topic. The built-in one picks sentences
/// (`ExtractiveSummarizer`); a language-model backend can stand in its place without any change
/// to the intents, which only see this protocol.
public protocol Summarizer: Sendable {
    func summary(of material: SummaryMaterial) async throws -> String
    /// At most `count` sentences that together say what `passages` say about `topic` (a
    /// meeting's outcomes and notes for its recap), none repeating another, in the order written.
    func keySentences(of passages: [Passage], about topic: String, count: Int) async throws -> [String]
}

/// A text to summarise, and when it was written.
public struct Passage: Sendable, Equatable {
    public var text: String
    public var written: Date

    public init(_ text: String, written: Date) { (self.text, self.written) = (text, written) }
}

/// What a summary is written from.
public struct SummaryMaterial: Sendable {
    /// What was asked about ("machine learning").
    public var topic: String
    /// The memories found for it, best first.
    public var memories: [MemoryItem]
    /// The memories reached from those through links, tags and people.
    public var related: [MemoryItem]
    public var now: Date
    public var calendar: Calendar

    public init(topic: String, memories: [MemoryItem], related: [MemoryItem], now: Date, calendar: Calendar) {
        (self.topic, self.memories, self.related, self.now, self.calendar) = (topic, memories, related, now, calendar)
    }
}

/// The summarizer the memory intents use, as a service.
public struct MemorySummarizer: Sendable {
    public let backend: any Summarizer

    public init(_ backend: any Summarizer) { self.backend = backend }
}
