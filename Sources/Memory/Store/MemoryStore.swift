import Foundation
import GRDB
import HarkStore
import IntentKit
import SpokenKit

/// Stores, links and finds memories, over Hark's database. Every value goes into SQL as a bound
/// parameter, the focus included.
public struct MemoryStore: Sendable {
    let database: HarkDatabase
    let embedder: any Embedder
    public let decay: Decay

    /// A new memory is linked to existing ones at least this alike (cosine of their vectors),
    /// at most `maximumLinks` of them, the most alike first.
    public static let linkThreshold: Float = 0.3
    public static let maximumLinks = 10
    /// How many of the full-text matches for a new memory's rarest words are compared with it.
    static let linkingCandidates = 50
    /// The longest memory, in characters.
    public static let maximumLength = 65_536

    public init(database: HarkDatabase, embedder: any Embedder = HashedEmbedder(), decay: Decay = Decay()) {
        self.database = database
        self.embedder = embedder
        self.decay = decay
    }

    /// What storing a memory did.
    public struct Stored: Sendable {
        public var memory: MemoryItem
        /// How many existing memories it was linked to.
        public var links: Int
    }

    /// Stores a memory with its vector, its tags (given, and written as #tags), the people it
    /// mentions, and links to the memories most like it; in one transaction, durable on return.
    /// The active focus, if any, is its context.
    public func store(_ content: String, type: MemoryType = .note, tags: [String] = [], source: MemorySource = .typed,
                      at now: Date) throws -> Stored {
        let text = content.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw IntentFailure("There's nothing to remember: say what to save, like “remember that the review moved to Thursday”.") }
        guard text.count <= Self.maximumLength else {
            throw IntentFailure("That's too long for one memory (\(text.count) characters; at most \(Self.maximumLength)).")
        }
        let vector = embedder.vector(for: text)
        let allTags = Hashtags.normalized(tags + Hashtags.tags(in: text))
        let preview = MemoryStore.preview(text)
        let change = ChangeDescription(intent: "StoreMemory", undo: "Forgot “\(preview)”, which you saved {when}.", redo: "Saved “\(preview)” again.")
        return try database.change(change, at: now) { db in
            let context = try Self.focus(db)
            let stamp = StoredDate.text(now)
            let linking = try Self.linkingTerms(for: text, in: db)
            let id = try insert(text, type: type.rawValue, created: stamp, accessed: stamp, recalls: 0, source: source.rawValue,
                                context: context, vector: vector, in: db)
            try Self.attach(tags: allTags, people: PeopleFinder.people(in: text, known: try Self.knownPeople(in: text, db)), to: id, in: db)
            let related = try similar(to: vector, terms: linking, excluding: id, candidates: Self.linkingCandidates, in: db)
                .filter { $0.similarity >= Self.linkThreshold }.prefix(Self.maximumLinks)
            for link in related {
                try db.execute(sql: "INSERT OR IGNORE INTO memory_link (fromId, toId, weight) VALUES (?, ?, ?)",
                               arguments: [min(id, link.id), max(id, link.id), Double(link.similarity)])
            }
            let memory = MemoryItem(id: id, content: text, type: type, tags: allTags, people: try Self.names(of: id, in: db),
                                    createdAt: now, accessedAt: now, recalls: 0, source: source, context: context)
            return Stored(memory: memory, links: related.count)
        }
    }

    /// The memory with `id`, or nil.
    public func memory(_ id: Int64) throws -> MemoryItem? {
        try database.read { db in try Self.memories([id], in: db).first }
    }

    /// The memories with these ids that exist, in that order.
    public func memories(_ ids: [Int64]) throws -> [MemoryItem] {
        try database.read { db in try Self.memories(ids, in: db) }
    }

    /// How many memories there are.
    public func count() throws -> Int {
        try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM memory") ?? 0 }
    }

    /// Marks memories as recalled at `now`: their decay starts again, and slower. Left undone on
    /// a database a newer Hark has changed, where reading still works and writing does not.
    public func recall(_ ids: [Int64], at now: Date) throws {
        guard !ids.isEmpty, database.writeRefusal == nil else { return }
        try database.write { db in
            for id in ids {
                try db.execute(sql: "UPDATE memory SET accessedAt = ?, recalls = recalls + 1 WHERE id = ?", arguments: [StoredDate.text(now), id])
            }
        }
    }

    // MARK: Focus

    /// The context queries are limited to ("work", "personal"), or nil for none.
    public func focus() throws -> String? {
        try database.read { db in try Self.focus(db) }
    }

    /// Sets the focus; nil ends it. A change "undo" takes back.
    public func setFocus(_ context: String?, at now: Date) throws {
        let previous = try focus()
        let undo = previous.map { "Focusing on \($0) again, as before." } ?? "Stopped focusing: searches look at all your memories again."
        let redo = context.map { "Focusing on \($0) again." } ?? "Stopped focusing again."
        try database.change(ChangeDescription(intent: "SetFocus", undo: undo, redo: redo), at: now) { db in
            if let context {
                try db.execute(sql: "INSERT INTO memory_setting (key, value) VALUES ('focus', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                               arguments: [context])
            } else {
                try db.execute(sql: "DELETE FROM memory_setting WHERE key = 'focus'")
            }
        }
    }

    /// A memory's first words, for saying what a change did.
    static func preview(_ content: String, length: Int = 60) -> String {
        let line = content.split(whereSeparator: \.isNewline).first.map(String.init) ?? content
        return line.count <= length ? line : String(line.prefix(length - 1)) + "…"
    }

    static func focus(_ db: Database) throws -> String? {
        try String.fetchOne(db, sql: "SELECT value FROM memory_setting WHERE key = 'focus'")
    }

    // MARK: Reading rows

    static func memories(_ ids: [Int64], in db: Database) throws -> [MemoryItem] {
        var result: [MemoryItem] = []
        for id in ids {
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM memory WHERE id = ?", arguments: [id]) else { continue }
            let tags = try String.fetchAll(db, sql: "SELECT t.name FROM tag t JOIN memory_tag mt ON mt.tagId = t.id WHERE mt.memoryId = ? ORDER BY t.name",
                                           arguments: [id])
            let created: String = row["createdAt"], accessed: String = row["accessedAt"]
            result.append(MemoryItem(
                id: id, content: row["content"], type: MemoryType(rawValue: row["type"]) ?? .note, tags: tags,
                people: try names(of: id, in: db), createdAt: StoredDate.date(created) ?? .distantPast,
                accessedAt: StoredDate.date(accessed) ?? .distantPast, recalls: row["recalls"],
                source: MemorySource(rawValue: row["source"]) ?? .typed, context: row["context"]))
        }
        return result
    }

    /// Adds a memory's row and its vector, and counts its words; its id.
    func insert(_ content: String, type: String, created: String, accessed: String, recalls: Int, source: String, context: String?,
                vector: [Float], in db: Database) throws -> Int64 {
        try db.execute(sql: "INSERT INTO memory (content, type, createdAt, accessedAt, recalls, source, context) VALUES (?, ?, ?, ?, ?, ?, ?)",
                       arguments: [content, type, created, accessed, recalls, source, context])
        let id = db.lastInsertedRowID
        try db.execute(sql: "INSERT INTO memory_vector (memoryId, embedder, vector) VALUES (?, ?, ?)",
                       arguments: [id, embedder.name, VectorBlob.data(vector)])
        try Self.countWords(of: content, in: db)
        return id
    }

    /// The known people whose names could be in `text`: those whose name is one of its words, or
    /// begins with one followed by a space or a hyphen ("Priya Patel", "Mary-Jane"), the word as
    /// written in lower case or capitalised; looked up in the index of names, not by reading every
    /// person. `PeopleFinder` then keeps those written as whole words.
    static func knownPeople(in text: String, _ db: Database) throws -> [String] {
        var starts: Set<String> = []
        for word in Tokenizer.words(text) where word.count >= 2 && word.first?.isLetter == true {
            starts.insert(word)
            starts.insert(word.prefix(1).uppercased() + word.dropFirst())
        }
        // Between the word and the word followed by "." (code point 46) stand the word itself and
        // the word followed by a space (32), an apostrophe (39) or a hyphen (45).
        let statement = try db.cachedStatement(sql: "SELECT name FROM person WHERE name >= ? AND name < ? || '.'")
        var names: Set<String> = []
        for start in starts { names.formUnion(try String.fetchAll(statement, arguments: [start, start])) }
        return names.sorted()
    }

    /// Gives memory `id` these tags and people, adding the ones not seen before.
    static func attach(tags: [String], people: [String], to id: Int64, in db: Database) throws {
        for tag in tags {
            try db.execute(sql: "INSERT INTO tag (name) VALUES (?) ON CONFLICT(name) DO NOTHING", arguments: [tag])
            try db.execute(sql: "INSERT OR IGNORE INTO memory_tag (memoryId, tagId) SELECT ?, id FROM tag WHERE name = ?", arguments: [id, tag])
        }
        for person in people {
            try db.execute(sql: "INSERT INTO person (name) VALUES (?) ON CONFLICT(name) DO NOTHING", arguments: [person])
            try db.execute(sql: "INSERT OR IGNORE INTO memory_person (memoryId, personId) SELECT ?, id FROM person WHERE name = ?",
                           arguments: [id, person])
        }
    }

    static func names(of id: Int64, in db: Database) throws -> [String] {
        try String.fetchAll(db, sql: "SELECT p.name FROM person p JOIN memory_person mp ON mp.personId = p.id WHERE mp.memoryId = ? ORDER BY p.name",
                            arguments: [id])
    }
}
