import Foundation
import IntentKit
import Memory

/// Someone from the memory graph's people (meeting attendees and people named in memories) as a
/// parameter: "brief me on priya", "what's my history with jordan". Found by `PersonQuery`.
public struct PersonEntity: AppEntity, Encodable, Hashable {
    public var id: Int64
    public var name: String
    /// How many meetings they were at.
    public var meetings: Int

    public static let typeDisplayName = "Person"
    public static let defaultQuery = PersonQuery()
    public var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: name) }

    public init(id: Int64, name: String, meetings: Int) { (self.id, self.name, self.meetings) = (id, name, meetings) }
}

/// Finds people by name: every word said must begin a word of the name ("jordan", "priya r"),
/// leaving out the words that lead to a name ("with sam", "and priya", "@will"). A name said in
/// full picks that person alone; otherwise everyone whose name fits is offered (the
/// ones met most first, at most `maximumChoices`) and the person asking chooses.
public struct PersonQuery: EntityQuery {
    public static let maximumChoices = 5

    public init() {}

    public func entities(for identifiers: [Int64], in context: IntentContext) async throws -> [PersonEntity] {
        try context.service(MeetingStore.self).people(ids: identifiers)
    }

    /// The people met most.
    public func suggestedEntities(in context: IntentContext) async throws -> [PersonEntity] {
        try context.service(MeetingStore.self).people(named: nil, limit: Self.maximumChoices)
    }

    public func entities(matching text: String, in context: IntentContext) async throws -> [PersonEntity] {
        let ignored: Set<String> = ["my", "the", "mr", "mrs", "ms", "dr"]
        let said = PersonName.spoken(words: TextSearch.words(text)).filter { !ignored.contains($0) }
        guard !said.isEmpty else { return [] }
        let found = try context.service(MeetingStore.self).people(named: said, limit: 50)
        if let whole = found.first(where: { TextSearch.words($0.name) == said }) { return [whole] }
        return Array(found.prefix(Self.maximumChoices))
    }
}
