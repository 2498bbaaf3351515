import Foundation
import IntentKit

/// Looks through notes: "look in my notes for kubernetes".
public struct SearchNotes: AppIntent {
    public static let title = "Search Notes"
    public static let description = "Finds the notes holding every word said, best match first."
    public static let changesData = false

    @Parameter(title: "Words", description: "What to look for.", requestValueDialog: "What should I look for?", example: "kubernetes")
    public var query: String

    public static let requiredServices: [any Sendable.Type] = [NoteStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let found = try context.service(NoteStore.self).search(query)
        guard !found.isEmpty else { return .result(dialog: "No notes mention “\(query)”.", value: found) }
        let named = found.prefix(5).map { "\($0.title) (\($0.category.rawValue))" }
        let opening = found.count == 1 ? "1 note mentions “\(query)”" : "\(found.count) notes mention “\(query)”"
        return .result(dialog: "\(opening): \(MeetingWording.list(named)).", value: found)
    }
}
