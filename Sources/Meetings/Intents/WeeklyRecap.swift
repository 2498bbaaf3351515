import Foundation
import IntentKit
import SpokenKit

/// A week in review: "give me my weekly recap", "how was last week". Meetings held (and with whom
/// most), action items opened and ticked off, notes written.
public struct WeeklyRecap: AppIntent {
    public static let title = "Weekly Recap"
    public static let description = "A week in review (this week when not said): meetings held and with whom most, action items opened and done, notes written."
    public static let changesData = false

    @Parameter(title: "Week", description: "Which week (this week when not said).", dates: .past, example: "last week")
    public var week: DateInterval?

    public static let requiredServices: [any Sendable.Type] = [MeetingStore.self, NoteStore.self]

    public init() {}

    /// The value for scripts.
    struct Recap: Encodable {
        var meetings: Int
        var mostMetWith: String?
        var actionItemsOpened: Int
        var actionItemsDone: Int
        var notes: [String]
        /// The first outcome recorded for each meeting held that had one.
        var decisions: [String]
    }

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let calendar = context.calendar
        guard let span = week ?? calendar.dateInterval(of: .weekOfYear, for: context.now) else { throw IntentFailure("I couldn't work out that week.") }
        let store = try context.service(MeetingStore.self)
        let held = try store.meetings(from: span.start, to: min(span.end, context.now)).filter { !$0.allDay && $0.start >= span.start }
        var together: [String: Int] = [:]
        for meeting in held { for person in Set(meeting.attendees.map(\.name)) { together[person, default: 0] += 1 } }
        let most = together.max { ($0.value, $1.key) < ($1.value, $0.key) }
        let items = try store.actionItemCounts(in: span)
        let notes = try context.service(NoteStore.self).notes(madeIn: span)
        let named = Saying.period(span, now: context.now, calendar: calendar)
        var parts: [String] = []
        if held.isEmpty {
            parts.append("no meetings")
        } else {
            var meetings = MeetingWording.count(held.count)
            if let most, most.value > 1 { meetings += " (most with \(MeetingWording.firstName(most.key)): \(most.value))" }
            parts.append(meetings)
        }
        // Decisions: the first sentence of each held meeting's outcomes.
        let decisions = held.compactMap { meeting -> (title: String, first: String)? in
            guard let first = ActionItemExtractor.sentences(of: meeting.outcomes.replacingOccurrences(of: "\n", with: " ")).first else { return nil }
            return (meeting.title, first.trimmingCharacters(in: CharacterSet(charactersIn: ".!? ")))
        }
        if !decisions.isEmpty {
            let quoted = decisions.prefix(2).map { "“\($0.first)” (\($0.title))" }
            parts.append("decisions in \(decisions.count == 1 ? "1 meeting" : "\(decisions.count) meetings"): \(quoted.joined(separator: "; "))\(decisions.count > 2 ? " and more" : "")")
        }
        if items.opened + items.done > 0 {
            parts.append("\(items.opened) action item\(items.opened == 1 ? "" : "s") opened and \(items.done) done")
        }
        if !notes.isEmpty {
            let titles = notes.prefix(3).map(\.title)
            parts.append("\(notes.count) note\(notes.count == 1 ? "" : "s") written (\(MeetingWording.list(titles))\(notes.count > 3 ? " and more" : ""))")
        }
        let opening = named.prefix(1).uppercased() + named.dropFirst()
        let dialog = parts.count == 1 && held.isEmpty ? "\(opening) you had no meetings, action items or notes." : "\(opening): \(MeetingWording.list(parts))."
        return .result(dialog: dialog, value: Recap(meetings: held.count, mostMetWith: most?.key, actionItemsOpened: items.opened,
                                                    actionItemsDone: items.done, notes: notes.map(\.title), decisions: decisions.map { "\($0.first) (\($0.title))" }))
    }
}
