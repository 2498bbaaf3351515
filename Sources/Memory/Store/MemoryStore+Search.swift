import Foundation
import GRDB
import HarkStore

extension MemoryStore {
    /// Below this cosine similarity a memory is found only when it is among the best full-text
    /// matches.
    public static let similarityFloor: Float = 0.2
    /// How many full-text matches count as found; how many are read as candidates for the vector
    /// ranking.
    static let fullTextDepth = 50
    static let candidateDepth = 200
    /// A search's rarest words are looked for while the memories holding them add up to at most
    /// this many; commoner words then only count through the vector ranking.
    static let searchMatches = 5_000

    /// Memories matching `search`, best first: the full-text ranking (BM25) and the vector ranking
    /// of the same candidates fused by reciprocal rank, ties broken by decay. The full text looks
    /// for the search's rarest words (`searchMatches`); a word no memory holds finds nothing. Only the memories
    /// returned are read whole (and get a snippet): ranking reads ids, recall and vectors.
    public func search(_ search: MemorySearch, at now: Date) throws -> [MemoryHit] {
        let terms = FullTextQuery.terms(for: search.text)
        guard !terms.isEmpty, search.limit > 0 else { return [] }
        let queryVector = embedder.vector(for: search.text)
        return try database.read { db in
            let looked = try Self.rarest(terms, matching: Self.searchMatches, in: db).map(\.term)
            guard let match = FullTextQuery.match(terms.filter(looked.contains)) else { return [] }
            let (scope, scopeArguments) = try Self.conditions(range: search.range, context: search.context, type: search.type,
                                                              tag: search.tag, prefix: "m.", in: db)
            var arguments: StatementArguments = [match]
            arguments += scopeArguments
            arguments += [Self.candidateDepth]
            let rows = try Row.fetchAll(db, sql: """
                SELECT m.id, m.accessedAt, m.recalls, v.embedder, v.vector
                FROM memory_text JOIN memory m ON m.id = memory_text.rowid
                LEFT JOIN memory_vector v ON v.memoryId = m.id
                WHERE memory_text MATCH ? AND \(scope)
                ORDER BY bm25(memory_text) LIMIT ?
                """, arguments: arguments)
            var similarity: [Int64: Float] = [:], decays: [Int64: Double] = [:]
            var fullText: [Int64] = []
            for row in rows {
                let id: Int64 = row["id"]
                if fullText.count < Self.fullTextDepth { fullText.append(id) }
                let accessed: String = row["accessedAt"]
                decays[id] = decay.score(lastAccessed: StoredDate.date(accessed) ?? now, recalls: row["recalls"], now: now)
                if let name: String = row["embedder"], name == embedder.name, let data: Data = row["vector"],
                   let vector = VectorBlob.vector(data, dimensions: embedder.dimensions) {
                    similarity[id] = HashedEmbedder.similarity(queryVector, vector)
                }
            }
            let byVector = similarity.filter { $0.value >= Self.similarityFloor }
                .sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
            let scores = RankFusion.fused([fullText, byVector])
            let ranked = scores.keys.sorted { a, b in
                if scores[a] != scores[b] { return scores[a, default: 0] > scores[b, default: 0] }
                if decays[a] != decays[b] { return decays[a, default: 0] > decays[b, default: 0] }
                return a > b
            }.prefix(search.limit)
            let memories = try Self.memories(Array(ranked), in: db)
            return memories.map { memory in
                MemoryHit(memory: memory, score: scores[memory.id, default: 0], similarity: similarity[memory.id, default: 0],
                          snippet: Snippet.make(memory.content, terms: terms), decay: decays[memory.id, default: 0])
            }
        }
    }
}
