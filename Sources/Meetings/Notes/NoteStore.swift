import Foundation
import GRDB
import HarkStore

/// Notes in Hark's database.
public struct NoteStore: Sendable {
    let database: HarkDatabase

    public init(database: HarkDatabase) { self.database = database }

    /// Adds a typed note, in the change log ("undo" takes it back).
    public func add(title: String, body: String, category: ParaClassifier.Result, at now: Date) throws -> Note {
        let change = ChangeDescription(intent: "CreateNote", undo: "Removed the note “\(title)” you made {when}.", redo: "Made the note “\(title)” again.")
        let id = try database.write { db in
            try ChangeLog.record(in: db, change, at: now) { recorder in
                try recorder.insert(into: "note") {
                    try db.execute(sql: "INSERT INTO note (title, body, category, confidence, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)",
                                   arguments: [title, body, category.category.rawValue, category.confidence, StoredDate.text(now), StoredDate.text(now)])
                    return db.lastInsertedRowID
                }
            }
        }
        return Note(id: id, title: title, body: body, category: category.category, confidence: category.confidence, createdAt: now, updatedAt: now)
    }

    public enum Saved: Sendable, Equatable { case added, updated, unchanged }

    /// Saves a note read from the file at `source`: added the first time, updated when the file
    /// changed (and sorted again), left alone otherwise.
    public func save(title: String, body: String, source: String, category: ParaClassifier.Result, at now: Date) throws -> Saved {
        try database.write { db in
            if let row = try Row.fetchOne(db, sql: "SELECT id, title, body FROM note WHERE source = ?", arguments: [source]) {
                guard row["title"] != title || row["body"] != body else { return .unchanged }
                try db.execute(sql: "UPDATE note SET title = ?, body = ?, category = ?, confidence = ?, updatedAt = ? WHERE id = ?",
                               arguments: [title, body, category.category.rawValue, category.confidence, StoredDate.text(now), row["id"] as Int64])
                return .updated
            }
            try db.execute(sql: "INSERT INTO note (title, body, category, confidence, source, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)",
                           arguments: [title, body, category.category.rawValue, category.confidence, source, StoredDate.text(now), StoredDate.text(now)])
            return .added
        }
    }

    /// Notes holding every word of `query` (or words starting with them), best match first.
    public func search(_ query: String, limit: Int = 20) throws -> [Note] {
        let words = TextSearch.words(query).filter { $0.count > 1 }
        guard !words.isEmpty else { return [] }
        let match = TextSearch.match(words)
        return try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT note.* FROM note_text JOIN note ON note.id = note_text.rowid
                WHERE note_text MATCH ? ORDER BY bm25(note_text, 4.0, 1.0) LIMIT ?
                """, arguments: [match, limit]).map(Self.note)
        }
    }

    /// Notes whose title has every word of `title`, the closest (shortest) title first.
    public func notes(titled title: String) throws -> [Note] {
        let words = TextSearch.words(title).filter { !["the", "my", "a", "note"].contains($0) }
        guard !words.isEmpty else { return [] }
        let match = TextSearch.match(words, column: "title")
        return try database.read { db in
            try Row.fetchAll(db, sql: "SELECT note.* FROM note_text JOIN note ON note.id = note_text.rowid WHERE note_text MATCH ? ORDER BY length(note.title) LIMIT 20",
                             arguments: [match]).map(Self.note)
        }
    }

    /// The notes made in `span`, oldest first.
    public func notes(madeIn span: DateInterval) throws -> [Note] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM note WHERE createdAt >= ? AND createdAt < ? ORDER BY createdAt, id",
                             arguments: [StoredDate.text(span.start), StoredDate.text(span.end)]).map(Self.note)
        }
    }

    /// Every note, newest first.
    public func all(limit: Int = 10_000) throws -> [Note] {
        try database.read { db in try Row.fetchAll(db, sql: "SELECT * FROM note ORDER BY updatedAt DESC, id DESC LIMIT ?", arguments: [limit]).map(Self.note) }
    }

    static func note(_ row: Row) -> Note {
        Note(id: row["id"], title: row["title"], body: row["body"], category: ParaCategory(rawValue: row["category"] ?? "") ?? .resource,
             confidence: row["confidence"], createdAt: (row["createdAt"] as String?).flatMap(StoredDate.date) ?? .distantPast,
             updatedAt: (row["updatedAt"] as String?).flatMap(StoredDate.date) ?? .distantPast)
    }
}
