import Foundation
import IntentKit

/// A note as a parameter ("categorize the kitchen renovation note"), found by `NoteQuery`.
public struct NoteEntity: AppEntity, Encodable, Hashable {
    public var id: Int64
    public var title: String
    public var category: String

    public static let typeDisplayName = "Note"
    /// "the garden note" names the note "the garden".
    public static let kindWords: Set<String> = ["note"]
    public static let defaultQuery = NoteQuery()
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: title) }

    init(_ note: Note) { (id, title, category) = (note.id, note.title, note.category.rawValue) }
}

/// Finds notes by what is said of them: first by their titles (every word said, "kitchen
/// renovation", must begin a word of the title), else by their text (every word said begins a
/// word of the title or text, best match first). A title said exactly, or the only note found, is
/// taken; otherwise the closest are offered (at most `maximumChoices`).
public struct NoteQuery: EntityQuery {
    public static let maximumChoices = 5

    /// Words that join "the note" to what it is about: "the note about hiring", "on the roadmap".
    static let connectors: Set<String> = ["about", "on", "for", "of", "called", "titled", "named", "saying", "says", "that", "with"]

    public init() {}

    public func entities(for identifiers: [Int64], in context: IntentContext) async throws -> [NoteEntity] {
        try identifiers.compactMap { try context.service(NoteStore.self).note($0) }.map(NoteEntity.init)
    }

    /// The notes changed last.
    public func suggestedEntities(in context: IntentContext) async throws -> [NoteEntity] {
        try context.service(NoteStore.self).all(limit: Self.maximumChoices).map(NoteEntity.init)
    }

    public func entities(matching text: String, in context: IntentContext) async throws -> [NoteEntity] {
        let store = try context.service(NoteStore.self)
        let found = try store.notes(titled: text)
        let said = NoteStore.titleWords(text)
        if let exact = found.first(where: { NoteStore.titleWords($0.title) == said }) { return [NoteEntity(exact)] }
        if !found.isEmpty { return found.prefix(Self.maximumChoices).map(NoteEntity.init) }
        // Not in a title: "the note about hiring" may mean the note whose text is about it.
        let topic = said.filter { !Self.connectors.contains($0) }
        return try store.search(topic.joined(separator: " "), limit: Self.maximumChoices).map(NoteEntity.init)
    }
}
