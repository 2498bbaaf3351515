import Foundation
import IntentKit
import SpokenKit

/// Sums up what the memories say about a topic: "summarize swift", "give me a summary of the api
/// redesign from this month", "tell me about kubernetes from my memories". The memories found
/// and their neighbourhood (two steps out) go to the summarizer service.
public struct SummarizeTopic: AppIntent {
    public static let title = "Summarize Topic"
    public static let description = "Sums up what your memories say about a topic: the central points, related tags and people, and how recent."
    /// Reading only: it notes which memories were recalled (their decay), which is no change to what you stored.
    public static let changesData = false
    /// At most this many memories are summed up (the most relevant), and this many related ones read.
    public static let maximumMemories = 50
    public static let maximumRelated = 100

    @Parameter(title: "Topic", description: "What to sum up.", requestValueDialog: "What should I summarize?", example: "swift")
    public var topic: String

    @Parameter(title: "Period", description: "Only memories made in this span of time (all of them when not said).", dates: .past)
    public var range: DateInterval?

    public static let requiredServices: [any Sendable.Type] = [MemoryStore.self, MemorySummarizer.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MemoryStore.self)
        let subject = topic.trimmingCharacters(in: .whitespacesAndNewlines)
        let hits = try store.search(MemorySearch(subject, limit: Self.maximumMemories, range: range), at: context.now)
        let span = range.map { " " + Saying.period($0, now: context.now, calendar: context.calendar) } ?? ""
        guard !hits.isEmpty else {
            return .result(dialog: "I couldn't find any memories about \(subject)\(span).", value: [MemoryEntity]())
        }
        let found = hits.map(\.memory)
        let reached = try store.neighbourhood(of: found.map(\.id), depth: 2).prefix(Self.maximumRelated)
        let related = try store.memories(reached.map(\.id))
        let material = SummaryMaterial(topic: subject + span, memories: found, related: related, now: context.now, calendar: context.calendar)
        let summary = try await context.service(MemorySummarizer.self).backend.summary(of: material)
        try store.recall(found.map(\.id), at: context.now)
        return .result(dialog: summary, value: try found.map { try MemoryEntity($0, in: store, at: context.now) })
    }
}
