import Foundation
import GRDB

extension MemoryStore {
    /// At most this many of a new memory's words look for the memories to link it to: the rarest.
    static let linkingTerms = 8

    /// Memories sharing words with `text` (the full-text index, at most `candidates`), with the
    /// cosine of their vectors with `vector`, most alike first. Only these candidates' vectors are
    /// read: a search never loads every vector. With `rarest`, only the text's `linkingTerms`
    /// rarest words are looked for (as "more like this" searches do): common words say little
    /// about likeness and match much of the index, which is slow to rank.
    func similar(to vector: [Float], text: String, excluding: Int64? = nil, candidates: Int = 200, rarest: Bool = false,
                 in db: Database) throws -> [(id: Int64, similarity: Float)] {
        var terms = FullTextQuery.terms(for: text)
        if rarest, terms.count > Self.linkingTerms { terms = try Self.rarest(terms, limit: Self.linkingTerms, in: db) }
        guard let match = FullTextQuery.match(terms) else { return [] }
        let rows = try Row.fetchAll(db, sql: """
            SELECT v.memoryId, v.embedder, v.vector FROM memory_text
            JOIN memory_vector v ON v.memoryId = memory_text.rowid
            WHERE memory_text MATCH ? ORDER BY bm25(memory_text) LIMIT ?
            """, arguments: [match, candidates])
        var result: [(id: Int64, similarity: Float)] = []
        for row in rows {
            let id: Int64 = row["memoryId"]
            let name: String = row["embedder"]
            guard id != excluding, name == embedder.name, let data: Data = row["vector"],
                  let other = VectorBlob.vector(data, dimensions: embedder.dimensions) else { continue }
            result.append((id, HashedEmbedder.similarity(vector, other)))
        }
        return result.sorted { $0.similarity > $1.similarity }
    }

    /// The `limit` terms held by the fewest memories (a prefix counts the memories of every word it
    /// begins), read from the index's vocabulary; ties keep the text's order.
    static func rarest(_ terms: [FullTextQuery.Term], limit: Int, in db: Database) throws -> [FullTextQuery.Term] {
        var counted: [(term: FullTextQuery.Term, memories: Int, order: Int)] = []
        for (order, term) in terms.enumerated() {
            let key = term.letters.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            let memories: Int
            if term.isPrefix {
                memories = try Int.fetchOne(db, sql: "SELECT coalesce(sum(doc), 0) FROM memory_text_vocabulary WHERE term >= ? AND term < ?",
                                            arguments: [key, key + "\u{10FFFF}"]) ?? 0
            } else {
                memories = try Int.fetchOne(db, sql: "SELECT coalesce(sum(doc), 0) FROM memory_text_vocabulary WHERE term = ?", arguments: [key]) ?? 0
            }
            counted.append((term, memories, order))
        }
        return counted.sorted { $0.memories != $1.memories ? $0.memories < $1.memories : $0.order < $1.order }
            .prefix(limit).map(\.term)
    }
}
