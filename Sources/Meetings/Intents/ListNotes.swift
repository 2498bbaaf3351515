import Foundation
import IntentKit
import SpokenKit

/// Lists notes, the most recently changed first: "list my notes", "show my recent notes", "what
/// notes do I have".
public struct ListNotes: AppIntent {
    public static let title = "List Notes"
    public static let description = "Lists your notes, the most recently changed first, with their PARA category and when they were changed."
    public static let changesData = false

    @Parameter(title: "Limit", description: "How many at most.", default: 10, inclusiveRange: 1...100)
    public var limit: Int

    public static let requiredServices: [any Sendable.Type] = [NoteStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(NoteStore.self)
        let listed = try store.all(limit: limit)
        let total = try store.count()
        guard !listed.isEmpty else { return .result(dialog: "You have no notes yet. Say “new note called …” to make one.", value: listed) }
        let counted = total == 1 ? "1 note" : "\(total) notes"
        let opening = total > listed.count ? "The latest \(listed.count) of your \(counted):" : "Your \(counted):"
        let lines = listed.map { note in
            "- \(note.title) (\(note.category.rawValue), \(Saying.ago(note.updatedAt, now: context.now, calendar: context.calendar)))"
        }
        return .result(dialog: ([opening] + lines).joined(separator: "\n"), spoken: "You have \(counted). The latest is \(listed[0].title).", value: listed)
    }
}
