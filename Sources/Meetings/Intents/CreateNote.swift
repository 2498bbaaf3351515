import Foundation
import IntentKit
import SpokenKit

/// Makes a note, sorted into its PARA category as it is made: "new note called packing list".
public struct CreateNote: UndoableIntent {
    public static let title = "Create Note"
    public static let description = "Makes a note with a title and, if said, its text; it is sorted into a PARA category (project, area, resource, archive) at once."

    @Parameter(title: "Title", description: "What the note is called.", requestValueDialog: "What should the note be called?",
               cleaner: .title, verbatim: true, example: "packing list")
    public var title: String

    @Parameter(title: "Text", description: "What it says.", verbatim: true, example: "passport, charger, sunscreen")
    public var body: String?

    @Parameter(title: "Meeting", description: "The meeting it is about (else the one its title names, that day).", example: "the design review")
    public var meeting: MeetingEntity?

    public static let requiredServices: [any Sendable.Type] = [NoteStore.self, MeetingStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let name = MeetingWording.title(title)
        guard !name.isEmpty else { throw IntentFailure("What should the note be called?") }
        let text = body?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let category = ParaClassifier.categorize(title: name, body: text, context: SpokenContext(now: context.now, calendar: context.calendar))
        let note = try context.service(NoteStore.self).add(title: name, body: text, category: category, meeting: meeting?.id, calendar: context.calendar, at: context.now)
        var dialog = "Made the note “\(name)”, \(CategorizeNote.wording(category))."
        if let linked = note.meetingId, let about = try meeting?.title ?? context.service(MeetingStore.self).meetings(ids: [linked]).first?.title {
            dialog += " It's filed with \(about)."
        }
        return .result(dialog: dialog, value: note)
    }
}
