import Foundation
import GRDB
import HarkStore
import Memory

/// A meeting or note found by a search, with its chunk that is most like what was searched for.
public struct ChunkHit: Sendable, Equatable {
    public enum Source: Sendable, Hashable { case meeting(Int64), note(Int64) }

    public var source: Source
    public var kind: Chunk.Kind
    public var text: String
    /// The chunk's likeness to the search (cosine similarity), at least `ChunkSearch.similarityFloor`.
    public var similarity: Float
}

/// Searches chunks, as the planner notes describe: the full-text index (Porter stems: "hiring"
/// finds "hire") gives candidate texts for the search's words (`candidateIDs`), and each is kept
/// when its vector is at least `similarityFloor` like the search's. A chunk's likeness is the
/// higher of its own and that of its likest sentence, so that a long paragraph holding the words
/// is not lost to its length. Each meeting or note is given once, by its best chunk, best first.
enum ChunkSearch {
    /// The planner notes' floor: a chunk less like the search than this is noise.
    static let similarityFloor: Float = 0.3
    static let candidates = 500

    static func search(_ query: String, in scope: Scope, embedder: any Embedder, limit: Int, in db: Database) throws -> [ChunkHit] {
        let words = HashedEmbedder.contentWords(query)
        guard !words.isEmpty, limit > 0 else { return [] }
        let quoted = Set(words).sorted().map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        let queryVector = embedder.vector(for: query)
        var liked: [Int64: (text: String, similarity: Float)] = [:]
        let rows = try Row.fetchAll(db, sql: "SELECT id, text, embedder, vector FROM chunk_text WHERE id IN (SELECT value FROM json_each(?))",
                                    arguments: ["[" + (try candidateIDs(quoted, in: db)).map(String.init).joined(separator: ",") + "]"])
        for row in rows {
            let text: String = row["text"]
            var similarity: Float = 0
            if row["embedder"] == embedder.name, let data: Data = row["vector"], let vector = VectorBlob.vector(data, dimensions: embedder.dimensions) {
                similarity = HashedEmbedder.similarity(queryVector, vector)
            }
            if similarity < similarityFloor {
                for sentence in ActionItemExtractor.sentences(of: text.replacingOccurrences(of: "\n", with: " ")) where sentence.count < text.count {
                    similarity = max(similarity, HashedEmbedder.similarity(queryVector, embedder.vector(for: sentence)))
                }
            }
            if similarity >= similarityFloor { liked[row["id"]] = (text, similarity) }
        }
        guard !liked.isEmpty else { return [] }
        let ids = Array(liked.keys)
        var best: [ChunkHit.Source: ChunkHit] = [:]
        let marks = ids.map { _ in "?" }.joined(separator: ",")
        for row in try Row.fetchAll(db, sql: "SELECT textId, meetingId, noteId, kind FROM chunk WHERE textId IN (\(marks)) AND \(scope.condition)",
                                    arguments: StatementArguments(ids)) {
            guard let found = liked[row["textId"]], let kind = Chunk.Kind(rawValue: row["kind"] ?? "") else { continue }
            let meetingId: Int64? = row["meetingId"], noteId: Int64? = row["noteId"]
            guard let source = meetingId.map(ChunkHit.Source.meeting) ?? noteId.map(ChunkHit.Source.note) else { continue }
            if let known = best[source], known.similarity >= found.similarity { continue }
            best[source] = ChunkHit(source: source, kind: kind, text: found.text, similarity: found.similarity)
        }
        return best.values.sorted { a, b in
            a.similarity != b.similarity ? a.similarity > b.similarity : "\(a.source)" < "\(b.source)"
        }.prefix(limit).map { $0 }
    }

    /// The texts holding every word (by stem), unranked when there are at most `candidates`;
    /// else the `candidates` the index ranks best among them; and when no text holds them all,
    /// the `candidates` it ranks best among those holding any. (Ranking thousands of matches is
    /// what costs; most searches have few texts holding all their words.)
    static func candidateIDs(_ quoted: [String], in db: Database) throws -> [Int64] {
        let all = quoted.joined(separator: " AND ")
        let holdingAll = try Int64.fetchAll(db, sql: "SELECT rowid FROM chunk_search WHERE chunk_search MATCH ? LIMIT ?", arguments: [all, candidates + 1])
        if !holdingAll.isEmpty && holdingAll.count <= candidates { return holdingAll }
        let match = holdingAll.isEmpty ? quoted.joined(separator: " OR ") : all
        return try Int64.fetchAll(db, sql: "SELECT rowid FROM chunk_search WHERE chunk_search MATCH ? ORDER BY rank LIMIT ?", arguments: [match, candidates])
    }

    enum Scope {
        case meetings, notes
        var condition: String { self == .meetings ? "meetingId IS NOT NULL" : "noteId IS NOT NULL" }
    }

    /// Chunks what a search would miss: meetings and notes brought back by "redo" (see
    /// `ChunkIndex.indexMissing`). Looks first, and writes only when there is something to do.
    static func catchUp(_ database: HarkDatabase, embedder: any Embedder) throws {
        let missing = try database.read { db in
            try Bool.fetchOne(db, sql: """
                SELECT EXISTS (SELECT 1 FROM meeting WHERE source <> 'ics' AND NOT EXISTS (SELECT 1 FROM chunk WHERE meetingId = meeting.id))
                    OR EXISTS (SELECT 1 FROM note WHERE NOT EXISTS (SELECT 1 FROM chunk WHERE noteId = note.id))
                """) ?? false
        }
        guard missing else { return }
        try database.write { db in
            var index = ChunkIndex(embedder: embedder)
            try index.indexMissing(onlyTyped: true, in: db)
        }
    }
}
