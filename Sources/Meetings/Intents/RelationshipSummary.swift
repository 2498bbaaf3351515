import Foundation
import IntentKit
import Memory
import SpokenKit

/// Your history with someone, across meetings, notes and memories: "what's my history with
/// jordan", "how often do I meet priya". When you first and last met, how often, what about, what
/// is open between you, and what your notes and memories say of them.
public struct RelationshipSummary: AppIntent {
    public static let title = "Relationship Summary"
    public static let description = "Sums up your history with a person: meetings (how many, how often, first and last, topics), open action items, and the notes and memories that name them."
    public static let changesData = false

    @Parameter(title: "Person", description: "Who.", requestValueDialog: "Who?", example: "Jordan")
    public var person: PersonEntity

    public static let requiredServices: [any Sendable.Type] = [MeetingStore.self, NoteStore.self, MemoryStore.self]

    public init() {}

    struct Summary: Encodable {
        var person: String
        var meetings: Int
        var first: MeetingEntity?
        var last: MeetingEntity?
        var next: MeetingEntity?
        var topics: [String]
        var openActionItems: [ActionItem]
        var notes: [String]
        var memories: Int
    }

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MeetingStore.self)
        let calendar = context.calendar, now = context.now
        let first = MeetingWording.firstName(person.name)
        let all = try store.meetings(withPerson: person.id)
        let past = all.filter { $0.start <= now }, next = all.first { $0.start > now }
        let nameWords = Set(TextSearch.words(person.name))
        let open = try store.actionItems().filter { item in item.owner.map { !Set(TextSearch.words($0)).isDisjoint(with: nameWords) } ?? false }
        let topics = MeetingTopics.recurring(in: all, leavingOut: nameWords)
        let notes = try context.service(NoteStore.self).search(person.name, limit: 5)
        let memories = try context.service(MemoryStore.self).memories(naming: person.id, limit: 1)

        var sentences: [String] = []
        if let earliest = past.first, let latest = past.last {
            var met = "You've met \(first) " + MeetingWording.times(past.count)
            if past.count > 2, let weeks = calendar.dateComponents([.day], from: earliest.start, to: latest.start).day.map({ Double($0) / 7 / Double(past.count - 1) }) {
                met += Self.often(weeks)
            }
            if past.count > 1 { met += ", first \(MeetingWording.when(earliest, now: now, calendar: calendar))" }
            met += past.count > 1 ? " and last \(MeetingWording.when(latest, now: now, calendar: calendar))" : ", \(MeetingWording.when(latest, now: now, calendar: calendar))"
            sentences.append(met + ".")
        } else {
            sentences.append("You haven't met \(first) yet.")
        }
        if let next { sentences.append("Next: \(MeetingWording.when(next, now: now, calendar: calendar)) (\(next.title)).") }
        if !topics.isEmpty { sentences.append("You mostly meet about \(MeetingWording.list(topics)).") }
        if !open.isEmpty {
            sentences.append("\(first) has \(open.count == 1 ? "an open action item" : "\(open.count) open action items"): \(MeetingWording.list(open.prefix(2).map { MeetingWording.actionItem($0, calendar: calendar) })).")
        }
        var written: [String] = []
        if !notes.isEmpty { written.append(notes.count == 1 ? "1 note (\(notes[0].title))" : "\(notes.count) notes") }
        if memories.count > 0 { written.append(memories.count == 1 ? "1 memory" : "\(memories.count) memories") }
        if !written.isEmpty {
            var line = "\(first) comes up in \(MeetingWording.list(written))"
            if let latest = memories.newest.first { line += "; the latest: “\(Self.preview(latest.content))”" }
            sentences.append(line + ".")
        }
        let value = Summary(person: person.name, meetings: past.count, first: past.first.map { MeetingEntity($0, calendar: calendar) }, last: past.last.map { MeetingEntity($0, calendar: calendar) },
                            next: next.map { MeetingEntity($0, calendar: calendar) }, topics: topics, openActionItems: open, notes: notes.map(\.title), memories: memories.count)
        return .result(dialog: sentences.joined(separator: " "), value: value)
    }

    /// ", about every week", ", about every 3 weeks", ", about every month": the mean gap.
    static func often(_ weeks: Double) -> String {
        switch weeks {
        case ..<0.5: ", several times a week"
        case ..<1.5: ", about every week"
        case ..<3.5: ", about every \(Int(weeks.rounded())) weeks"
        case ..<6.5: ", about every month"
        default: ", every \(max(2, Int((weeks / 4.35).rounded()))) months or so"
        }
    }

    /// The first 80 characters, cut at a word.
    static func preview(_ text: String) -> String {
        guard text.count > 80 else { return text }
        let cut = text.prefix(80)
        return (cut.lastIndex(of: " ").map { String(cut[..<$0]) } ?? String(cut)) + "…"
    }
}
