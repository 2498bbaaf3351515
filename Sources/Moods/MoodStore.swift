import Foundation
import GRDB
import HarkStore

/// Adds moods and reads them back, over Hark's database.
public struct MoodStore: Sendable {
    let database: HarkDatabase

    public init(database: HarkDatabase) { self.database = database }

    /// Stores a mood; returns it with its id once the write is durable.
    public func add(title: String, emoji: String, at date: Date) throws -> Mood {
        try database.pool.write { db in
            var mood = Mood(title: title, emoji: emoji, createdAt: date)
            try mood.insert(db)
            return mood
        }
    }

    /// Moods logged in `interval` (half-open), oldest first; every mood when `interval` is nil.
    public func moods(in interval: DateInterval?) throws -> [Mood] {
        try database.pool.read { db in
            var request = Mood.order(Column("createdAt"), Column("id"))
            if let interval {
                request = request.filter(Column("createdAt") >= interval.start && Column("createdAt") < interval.end)
            }
            return try request.fetchAll(db)
        }
    }
}
