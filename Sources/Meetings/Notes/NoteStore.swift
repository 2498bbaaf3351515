import Foundation
import GRDB
import HarkStore
import Memory
import SpokenKit

/// Notes in Hark's database. A note is linked to the meeting it is about (`NoteLink`), its
/// action items are kept (with that meeting when it has one), and it is chunked for search.
public struct NoteStore: Sendable {
    let database: HarkDatabase
    let embedder: any Embedder

    public init(database: HarkDatabase, embedder: any Embedder = HashedEmbedder()) { (self.database, self.embedder) = (database, embedder) }

    /// Adds a typed note, in the change log ("undo" takes it back, with its action items), linked
    /// to `meeting` when given, else to the meeting its title names (`NoteLink`).
    public func add(title: String, body: String, category: ParaClassifier.Result, meeting: Int64? = nil, calendar: Calendar, at now: Date) throws -> Note {
        let change = ChangeDescription(intent: "CreateNote", undo: "Removed the note “\(title)” you made {when}.", redo: "Made the note “\(title)” again.")
        return try database.change(change, at: now) { db in
            let linked = try meeting ?? NoteLink.meeting(forTitle: title, writtenAt: now, calendar: calendar, in: db)?.id
            let start = try linked.flatMap { try Row.fetchOne(db, sql: "SELECT start FROM meeting WHERE id = ?", arguments: [$0]) }
                .flatMap { ($0["start"] as String?).flatMap(StoredDate.date) } ?? now
            let items = ActionItemExtractor.items(in: body, context: SpokenContext(now: start, calendar: calendar))
            let tags = Self.tags(title: title, body: body)
            try db.execute(sql: "INSERT INTO note (title, body, category, confidence, meetingId, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)",
                           arguments: [title, body, category.category.rawValue, category.confidence, linked, StoredDate.text(now), StoredDate.text(now)])
            let id = db.lastInsertedRowID
            for tag in tags {
                try db.execute(sql: "INSERT INTO note_tag (noteId, tag) VALUES (?, ?)", arguments: [id, tag])
            }
            for item in items {
                try db.execute(sql: "INSERT INTO action_item (meetingId, noteId, origin, text, owner, due, done, createdAt) VALUES (?, ?, 'note', ?, ?, ?, ?, ?)",
                               arguments: [linked, id, item.text, item.owner, item.due.map(StoredDate.text), item.done, StoredDate.text(now)])
            }
            // Chunks are not in the change log: "undo" takes them with the note, and after
            // "redo" a search chunks it again (`ChunkIndex.indexMissing`).
            var index = ChunkIndex(embedder: embedder)
            try index.replace(.note(id), with: Chunker.chunks(ofNote: title, body: body), in: db)
            return Note(id: id, title: title, body: body, category: category.category, confidence: category.confidence, meetingId: linked,
                        tags: tags, createdAt: now, updatedAt: now)
        }
    }

    public enum Saved: Sendable, Equatable { case added, updated, unchanged }

    /// A note read from a file, to be saved by `save(files:…)`.
    public struct FileNote: Sendable {
        public var title: String, body: String
        /// The file's path: a note is known again by it.
        public var source: String
        public var category: ParaClassifier.Result
        /// When the file was last changed: it links the note to a meeting that day.
        public var written: Date

        public init(title: String, body: String, source: String, category: ParaClassifier.Result, written: Date) {
            (self.title, self.body, self.source, self.category, self.written) = (title, body, source, category, written)
        }
    }

    /// How many notes an import added, updated and left as they were.
    public struct SavedCount: Sendable, Equatable {
        public var added = 0, updated = 0, unchanged = 0
    }

    /// Saves notes read from files, as one change ("undo" takes the whole import back): each is
    /// added the first time, updated when its file changed (and sorted, linked and chunked
    /// again), left alone otherwise. `progress` hears how many are saved.
    public func save(files: [FileNote], from folder: String, calendar: Calendar, at now: Date,
                     progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> SavedCount {
        // What each new or changed note's text alone gives is worked out on every core, ahead of
        // the writing, which takes each as soon as it is ready.
        let same = try unchanged(files.map { ($0.source, $0.title, $0.body) })
        let changed = files.indices.filter { !same.contains(files[$0].source) }
        let embedder = self.embedder
        let ahead = WorkAhead(changed.map { files[$0] }) { Prepared($0, embedder: embedder, calendar: calendar) }
        defer { ahead.stop() }
        let position = Dictionary(uniqueKeysWithValues: changed.enumerated().map { ($1, $0) })
        return try database.change(at: now, described: { (count: SavedCount) in
            ChangeDescription(intent: "ImportNotes", undo: "Took back the notes import from \(folder) {when}: \(Self.counted(count)).",
                              redo: "Imported the notes from \(folder) again: \(Self.counted(count)).")
        }) { db in
            try FullTextBatch.run(in: db) { batch in
                var count = SavedCount()
                for (done, file) in files.enumerated() {
                    if done % 50 == 0 { progress(done, files.count) }
                    switch try save(file, prepared: position[done].flatMap(ahead.take), calendar: calendar, at: now, in: db, batch: &batch) {
                    case .added: count.added += 1
                    case .updated: count.updated += 1
                    case .unchanged: count.unchanged += 1
                    }
                }
                progress(files.count, files.count)
                return count
            }
        }
    }

    /// The sources among `notes` whose note says just this title and body: a file import leaves them as they are.
    func unchanged(_ notes: [(source: String, title: String, body: String)]) throws -> Set<String> {
        try database.read { db in
            let statement = try db.cachedStatement(sql: "SELECT title, body FROM note WHERE source = ?")
            return Set(try notes.filter { note in
                try Row.fetchOne(statement, arguments: [note.source]).map { $0["title"] == note.title && $0["body"] == note.body } ?? false
            }.map(\.source))
        }
    }

    static func counted(_ count: SavedCount) -> String {
        ImportCount.described(added: count.added, updated: count.updated, one: "note", many: "notes")
    }

    /// What a note read from a file gives from its text alone (and the day its file was written):
    /// its chunks, their vectors and its action items.
    struct Prepared: Sendable {
        var chunks: [Chunk]
        var vectors: [String: [Float]]
        var items: [ActionItemExtractor.Item]
        var tags: [String]

        init(_ file: FileNote, embedder: any Embedder, calendar: Calendar) {
            tags = NoteStore.tags(title: file.title, body: file.body)
            chunks = Chunker.chunks(ofNote: file.title, body: file.body)
            vectors = Dictionary(chunks.map { ($0.text, embedder.vector(for: $0.text)) }, uniquingKeysWith: { first, _ in first })
            items = ActionItemExtractor.items(in: file.body, context: SpokenContext(now: file.written, calendar: calendar))
        }
    }

    private func save(_ file: FileNote, prepared: Prepared?, calendar: Calendar, at now: Date, in db: Database, batch: inout FullTextBatch) throws -> Saved {
        let (title, body, source, category, written) = (file.title, file.body, file.source, file.category, file.written)
        let id: Int64, saved: Saved
        let existing = try Row.fetchOne(db.cachedStatement(sql: "SELECT id, title, body, meetingId FROM note WHERE source = ?"), arguments: [source])
        if let row = existing, row["title"] == title, row["body"] == body { return .unchanged }
        let linked = try NoteLink.meeting(forTitle: title, writtenAt: written, calendar: calendar, in: db)
        if let row = existing {
            id = row["id"]
            try db.cachedStatement(sql: "UPDATE note SET title = ?, body = ?, category = ?, confidence = ?, meetingId = ?, updatedAt = ? WHERE id = ?")
                .execute(arguments: [title, body, category.category.rawValue, category.confidence, linked?.id, StoredDate.text(now), id])
            saved = .updated
        } else {
            try db.cachedStatement(sql: "INSERT INTO note (title, body, category, confidence, meetingId, source, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
                .execute(arguments: [title, body, category.category.rawValue, category.confidence, linked?.id, source, StoredDate.text(written), StoredDate.text(now)])
            id = db.lastInsertedRowID
            batch.notes.append(id)
            saved = .added
        }
        try Self.setTags(prepared?.tags ?? Self.tags(title: title, body: body), of: id, in: db)
        try db.cachedStatement(sql: "UPDATE action_item SET meetingId = ? WHERE noteId = ?").execute(arguments: [linked?.id, id])
        // Action items are dated from the meeting's start when the note is about one.
        let items = linked == nil ? prepared?.items : nil
        try MeetingStore.setActionItems(items ?? ActionItemExtractor.items(in: body, context: SpokenContext(now: linked?.start ?? written, calendar: calendar)),
                                        of: linked?.id, noteId: id, origin: .note, at: now, in: db)
        // A new index for each note: a text another note left is removed with its last chunk.
        var index = ChunkIndex(embedder: embedder)
        index.vectors = prepared?.vectors ?? [:]
        try index.replace(.note(id), with: prepared?.chunks ?? Chunker.chunks(ofNote: title, body: body), in: db)
        batch.texts += index.addedTexts
        return saved
    }

    /// Notes about `query`, the likest first, each with its likest chunk (`ChunkSearch`).
    public func find(_ query: String, limit: Int = 20) throws -> [(note: Note, chunk: ChunkHit)] {
        try ChunkSearch.catchUp(database, embedder: embedder)
        return try database.read { db in
            try ChunkSearch.search(query, in: .notes, embedder: embedder, limit: limit, in: db).compactMap { hit in
                guard case .note(let id) = hit.source, let row = try Row.fetchOne(db, sql: "SELECT \(Self.columns) FROM note WHERE id = ?", arguments: [id]) else { return nil }
                return (Self.note(row), hit)
            }
        }
    }

    /// Notes holding every word of `query` (or words starting with them), best match first.
    public func search(_ query: String, limit: Int = 20) throws -> [Note] {
        let words = TextSearch.words(query).filter { $0.count > 1 }
        guard !words.isEmpty else { return [] }
        let match = TextSearch.match(words)
        return try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT \(Self.columns) FROM note_text JOIN note ON note.id = note_text.rowid
                WHERE note_text MATCH ? ORDER BY bm25(note_text, 4.0, 1.0) LIMIT ?
                """, arguments: [match, limit]).map(Self.note)
        }
    }

    /// The note with this id.
    public func note(_ id: Int64) throws -> Note? {
        try database.read { db in try Row.fetchOne(db, sql: "SELECT \(Self.columns) FROM note WHERE id = ?", arguments: [id]).map(Self.note) }
    }

    /// A title's words, as notes are named by them: without "the", "my", "a" and "note".
    static func titleWords(_ title: String) -> [String] {
        TextSearch.words(title).filter { !["the", "my", "a", "an", "note", "notes"].contains($0) }
    }

    /// Notes whose title has every word of `title`, the closest (shortest) title first.
    public func notes(titled title: String) throws -> [Note] {
        let words = Self.titleWords(title)
        guard !words.isEmpty else { return [] }
        let match = TextSearch.match(words, column: "title")
        return try database.read { db in
            try Row.fetchAll(db, sql: "SELECT \(Self.columns) FROM note_text JOIN note ON note.id = note_text.rowid WHERE note_text MATCH ? ORDER BY length(note.title) LIMIT 20",
                             arguments: [match]).map(Self.note)
        }
    }

    /// The notes made in `span`, oldest first.
    public func notes(madeIn span: DateInterval) throws -> [Note] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT \(Self.columns) FROM note WHERE createdAt >= ? AND createdAt < ? ORDER BY createdAt, id",
                             arguments: [StoredDate.text(span.start), StoredDate.text(span.end)]).map(Self.note)
        }
    }

    /// How many notes there are.
    public func count() throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM note") ?? 0 }
    }

    /// Every note, newest first.
    public func all(limit: Int = 10_000) throws -> [Note] {
        try database.read { db in try Row.fetchAll(db, sql: "SELECT \(Self.columns) FROM note ORDER BY updatedAt DESC, id DESC LIMIT ?", arguments: [limit]).map(Self.note) }
    }

    /// A note's columns, with its tags (space-separated, as `tags`).
    static let columns = "note.*, (SELECT group_concat(tag, ' ') FROM note_tag t WHERE t.noteId = note.id) AS tags"

    /// The tags written in a note: `#kitchen`, `#q1-planning` (`Hashtags`, as in memories).
    static func tags(title: String, body: String) -> [String] { Hashtags.tags(in: title + "\n" + body) }

    /// Makes `tags` the note's tags.
    static func setTags(_ tags: [String], of id: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM note_tag WHERE noteId = ?").execute(arguments: [id])
        for tag in tags { try db.cachedStatement(sql: "INSERT INTO note_tag (noteId, tag) VALUES (?, ?)").execute(arguments: [id, tag]) }
    }

    static func note(_ row: Row) -> Note {
        Note(id: row["id"], title: row["title"], body: row["body"], category: ParaCategory(rawValue: row["category"] ?? "") ?? .resource,
             confidence: row["confidence"], meetingId: row["meetingId"],
             tags: (row["tags"] as String?).map { $0.split(separator: " ").map(String.init) } ?? [], createdAt: (row["createdAt"] as String?).flatMap(StoredDate.date) ?? .distantPast,
             updatedAt: (row["updatedAt"] as String?).flatMap(StoredDate.date) ?? .distantPast)
    }
}
