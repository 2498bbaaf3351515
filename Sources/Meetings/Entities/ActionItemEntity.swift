import Foundation
import IntentKit

/// An open action item as a parameter ("tick off the slides task", "mark send the deck as done"),
/// found by `ActionItemQuery` from words of what it says.
public struct ActionItemEntity: AppEntity, Encodable, Hashable {
    public var id: Int64
    public var text: String
    public var owner: String?
    /// The title of the meeting it came from, when it has one.
    public var meeting: String?

    public static let typeDisplayName = "Action item"
    public static let defaultQuery = ActionItemQuery()
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: text + (owner.map { " (\($0 == "me" ? "you" : $0))" } ?? ""))
    }

    init(_ item: ActionItem) { (id, text, owner, meeting) = (item.id, item.text, item.owner, item.meeting) }
}

/// Finds open action items by words of what they say (or who owns them): every word said,
/// leaving out words that only name the kind of thing ("the", "task", "item", "to-do"), must be
/// in the item. Several fitting items are offered to choose from (at most `maximumChoices`).
public struct ActionItemQuery: EntityQuery {
    public static let maximumChoices = 9

    /// Words that say what kind of thing is meant, not which one.
    static let ignored: Set<String> = ["the", "a", "an", "my", "our", "action", "item", "items", "task", "tasks", "todo", "to", "do",
                                       "one", "about", "thing", "that", "this", "for", "of"]

    public init() {}

    public func entities(for identifiers: [Int64], in context: IntentContext) async throws -> [ActionItemEntity] {
        let wanted = Set(identifiers)
        return try context.service(MeetingStore.self).actionItems(includingDone: true).filter { wanted.contains($0.id) }.map(ActionItemEntity.init)
    }

    /// The open action items due soonest.
    public func suggestedEntities(in context: IntentContext) async throws -> [ActionItemEntity] {
        try context.service(MeetingStore.self).actionItems().prefix(Self.maximumChoices).map(ActionItemEntity.init)
    }

    public func entities(matching text: String, in context: IntentContext) async throws -> [ActionItemEntity] {
        let words = Self.words(text)
        guard !words.isEmpty else { return [] }
        let matching = try context.service(MeetingStore.self).actionItems().filter { Self.fits($0, words) }
        // The item said in full wins over those that only hold its words.
        if let exact = matching.first(where: { Self.words($0.text) == words }) { return [ActionItemEntity(exact)] }
        return matching.prefix(Self.maximumChoices).map(ActionItemEntity.init)
    }

    /// The words that pick an item out: "the slides task" → ["slides"].
    static func words(_ said: String) -> [String] {
        TextSearch.words(said).filter { !ignored.contains($0) }
    }

    /// Whether every word is in the item's text or owner.
    static func fits(_ item: ActionItem, _ words: [String]) -> Bool {
        let text = (item.text + " " + (item.owner ?? "")).lowercased()
        return words.allSatisfy { text.contains($0) }
    }
}
