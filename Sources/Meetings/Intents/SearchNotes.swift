import Foundation
import IntentKit

/// Looks through notes: "look in my notes for kubernetes".
public struct SearchNotes: AppIntent {
    public static let title = "Search Notes"
    public static let description = "Finds the notes about what is said (by their words and their likeness to it), the likest first."
    public static let changesData = false

    @Parameter(title: "Words", description: "What to look for.", requestValueDialog: "What should I look for?", example: "kubernetes")
    public var query: String

    public static let requiredServices: [any Sendable.Type] = [NoteStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let found = try context.service(NoteStore.self).find(query)
        let value = found.map { NoteHit(note: $0.note, passage: $0.chunk.text, similarity: $0.chunk.similarity) }
        guard !found.isEmpty else { return .result(dialog: "No notes are about “\(query)”.", value: value) }
        let named = found.prefix(5).map { "\($0.note.title) (\($0.note.category.rawValue))" }
        let opening = found.count == 1 ? "1 note is about “\(query)”" : "\(found.count) notes are about “\(query)”"
        return .result(dialog: "\(opening): \(MeetingWording.list(named)).", value: value)
    }

    /// A note found, with the passage most like the search.
    struct NoteHit: Encodable {
        var note: Note
        var passage: String
        var similarity: Float
    }
}
