import Foundation
import IntentKit
import SpokenKit

/// The action items from meetings: "which action items are still open", "what's due today",
/// "action items from this week", "what are the action items from the design review".
public struct ListActionItems: AppIntent {
    public static let title = "Action Items"
    public static let description = "The open action items (or, with done, all), from one meeting, from meetings in a span or due by a day; soonest due first."
    public static let changesData = false

    /// The most named in an answer (the value has them all).
    static let shown = 8

    @Parameter(title: "Meeting", description: "Only those from this meeting.", example: "the design review")
    public var meeting: MeetingEntity?

    @Parameter(title: "Meetings in", description: "Only those from meetings in this span.", dates: .past, example: "this week")
    public var range: DateInterval?

    @Parameter(title: "Due by", description: "Only those due by the end of this day.", example: "today")
    public var due: Date?

    @Parameter(title: "Done ones too", description: "Include those already done.", default: false,
               including: ["done", "finished", "completed", "complete", "closed", "ticked", "checked", "resolved"])
    public var includingDone: Bool

    public static let requiredServices: [any Sendable.Type] = [MeetingStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let calendar = context.calendar
        let dueBy = due.flatMap { calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: $0)) }
        let items = try context.service(MeetingStore.self).actionItems(of: meeting?.id, includingDone: includingDone, from: range?.start, to: range?.end, dueBy: dueBy)
        let which = includingDone ? "action items" : "open action items"
        var scope = ""
        if let due { scope += " due by " + TodaySchedule.dayName(calendar.startOfDay(for: due), now: context.now, calendar: calendar).replacingOccurrences(of: "on ", with: "") }
        if let range { scope += " from meetings " + Saying.period(range, now: context.now, calendar: calendar) }
        if let meeting { scope += " from \(meeting.title) " + MeetingWording.shortDay(meeting.start, calendar: calendar) }
        guard !items.isEmpty else { return .result(dialog: "You have no \(which)\(scope).", value: items) }
        let lines = items.prefix(Self.shown).map { item in
            ActionItemExtractor.line(ActionItemExtractor.Item(text: item.text, owner: item.owner, due: item.due, done: item.done), calendar: calendar)
        }
        let count = items.count == 1 ? "1 \(which.dropLast())" : "\(items.count) \(which)"
        let more = items.count > Self.shown ? " (the first \(Self.shown))" : ""
        return .result(dialog: "You have \(count)\(scope)\(more):\n" + lines.joined(separator: "\n"), value: items)
    }
}
