import Foundation
import IntentKit
import SpokenKit

/// Before a meeting: "prepare me for my meeting with jordan", "brief me on priya", "brief me for
/// the design review". For a person: how often and when you last met, when you meet next, the
/// open action items between you, the topics that keep coming up, and what to bring up. For a
/// meeting: the same over its earlier occurrences (meetings of the same title) and its attendees.
public struct MeetingBrief: AppIntent {
    public static let title = "Meeting Brief"
    public static let description = "Before a meeting or meeting someone: past meetings, the next one, open action items, recurring topics and what to bring up."
    public static let changesData = false

    @Parameter(title: "Person", description: "Who you are meeting.", example: "Priya")
    public var person: PersonEntity?

    @Parameter(title: "Meeting", description: "The meeting, by its title, who is in it or when.", example: "the design review")
    public var meeting: MeetingEntity?

    public static let requiredServices: [any Sendable.Type] = [MeetingStore.self]

    public init() {}

    struct Brief: Encodable {
        var person: String?
        var meeting: MeetingEntity?
        var meetings: Int
        var last: MeetingEntity?
        var next: MeetingEntity?
        var openActionItems: [ActionItem]
        var topics: [String]
    }

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MeetingStore.self)
        let calendar = context.calendar, now = context.now
        let all: [Meeting], names: [String], subject: String
        if let meeting {
            all = try store.meetings(titled: TitleWords.words(meeting.title), with: nil, from: nil, to: nil)
                .filter { $0.title.caseInsensitiveCompare(meeting.title) == .orderedSame }
            names = meeting.attendees
            subject = meeting.title
        } else if let person {
            all = try store.meetings(withPerson: person.id)
            names = [person.name]
            subject = MeetingWording.firstName(person.name)
        } else {
            throw IntentFailure("Who are you meeting, or which meeting is it?")
        }
        guard !all.isEmpty else { throw IntentFailure("I found no meetings with \(subject) to brief you on.") }
        let upcoming = meeting.flatMap { chosen in all.first { $0.id == chosen.id && $0.start > now } }
        let past = all.filter { $0.start <= now }, next = upcoming ?? all.first { $0.start > now }
        let ids = Set(all.map(\.id))
        let nameWords = Set(names.flatMap(TextSearch.words))
        // Open action items from these meetings, or owned by the people in them.
        let open = try store.actionItems().filter { item in
            (item.meetingId.map(ids.contains) ?? false) || (item.owner.map { !Set(TextSearch.words($0)).isDisjoint(with: nameWords) } ?? false)
        }
        let topics = MeetingTopics.recurring(in: all, leavingOut: nameWords.union(meeting.map { TitleWords.words($0.title) } ?? []))

        var sentences: [String] = []
        let times = MeetingWording.times(past.count)
        if let last = past.last {
            if meeting != nil {
                sentences.append("\(subject) has met \(times), last \(MeetingWording.when(last, now: now, calendar: calendar)).")
            } else {
                sentences.append("You've met \(subject) \(times), last \(MeetingWording.when(last, now: now, calendar: calendar)) (\(last.title)).")
            }
        } else {
            sentences.append(meeting != nil ? "\(subject) hasn't met yet." : "You haven't met \(subject) yet.")
        }
        if let next {
            sentences.append("Next: \(MeetingWording.when(next, now: now, calendar: calendar))" + (meeting == nil ? " (\(next.title))." : "."))
        }
        if !open.isEmpty {
            sentences.append("Open \(meeting == nil ? "between you" : "from it"): \(MeetingWording.list(open.prefix(3).map { MeetingWording.actionItem($0, calendar: calendar) })).")
        }
        if !topics.isEmpty { sentences.append("Topics that keep coming up: \(MeetingWording.list(topics)).") }
        if let item = open.first {
            sentences.append("You might ask about “\(item.text)”.")
        } else if let topic = topics.first {
            sentences.append("You might pick up on \(topic).")
        }
        let value = Brief(person: person?.name, meeting: meeting, meetings: past.count, last: past.last.map { MeetingEntity($0, calendar: calendar) }, next: next.map { MeetingEntity($0, calendar: calendar) },
                          openActionItems: open, topics: topics)
        return .result(dialog: sentences.joined(separator: " "), value: value)
    }
}
