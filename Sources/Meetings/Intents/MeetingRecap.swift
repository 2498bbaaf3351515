import Foundation
import IntentKit
import Memory

/// What came out of a meeting, in two or three sentences: "recap the design review", "what did
/// we decide in my 1:1 with priya". The sentences are picked by the `Summarizer` from its
/// outcomes and notes (and kept until the meeting changes); the action items it left open follow.
public struct MeetingRecap: AppIntent {
    public static let title = "Meeting Recap"
    public static let description = "Sums up a meeting's outcomes and decisions in two or three sentences, with the action items it left open."
    public static let changesData = false
    /// How many of the outcomes' and notes' sentences a recap quotes.
    static let quoted = 2

    @Parameter(title: "Meeting", description: "The meeting, by its title, who was there or when.", requestValueDialog: "Which meeting?",
               example: "the design review")
    public var meeting: MeetingEntity

    public static let requiredServices: [any Sendable.Type] = [MeetingStore.self, MemorySummarizer.self]

    public init() {}

    struct Recap: Encodable {
        var meeting: MeetingEntity
        var summary: String?
        var openActionItems: [ActionItem]
    }

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MeetingStore.self)
        guard let found = try store.meetings(ids: [meeting.id]).first else { throw IntentFailure("That meeting is gone.") }
        let source = try store.recapSource(of: found)
        let calendar = context.calendar, now = context.now
        let what = MeetingWording.line(found, calendar: calendar, withTime: false) + " " + MeetingWording.when(found, now: now, calendar: calendar)
        var summary = source.cached
        if summary == nil {
            var passages = [found.outcomes, found.notes].filter { !$0.isEmpty }.map { Passage($0, written: found.start) }
            passages += source.notes.map { Passage($0.text, written: $0.written) }
            if !passages.isEmpty {
                let sentences = try await context.service(MemorySummarizer.self).backend.keySentences(of: passages, about: found.title, count: Self.quoted)
                summary = sentences.map(Self.ended).joined(separator: " ").nilIfEmpty
                if let summary { try store.keepSummary(summary, of: found.id, at: now) }
            }
        }
        let open = try store.actionItems(of: found.id)
        var sentences: [String] = []
        if let summary {
            sentences.append("\(what): \(summary)")
        } else {
            var nothing = "Nothing was recorded about how \(what) went"
            if let agenda = found.purpose.split(whereSeparator: \.isNewline).first.map(String.init)?.trimmingCharacters(in: .whitespaces), !agenda.isEmpty {
                nothing += "; its agenda was “\(agenda)”"
            }
            sentences.append(nothing + ".")
        }
        if !open.isEmpty {
            let items = open.prefix(3).map { MeetingWording.actionItem($0, calendar: calendar) }
            let more = open.count > 3 ? " and \(open.count - 3) more" : ""
            sentences.append("Still open: \(MeetingWording.list(items))\(more).")
        }
        return .result(dialog: sentences.joined(separator: " "), value: Recap(meeting: meeting, summary: summary, openActionItems: open))
    }

    /// A sentence with its full stop.
    static func ended(_ sentence: String) -> String {
        sentence.last.map { ".!?…".contains($0) } == true ? sentence : sentence + "."
    }
}
