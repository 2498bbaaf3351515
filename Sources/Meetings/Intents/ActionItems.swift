import Foundation
import IntentKit
import SpokenKit

/// The action items from meetings: "which action items are still open", "what's due today",
/// "action items from this week".
public struct ListActionItems: AppIntent {
    public static let title = "Action Items"
    public static let description = "The open action items (or, with done, all), from meetings in a span or due by a day; soonest due first."
    public static let changesData = false

    /// The most named in an answer (the value has them all).
    static let shown = 8

    @Parameter(title: "Meetings in", description: "Only those from meetings in this span.", dates: .past, example: "this week")
    public var range: DateInterval?

    @Parameter(title: "Due by", description: "Only those due by the end of this day.", example: "today")
    public var due: Date?

    @Parameter(title: "Done ones too", description: "Include those already done.", default: false)
    public var includingDone: Bool

    public static let requiredServices: [any Sendable.Type] = [MeetingStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let calendar = context.calendar
        let dueBy = due.flatMap { calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: $0)) }
        let items = try context.service(MeetingStore.self).actionItems(includingDone: includingDone, from: range?.start, to: range?.end, dueBy: dueBy)
        let which = includingDone ? "action items" : "open action items"
        var scope = ""
        if let due { scope += " due by " + TodaySchedule.dayName(calendar.startOfDay(for: due), now: context.now, calendar: calendar).replacingOccurrences(of: "on ", with: "") }
        if let range { scope += " from meetings " + Saying.period(range, now: context.now, calendar: calendar) }
        guard !items.isEmpty else { return .result(dialog: "You have no \(which)\(scope).", value: items) }
        let lines = items.prefix(Self.shown).map { item in
            ActionItemExtractor.line(ActionItemExtractor.Item(text: item.text, owner: item.owner, due: item.due, done: item.done), calendar: calendar)
        }
        let count = items.count == 1 ? "1 \(which.dropLast())" : "\(items.count) \(which)"
        let more = items.count > Self.shown ? " (the first \(Self.shown))" : ""
        return .result(dialog: "You have \(count)\(scope)\(more):\n" + lines.joined(separator: "\n"), value: items)
    }
}

/// Ticks an action item off: "mark the budget action item done".
public struct CompleteActionItem: AppIntent {
    public static let title = "Complete Action Item"
    public static let description = "Marks the open action item whose words are said as done (“undo” opens it again)."

    @Parameter(title: "Action item", description: "Words from it.", requestValueDialog: "Which action item?", example: "the budget")
    public var item: String

    public static let requiredServices: [any Sendable.Type] = [MeetingStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MeetingStore.self)
        let ignored: Set<String> = ["the", "a", "an", "my", "action", "item", "task", "one", "about", "to"]
        let words = item.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init).filter { !ignored.contains($0) }
        guard !words.isEmpty else { throw IntentFailure("Which action item? Say a few of its words.") }
        let open = try store.actionItems()
        let matching = open.filter { candidate in
            let text = (candidate.text + " " + (candidate.owner ?? "")).lowercased()
            return words.allSatisfy { text.contains($0) }
        }
        var chosen: ActionItem
        switch matching.count {
        case 0: throw IntentFailure("I found no open action item about “\(item)”.")
        case 1: chosen = matching[0]
        default:
            let options = matching.prefix(9).map { $0.text + ($0.owner.map { " (\($0))" } ?? "") }
            guard let index = await context.asker.choose("Which one: \(options.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: ", "))?", from: Array(options)) else {
                throw IntentFailure("Several open action items are about “\(item)”: \(MeetingWording.list(Array(options.prefix(3)))). Say more of its words.")
            }
            chosen = matching[index]
        }
        try store.setDone(chosen, true, at: context.now)
        chosen.done = true
        return .result(dialog: "Marked “\(chosen.text)” done.", value: chosen)
    }
}
