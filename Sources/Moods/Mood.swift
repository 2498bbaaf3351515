import Foundation
import GRDB
import HarkStore
import IntentKit

/// One logged mood: what the person called it, its emoji, and when. Read as a GRDB record;
/// written by `MoodStore` with one bound INSERT.
public struct Mood: Codable, Sendable, Equatable, FetchableRecord, TableRecord {
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

    /// A title as kept: words separated by single spaces, in lower case.
    /// - Throws: `IntentFailure` when nothing is left or it is longer than `maximumLength`.
    static func label(_ title: String) throws -> String {
        let words = title.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !words.isEmpty else { throw IntentFailure("A mood needs a name, like “happy” or “tired”.") }
        guard words.count <= maximumLength else {
            throw IntentFailure("That mood is too long: keep it under \(maximumLength) characters.")
        }
        return words.lowercased()
    }

    /// Longest mood title accepted.
    public static let maximumLength = 100

    /// Reads a row of the `mood` table; a row that isn't a mood is a database error, not a crash.
    public init(row: Row) throws {
        guard let title: String = row["title"], let emoji: String = row["emoji"],
              let stored: String = row["createdAt"], let createdAt = StoredDate.date(stored) else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "a mood row is incomplete or its date unreadable: \(row)")
        }
        self.init(id: row["id"], title: title, emoji: emoji, createdAt: createdAt)
    }
}
