import Foundation
import GRDB
import HarkStore

/// Adds moods and reads them back, over Hark's database.
public struct MoodStore: Sendable {
    let database: HarkDatabase

    public init(database: HarkDatabase) { self.database = database }

    /// Stores a mood; returns it with its id once the write is durable.
    public func add(title: String, emoji: String, at date: Date) throws -> Mood {
        try database.write { db in
            try db.execute(sql: "INSERT INTO mood (title, emoji, createdAt) VALUES (?, ?, ?)",
                           arguments: [title, emoji, StoredDate.text(date)])
            return Mood(id: db.lastInsertedRowID, title: title, emoji: emoji, createdAt: date)
        }
    }

    /// Moods logged in `interval` (half-open), oldest first; every mood when `interval` is nil.
    public func moods(in interval: DateInterval?) throws -> [Mood] {
        try database.read { db in
            var request = Mood.order(Column("createdAt"), Column("id"))
            if let interval {
                request = request.filter(Column("createdAt") >= StoredDate.text(interval.start)
                                         && Column("createdAt") < StoredDate.text(interval.end))
            }
            return try request.fetchAll(db)
        }
    }
}
