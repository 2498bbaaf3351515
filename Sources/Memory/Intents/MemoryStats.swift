import Foundation
import IntentKit

/// How big the memory graph is: "how many memories do I have", "memory stats".
public struct MemoryStats: AppIntent {
    public static let title = "Memory Stats"
    public static let description = "Counts your memories (in all and today), their links, the people in them and the top tags."
    public static let changesData = false
    public static let requiredServices: [any Sendable.Type] = [MemoryStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MemoryStore.self)
        guard let today = context.calendar.dateInterval(of: .day, for: context.now) else {
            throw IntentFailure("I couldn't work out which day it is.")
        }
        let stats = try store.statistics(today: today)
        guard stats.memories > 0 else {
            return .result(dialog: "You have no memories yet. Say “remember that …” to save one.", value: stats)
        }
        func count(_ number: Int, _ one: String, _ many: String) -> String { "\(number) \(number == 1 ? one : many)" }
        var text = "You have \(count(stats.memories, "memory", "memories")) (\(stats.today) from today), "
            + "\(count(stats.links, "link", "links")) between them and \(count(stats.people, "person", "people")) mentioned."
        if !stats.topTags.isEmpty {
            text += " Top tags: " + stats.topTags.map { "#\($0.tag) (\($0.memories))" }.joined(separator: ", ") + "."
        }
        return .result(dialog: text, value: stats)
    }
}
