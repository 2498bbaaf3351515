import Foundation
import IntentKit
import SpokenKit

/// Says where a note belongs in PARA, and why: "which category is the kitchen renovation note".
public struct CategorizeNote: AppIntent {
    public static let title = "Note Category"
    public static let description = "Says a note's PARA category (project, area, resource or archive) with how sure it is and why."
    public static let changesData = false

    @Parameter(title: "Note", description: "Words from its title.", requestValueDialog: "Which note?", example: "kitchen renovation")
    public var note: NoteEntity

    public static let requiredServices: [any Sendable.Type] = [NoteStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        guard let found = try context.service(NoteStore.self).note(note.id) else { throw IntentFailure("That note is gone.") }
        let result = ParaClassifier.categorize(title: found.title, body: found.body, context: SpokenContext(now: context.now, calendar: context.calendar))
        return .result(dialog: "“\(found.title)” is \(Self.wording(result)).", value: found)
    }

    /// "a project (it has a deadline)", "a resource, though that is a guess (…)".
    static func wording(_ result: ParaClassifier.Result) -> String {
        let article = result.category == .area || result.category == .archive ? "an" : "a"
        let kind = result.category == .archive ? "archive note" : result.category.rawValue
        let guess = result.confidence < ParaClassifier.Result.sure ? ", though that is a guess" : ""
        return "\(article) \(kind)\(guess): \(result.reason)"
    }
}
