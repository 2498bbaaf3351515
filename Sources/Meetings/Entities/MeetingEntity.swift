import Foundation
import IntentKit
import SpokenKit

/// A meeting as a parameter ("recap the design review", "prepare me for my 1:1 with priya"),
/// found by `MeetingQuery`, and as the intents give meetings to scripts (`hark --json`):
/// `{id, title, start, end, allDay, location, attendees}`.
public struct MeetingEntity: AppEntity, Encodable, Hashable {
    public var id: Int64
    public var title: String
    public var start: Date
    public var end: Date
    public var allDay: Bool
    public var location: String
    public var attendees: [String]
    /// How it is shown when a choice is asked for: "Design review, Thu 19 Nov 11:00".
    var label: String

    public static let typeDisplayName = "Meeting"
    public static let defaultQuery = MeetingQuery()
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: label) }

    init(_ meeting: Meeting, calendar: Calendar) {
        (id, title, start, end, allDay) = (meeting.id, meeting.title, meeting.start, meeting.end, meeting.allDay)
        (location, attendees) = (meeting.location, meeting.attendees.map(\.name))
        let time = meeting.allDay ? "" : " " + Saying.clockTime(meeting.start, calendar: calendar)
        label = "\(meeting.title), \(MeetingWording.shortDay(meeting.start, calendar: calendar, year: true))\(time)"
    }

    private enum CodingKeys: String, CodingKey { case id, title, start, end, allDay, location, attendees }
}

/// Finds the meeting a person means by what they call it: words of its title ("the design
/// review"), who was at it ("my 1:1 with priya", "the call with jordan"), when ("yesterday's
/// standup", "the planning meeting last week"), and "last" or "next".
///
/// Meetings whose titles hold every title word said are grouped by title; the titles with the
/// fewest words beyond those said win (so "design review" means "Design review" before "Design
/// review prep"); said without title words, all the meetings found count as one title. Of a
/// title's meetings the one meant is: with "next", the next to start; with
/// "last", the last to have started; otherwise the one under way or the last to have started
/// today or before, else the next. When several titles match equally well, each is offered and
/// the person is asked which (at most `maximumChoices`).
public struct MeetingQuery: EntityQuery {
    public static let maximumChoices = 5

    public init() {}

    public func entities(for identifiers: [Int64], in context: IntentContext) async throws -> [MeetingEntity] {
        try context.service(MeetingStore.self).meetings(ids: identifiers).map { MeetingEntity($0, calendar: context.calendar) }
    }

    /// The meetings of today and the coming days.
    public func suggestedEntities(in context: IntentContext) async throws -> [MeetingEntity] {
        let today = context.calendar.startOfDay(for: context.now)
        return try context.service(MeetingStore.self).meetings(from: today, limit: Self.maximumChoices).map { MeetingEntity($0, calendar: context.calendar) }
    }

    public func entities(matching text: String, in context: IntentContext) async throws -> [MeetingEntity] {
        let reference = MeetingReference.read(text, context: SpokenContext(now: context.now, calendar: context.calendar))
        return try Self.meant(by: reference, in: context.service(MeetingStore.self), now: context.now, calendar: context.calendar)
            .map { MeetingEntity($0, calendar: context.calendar) }
    }

    static func meant(by reference: MeetingReference, in store: MeetingStore, now: Date, calendar: Calendar) throws -> [Meeting] {
        guard !reference.isEmpty else { return [] }
        let found = try store.meetings(titled: reference.titleWords, with: reference.person, from: reference.span?.start, to: reference.span?.end)
        // Titles holding "1:1" (which the full-text index cannot see as one word), and every
        // title word as a word beginning.
        let candidates = found.filter { meeting in
            let words = TitleWords.words(meeting.title)
            return reference.titleWords.allSatisfy { said in words.contains { $0.hasPrefix(said) } }
        }
        // Said without title words ("my meeting with jordan"), every meeting found is one series.
        let byTitle = Dictionary(grouping: candidates) { reference.titleWords.isEmpty ? "" : TitleWords.words($0.title).joined(separator: " ") }
        func extra(_ title: String) -> Int {
            let words = title.split(separator: " ").map(String.init)
            let unsaid = words.filter { word in
                !reference.titleWords.contains { word.hasPrefix($0) } && !MeetingReference.ignored.contains(word) && word != "with"
                    && !(reference.person.map { TextSearch.words($0).contains(word) } ?? false)
            }
            let kindsMissing = reference.kindWords.filter { kind in !words.contains { $0.hasPrefix(kind) } }.count
            return unsaid.count * 2 + kindsMissing
        }
        let ranked = byTitle.map { (title: $0.key, extra: extra($0.key), meetings: $0.value) }.sorted { ($0.extra, $0.title) < ($1.extra, $1.title) }
        guard let best = ranked.first?.extra else { return [] }
        let endOfToday = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now)) ?? now
        return ranked.filter { $0.extra == best }.prefix(maximumChoices).compactMap { group in
            let series = group.meetings.sorted { ($0.start, $0.id) < ($1.start, $1.id) }
            switch reference.which {
            case .next: return series.first { $0.start > now } ?? series.last
            case .last: return series.last { $0.start <= now } ?? series.first
            case nil:
                if let current = series.first(where: { $0.start <= now && now < $0.end }) { return current }
                return series.last { $0.start < endOfToday } ?? series.first
            }
        }
        .sorted { $0.start < $1.start }
    }
}
