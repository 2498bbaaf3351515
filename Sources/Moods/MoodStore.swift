import Foundation
import GRDB
import HarkStore

/// Adds, changes, deletes and reads moods, over Hark's database. Every change is kept in the
/// change log in the same transaction, so that "undo" can take it back (`ChangeLog`).
public struct MoodStore: Sendable {
    let database: HarkDatabase

    public init(database: HarkDatabase) { self.database = database }

    /// Stores a mood; returns it with its id once the write is durable.
    public func add(title: String, emoji: String, at date: Date) throws -> Mood {
        let change = ChangeDescription(intent: "AddMood", undo: "Removed the mood “\(title)” you added {when}.",
                                       redo: "Added the mood “\(title)” back.")
        return try database.change(change, at: date) { db in
            try db.execute(sql: "INSERT INTO mood (title, emoji, createdAt) VALUES (?, ?, ?)", arguments: [title, emoji, StoredDate.text(date)])
            return Mood(id: db.lastInsertedRowID, title: title, emoji: emoji, createdAt: date)
        }
    }

    /// Deletes `mood` (by its id); false when it was not there any more.
    public func delete(_ mood: Mood, at date: Date) throws -> Bool {
        guard let id = mood.id else { return false }
        let change = ChangeDescription(intent: "DeleteMood", undo: "Put back the mood “\(mood.title)” you deleted {when}.",
                                       redo: "Deleted the mood “\(mood.title)” again.")
        return try database.change(change, at: date) { db in
            try db.execute(sql: "DELETE FROM mood WHERE id = ?", arguments: [id])
            return db.changesCount > 0
        }
    }

    /// Renames `mood` (by its id) to `title` with `emoji`; returns it changed, or nil when it was
    /// not there any more.
    public func rename(_ mood: Mood, to title: String, emoji: String, at date: Date) throws -> Mood? {
        guard let id = mood.id else { return nil }
        let change = ChangeDescription(intent: "EditMood", undo: "Changed the mood “\(title)” back to “\(mood.title)”.",
                                       redo: "Changed the mood “\(mood.title)” to “\(title)” again.")
        return try database.change(change, at: date) { db in
            try db.execute(sql: "UPDATE mood SET title = ?, emoji = ? WHERE id = ?", arguments: [title, emoji, id])
            guard db.changesCount > 0 else { return nil }
            var renamed = mood
            renamed.title = title
            renamed.emoji = emoji
            return renamed
        }
    }

    /// The mood logged last, if any.
    public func latest() throws -> Mood? {
        try database.read { db in try Mood.order(Column("createdAt").desc, Column("id").desc).fetchOne(db) }
    }

    /// Moods logged in `interval` (half-open), oldest first; every mood when `interval` is nil.
    /// With `title`, only the moods called that (ignoring case).
    public func moods(in interval: DateInterval?, titled title: String? = nil) throws -> [Mood] {
        try database.read { db in
            var request = Mood.order(Column("createdAt"), Column("id"))
            if let interval {
                request = request.filter(Column("createdAt") >= StoredDate.text(interval.start)
                                         && Column("createdAt") < StoredDate.text(interval.end))
            }
            if let title {
                request = request.filter(Column("title").collating(.nocase) == title)
            }
            return try request.fetchAll(db)
        }
    }
}
