import Foundation
import IntentKit
import Memory
import SpokenKit

/// Finds meetings by when, with whom and about what: "which meetings are on thursday", "meetings
/// with jordan this month", "look for meetings about hiring", "when did I last see priya".
public struct QueryMeetings: AppIntent {
    public static let title = "Find Meetings"
    public static let description = "Finds meetings in a span of time, with someone, or about something; with only a person, when you last met and next meet (the value: those two)."
    public static let changesData = false

    /// The most meetings named in an answer (the value has them all).
    static let shown = 5

    @Parameter(title: "When", description: "A span of time.", example: "this week")
    public var range: DateInterval?

    @Parameter(title: "Attendee", description: "Someone at the meetings.", example: "Priya")
    public var attendee: String?

    @Parameter(title: "About", description: "Words in the meetings' titles, agendas or notes.", example: "hiring")
    public var query: String?

    public static let requiredServices: [any Sendable.Type] = [MeetingStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MeetingStore.self)
        let calendar = context.calendar, now = context.now
        // "when did I last meet with Sam": the attendee is Sam, not "With Sam".
        let person = attendee.map(PersonName.spoken)?.nilIfEmpty
        let topic = query?.trimmingCharacters(in: .whitespacesAndNewlines).nilIfEmpty
        guard person != nil || topic != nil || range != nil else {
            throw IntentFailure("Say when, with whom or about what: “meetings this week”, “meetings with Priya”, “meetings about hiring”.")
        }
        // Only a person: when you last met, and when you meet next.
        if let person, range == nil, topic == nil {
            let (last, next, _) = try store.lastAndNext(with: person, around: now)
            let value = [last, next].compactMap { $0 }.map { MeetingEntity($0, calendar: calendar) }
            guard last != nil || next != nil else { return .result(dialog: "I found no meetings with \(MeetingWording.name(person)).", value: value) }
            var parts: [String] = []
            if let last { parts.append("You last met \(MeetingWording.name(person)) \(MeetingWording.when(last, now: now, calendar: calendar)) (\(last.title))") }
            if let next {
                parts.append(last == nil ? "You next meet \(MeetingWording.name(person)) \(MeetingWording.when(next, now: now, calendar: calendar)) (\(next.title))"
                             : "next \(MeetingWording.when(next, now: now, calendar: calendar)) (\(next.title))")
            }
            return .result(dialog: parts.joined(separator: "; ") + ".", value: value)
        }
        let found = try store.meetings(with: person, about: topic, from: range?.start, to: range?.end)
        let value = found.map { MeetingEntity($0, calendar: calendar) }
        var what = "meetings"
        if let person { what += " with \(MeetingWording.name(person))" }
        if let topic { what += " about \(topic)" }
        let span = range.map { " " + Saying.period($0, now: now, calendar: calendar) } ?? ""
        guard !found.isEmpty else { return .result(dialog: "I found no \(what)\(span).", value: value) }
        let sameDay = range.map { calendar.isDate($0.start, inSameDayAs: $0.end.addingTimeInterval(-1)) } ?? false
        let named = found.prefix(Self.shown).map { meeting in
            sameDay ? MeetingWording.line(meeting, calendar: calendar) : "\(MeetingWording.line(meeting, calendar: calendar, withTime: false)) \(MeetingWording.when(meeting, now: now, calendar: calendar))"
        }
        let counted = found.count == 1 ? "one " + what.replacingOccurrences(of: "meetings", with: "meeting") : "\(found.count) \(what)"
        let opening = "I found \(counted)\(span)"
        let more = found.count > Self.shown ? "; the first \(Self.shown)" : ""
        return .result(dialog: "\(opening)\(more): \(MeetingWording.list(named)).", value: value)
    }
}

extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
