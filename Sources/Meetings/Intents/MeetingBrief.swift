import Foundation
import IntentKit
import SpokenKit

/// Before meeting someone: "prepare me for my meeting with jordan", "brief me on priya". How
/// often and when you last met, when you meet next, the open action items between you, the topics
/// that keep coming up, and what to bring up.
public struct MeetingBrief: AppIntent {
    public static let title = "Meeting Brief"
    public static let description = "Before meeting someone: past meetings with them, the next one, open action items between you, recurring topics and what to bring up."
    public static let changesData = false

    @Parameter(title: "Person", description: "Who you are meeting.", requestValueDialog: "Who are you meeting?", example: "Priya")
    public var person: String

    public static let requiredServices: [any Sendable.Type] = [MeetingStore.self]

    public init() {}

    /// Words that say nothing about what a meeting was about.
    static let plain: Set<String> = ["meeting", "meetings", "call", "sync", "chat", "with", "and", "the", "for", "about", "on", "of", "a", "an", "to", "in",
                                     "weekly", "daily", "monthly", "1", "1:1", "one", "review", "catch", "up", "check", "in", "re", "part", "topic", "fw", "fwd"]

    struct Brief: Encodable {
        var person: String
        var meetings: Int
        var last: MeetingValue?
        var next: MeetingValue?
        var openActionItems: [ActionItem]
        var topics: [String]
    }

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MeetingStore.self)
        let name = MeetingWording.name(person.trimmingCharacters(in: .whitespacesAndNewlines))
        let calendar = context.calendar, now = context.now
        let all = try store.meetings(with: person)
        guard !all.isEmpty else { throw IntentFailure("I found no meetings with \(name) to brief you on.") }
        let past = all.filter { $0.start <= now }, next = all.first { $0.start > now }
        let first = name.split(separator: " ").first.map(String.init) ?? name
        // Open action items owned by them, or from meetings they were in.
        let ids = Set(all.map(\.id))
        let nameWords = Set(TextSearch.words(person))
        let open = try store.actionItems().filter { item in
            (item.meetingId.map(ids.contains) ?? false) || (item.owner.map { !Set(TextSearch.words($0)).isDisjoint(with: nameWords) } ?? false)
        }
        // Topics: the words that come back in the titles of meetings with them.
        var counts: [String: Int] = [:]
        for meeting in all {
            for word in Set(TextSearch.words(meeting.title)) where word.count > 2 && !Self.plain.contains(word) && !nameWords.contains(word) && Int(word) == nil {
                counts[word, default: 0] += 1
            }
        }
        let topics = counts.filter { $0.value >= 2 }.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3).map(\.key)

        var sentences: [String] = []
        if let last = past.last {
            let times = past.count == 1 ? "once" : past.count == 2 ? "twice" : "\(past.count) times"
            sentences.append("You've met \(first) \(times), last \(MeetingWording.when(last, now: now, calendar: calendar)) (\(last.title)).")
        } else {
            sentences.append("You haven't met \(first) yet.")
        }
        if let next { sentences.append("Next: \(MeetingWording.when(next, now: now, calendar: calendar)) (\(next.title)).") }
        if !open.isEmpty {
            let lines = open.prefix(3).map { item in
                ActionItemExtractor.line(ActionItemExtractor.Item(text: item.text, owner: item.owner, due: item.due, done: false), calendar: calendar)
                    .replacingOccurrences(of: "- [ ] ", with: "")
            }
            sentences.append("Open between you: \(MeetingWording.list(lines)).")
        }
        if !topics.isEmpty { sentences.append("Topics that keep coming up: \(MeetingWording.list(topics)).") }
        if let item = open.first {
            sentences.append("You might ask about “\(item.text)”.")
        } else if let topic = topics.first {
            sentences.append("You might pick up on \(topic).")
        }
        let value = Brief(person: name, meetings: past.count, last: past.last.map(MeetingValue.init), next: next.map(MeetingValue.init),
                          openActionItems: open, topics: Array(topics))
        return .result(dialog: sentences.joined(separator: " "), value: value)
    }
}
