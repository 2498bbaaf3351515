import Foundation
import GRDB

/// One logged mood: what the person called it, its emoji, and when.
public struct Mood: Codable, Sendable, Equatable, FetchableRecord, MutablePersistableRecord {
    public static let databaseTableName = "mood"

    public var id: Int64?
    public var title: String
    public var emoji: String
    public var createdAt: Date

    public init(id: Int64? = nil, title: String, emoji: String, createdAt: Date) {
        self.id = id
        self.title = title
        self.emoji = emoji
        self.createdAt = createdAt
    }

    public mutating func didInsert(_ inserted: InsertionSuccess) { id = inserted.rowID }
}
