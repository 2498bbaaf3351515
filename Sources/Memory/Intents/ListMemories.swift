import Foundation
import IntentKit
import SpokenKit

/// Lists memories, newest first: "list my memories", "show my ideas", "show memories tagged
/// work", "show my notes from last week".
public struct ListMemories: AppIntent {
    public static let title = "List Memories"
    public static let description = "Lists your memories, newest first, of a type, with a tag or from a span of time."
    public static let changesData = false

    @Parameter(title: "Period", description: "Only memories made in this span of time.", dates: .past)
    public var range: DateInterval?

    @Parameter(title: "Type", description: "Only memories of this kind.")
    public var type: MemoryType?

    @Parameter(title: "Tag", description: "Only memories with this tag.", example: "work")
    public var tag: String?

    @Parameter(title: "Limit", description: "How many at most.", default: 20, inclusiveRange: 1...500)
    public var limit: Int

    public static let requiredServices: [any Sendable.Type] = [MemoryStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MemoryStore.self)
        let tag = self.tag.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "# ")) }.flatMap { $0.isEmpty ? nil : $0 }
        let listed = try store.latest(limit, in: range, type: type, tag: tag)
        let total = try store.count(in: range, type: type, tag: tag)
        let (one, many) = type.map { ($0.rawValue, $0 == .learning ? "learnings" : $0.rawValue + "s") } ?? ("memory", "memories")
        var qualifier = tag.map { " tagged #\($0)" } ?? ""
        if let range { qualifier += " " + Saying.period(range, now: context.now, calendar: context.calendar) }
        guard !listed.isEmpty else { return .result(dialog: "You have no \(many)\(qualifier).", value: [MemoryEntity]()) }
        let count = "\(total) \(total == 1 ? one : many)\(qualifier)"
        var lines = [total > listed.count ? "The latest \(listed.count) of your \(count):" : "Your \(count):"]
        lines += listed.map { MemoryLine.line($0, timeOnly: false, now: context.now, calendar: context.calendar) }
        return .result(dialog: lines.joined(separator: "\n"), spoken: "You have \(count).",
                       value: try listed.map { try MemoryEntity($0, in: store, at: context.now) })
    }
}
