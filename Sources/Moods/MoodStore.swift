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
        return try database.write { db in
            try ChangeLog.record(in: db, change, at: date) { recorder in
                let id = try recorder.insert(into: Mood.databaseTableName) {
                    try db.execute(sql: "INSERT INTO mood (title, emoji, createdAt) VALUES (?, ?, ?)",
                                   arguments: [title, emoji, StoredDate.text(date)])
                    return db.lastInsertedRowID
                }
                return Mood(id: id, title: title, emoji: emoji, createdAt: date)
            }
        }
    }

    /// Deletes `mood` (by its id); false when it was not there any more.
    public func delete(_ mood: Mood, at date: Date) throws -> Bool {
        guard let id = mood.id else { return false }
        let change = ChangeDescription(intent: "DeleteMood", undo: "Put back the mood “\(mood.title)” you deleted {when}.",
                                       redo: "Deleted the mood “\(mood.title)” again.")
        return try database.write { db in
            guard try Mood.fetchOne(db, key: id) != nil else { return false }
            try ChangeLog.record(in: db, change, at: date) { recorder in try recorder.delete(from: Mood.databaseTableName, rowID: id) }
            return true
        }
    }

    /// Renames `mood` (by its id) to `title` with `emoji`; returns it changed, or nil when it was
    /// not there any more.
    public func rename(_ mood: Mood, to title: String, emoji: String, at date: Date) throws -> Mood? {
        guard let id = mood.id else { return nil }
        let change = ChangeDescription(intent: "EditMood", undo: "Changed the mood “\(title)” back to “\(mood.title)”.",
                                       redo: "Changed the mood “\(mood.title)” to “\(title)” again.")
        return try database.write { db in
            guard try Mood.fetchOne(db, key: id) != nil else { return nil }
            try ChangeLog.record(in: db, change, at: date) { recorder in
                try recorder.update(Mood.databaseTableName, rowID: id) {
                    try db.execute(sql: "UPDATE mood SET title = ?, emoji = ? WHERE id = ?", arguments: [title, emoji, id])
                }
            }
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
