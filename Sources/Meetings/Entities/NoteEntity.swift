import Foundation
import IntentKit

/// A note as a parameter ("categorize the kitchen renovation note"), found by `NoteQuery`.
public struct NoteEntity: AppEntity, Encodable, Hashable {
    public var id: Int64
    public var title: String
    public var category: String

    public static let typeDisplayName = "Note"
    public static let defaultQuery = NoteQuery()
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: title) }

    init(_ note: Note) { (id, title, category) = (note.id, note.title, note.category.rawValue) }
}

/// Finds notes by their titles: every word said ("kitchen renovation") must begin a word of the
/// title. A title said exactly, or the only one found, is taken; otherwise the shortest titles
/// are offered (at most `maximumChoices`).
public struct NoteQuery: EntityQuery {
    public static let maximumChoices = 5

    public init() {}

    public func entities(for identifiers: [Int64], in context: IntentContext) async throws -> [NoteEntity] {
        try identifiers.compactMap { try context.service(NoteStore.self).note($0) }.map(NoteEntity.init)
    }

    /// The notes changed last.
    public func suggestedEntities(in context: IntentContext) async throws -> [NoteEntity] {
        try context.service(NoteStore.self).all(limit: Self.maximumChoices).map(NoteEntity.init)
    }

    public func entities(matching text: String, in context: IntentContext) async throws -> [NoteEntity] {
        let found = try context.service(NoteStore.self).notes(titled: text)
        let said = NoteStore.titleWords(text)
        if let exact = found.first(where: { NoteStore.titleWords($0.title) == said }) { return [NoteEntity(exact)] }
        return found.prefix(Self.maximumChoices).map(NoteEntity.init)
    }
}
