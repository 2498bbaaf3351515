import Foundation
import IntentKit
import SpokenKit

/// One note in full, found by what its title or text says: "pull up my note on the roadmap",
/// "read me the note about hiring". Several notes fitting the words are offered to choose from.
public struct ShowNote: AppIntent {
    public static let title = "Show Note"
    public static let description = "Shows one note in full, found by words from its title or text: its text, category, tags and meeting."
    public static let changesData = false

    @Parameter(title: "Note", description: "Words from its title or text.", requestValueDialog: "Which note?", example: "the roadmap")
    public var note: NoteEntity

    public static let requiredServices: [any Sendable.Type] = [NoteStore.self, MeetingStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        guard let found = try context.service(NoteStore.self).note(note.id) else { throw IntentFailure("That note is gone.") }
        var facts = [found.category.rawValue, "changed " + Saying.ago(found.updatedAt, now: context.now, calendar: context.calendar)]
        if !found.tags.isEmpty { facts.append(found.tags.map { "#" + $0 }.joined(separator: " ")) }
        if let meeting = try found.meetingId.flatMap({ try context.service(MeetingStore.self).meetings(ids: [$0]).first }) {
            facts.append("about " + meeting.title + " " + MeetingWording.shortDay(meeting.start, calendar: context.calendar))
        }
        let body = found.body.trimmingCharacters(in: .whitespacesAndNewlines)
        let text = body.isEmpty ? "(no text)" : body
        let spoken = body.isEmpty ? "“\(found.title)” has no text yet." : "\(found.title). \(body)"
        return .result(dialog: "\(found.title)\n\(text)\n" + facts.joined(separator: " · "), spoken: spoken, value: found)
    }
}
