import Foundation
import GRDB
import Memory

/// Writes chunks and their vectors: each distinct text once (`chunk_text`), each chunk a row
/// naming its meeting or note (`chunk`). Keep one for a whole batch: texts already seen in it are
/// not looked up or embedded again (a recurring meeting's occurrences share their texts).
struct ChunkIndex {
    enum Source {
        case meeting(Int64), note(Int64)
    }

    let embedder: any Embedder
    private var known: [String: Int64] = [:]
    /// Vectors already made for some texts (by `embedder`, on other cores): not made again.
    var vectors: [String: [Float]] = [:]
    /// The texts this index added to `chunk_text`, in order.
    private(set) var addedTexts: [Int64] = []

    init(embedder: any Embedder) { self.embedder = embedder }

    /// Makes `chunks` the chunks of `source`, in place of any it had (`isNew`: it has none).
    mutating func replace(_ source: Source, with chunks: [Chunk], isNew: Bool = false, in db: Database) throws {
        let (column, id): (String, Int64) = switch source {
        case .meeting(let id): ("meetingId", id)
        case .note(let id): ("noteId", id)
        }
        if !isNew { try db.cachedStatement(sql: "DELETE FROM chunk WHERE \(column) = ?").execute(arguments: [id]) }
        let insert = try db.cachedStatement(sql: "INSERT INTO chunk (\(column), kind, position, textId) VALUES (?, ?, ?, ?)")
        for (position, chunk) in chunks.enumerated() {
            try insert.execute(arguments: [id, chunk.kind.rawValue, position, try textID(chunk.text, in: db)])
        }
    }

    /// The row of `text` in `chunk_text`, added (with its vector) when new, its vector made again
    /// when it was made by another embedder.
    private mutating func textID(_ text: String, in db: Database) throws -> Int64 {
        if let id = known[text] { return id }
        let id = try existingOrAdded(text, in: db)
        known[text] = id
        return id
    }

    private mutating func existingOrAdded(_ text: String, in db: Database) throws -> Int64 {
        // With its vector made already (most texts of an import are new), a text is added in one
        // step, and looked up only when it is there already (nothing changed).
        if let vector = vectors[text], try insert(text, vector, in: db) { return added(db.lastInsertedRowID) }
        if let row = try Row.fetchOne(db.cachedStatement(sql: "SELECT id, embedder FROM chunk_text WHERE text = ?"), arguments: [text]) {
            let id: Int64 = row["id"]
            if row["embedder"] != embedder.name {
                try db.cachedStatement(sql: "UPDATE chunk_text SET embedder = ?, vector = ? WHERE id = ?")
                    .execute(arguments: [embedder.name, VectorBlob.data(vectors[text] ?? embedder.vector(for: text)), id])
            }
            return id
        }
        _ = try insert(text, embedder.vector(for: text), in: db)
        return added(db.lastInsertedRowID)
    }

    /// Adds `text` with its vector unless it is there already; whether it was added.
    private func insert(_ text: String, _ vector: [Float], in db: Database) throws -> Bool {
        try db.cachedStatement(sql: "INSERT INTO chunk_text (text, embedder, vector) VALUES (?, ?, ?) ON CONFLICT (text) DO NOTHING")
            .execute(arguments: [text, embedder.name, VectorBlob.data(vector)])
        return db.changesCount == 1
    }

    private mutating func added(_ id: Int64) -> Int64 {
        addedTexts.append(id)
        return id
    }

    /// Chunks the meetings and notes that have none: after the migration that brought chunks
    /// (every one), and a meeting or note brought back by "redo" (whose chunks went with it).
    /// With `onlyTyped`, meetings from calendar files are not looked at (they are never undone).
    mutating func indexMissing(onlyTyped: Bool, in db: Database) throws {
        let typed = onlyTyped ? "AND source <> 'ics'" : ""
        let meetingIDs = try Int64.fetchAll(db, sql: "SELECT id FROM meeting WHERE NOT EXISTS (SELECT 1 FROM chunk WHERE meetingId = meeting.id) \(typed)")
        for start in stride(from: 0, to: meetingIDs.count, by: 500) {
            let ids = Array(meetingIDs[start..<min(start + 500, meetingIDs.count)])
            for meeting in try MeetingStore.meetings(ids: ids, in: db) {
                try replace(.meeting(meeting.id), with: MeetingStore.chunks(of: meeting, in: db), isNew: true, in: db)
            }
        }
        for row in try Row.fetchAll(db, sql: "SELECT id, title, body FROM note WHERE NOT EXISTS (SELECT 1 FROM chunk WHERE noteId = note.id)") {
            try replace(.note(row["id"]), with: Chunker.chunks(ofNote: row["title"], body: row["body"]), isNew: true, in: db)
        }
    }
}
