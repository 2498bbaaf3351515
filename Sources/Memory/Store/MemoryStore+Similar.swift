import Foundation
import GRDB

extension MemoryStore {
    /// At most this many of a new memory's terms look for the memories to link it to: the rarest.
    static let linkingWords = 8
    /// The rarest terms are taken while the memories holding them add up to at most this many
    /// (the rarest word is always taken): ranking reads every memory the words match.
    static let linkingMatches = 2_000

    /// The terms a new memory's links are looked for by: its full-text terms (stop words left
    /// out, longer words by their first letters, as searches look), the rarest first, at most
    /// `linkingWords`, while the memories holding them add up to at most `linkingMatches`. Read
    /// before the memory is counted.
    static func linkingTerms(for text: String, in db: Database) throws -> [(term: FullTextQuery.Term, memories: Int)] {
        try rarest(FullTextQuery.terms(for: text), matching: linkingMatches, limit: linkingWords, in: db)
    }

    /// Of `terms`, those other memories hold, the rarest first (ties in the given order), taken
    /// while the memories holding them add up to at most `matching` (the rarest is always taken),
    /// at most `limit`; each with how many memories hold it. As in "common terms" queries, common
    /// words are left out when rarer ones say what is looked for: they match much of the index,
    /// which is slow to rank, and tell little.
    static func rarest(_ terms: [FullTextQuery.Term], matching: Int, limit: Int = .max,
                       in db: Database) throws -> [(term: FullTextQuery.Term, memories: Int)] {
        var counted: [(term: FullTextQuery.Term, memories: Int, order: Int)] = []
        for (order, term) in terms.enumerated() {
            let memories = try Self.memories(holding: term, in: db)
            if memories > 0 { counted.append((term, memories, order)) }
        }
        var chosen: [(term: FullTextQuery.Term, memories: Int)] = []
        var matches = 0
        for (term, memories, _) in counted.sorted(by: { ($0.memories, $0.order) < ($1.memories, $1.order) }) {
            guard chosen.isEmpty || matches + memories <= matching else { break }
            chosen.append((term, memories))
            matches += memories
            if chosen.count == limit { break }
        }
        return chosen
    }

    /// The memories most like a new one, among those holding any of its linking `terms`: each
    /// memory the full-text index finds for a term scores the term's rarity (its inverse document
    /// frequency, from the word counts), the best `candidates` (the newest first among equals)
    /// have their vectors compared with `vector`. Most alike first. Only the candidates' vectors
    /// are read: a search never loads every vector.
    func similar(to vector: [Float], terms: [(term: FullTextQuery.Term, memories: Int)], excluding: Int64? = nil, candidates: Int,
                 in db: Database) throws -> [(id: Int64, similarity: Float)] {
        guard !terms.isEmpty else { return [] }
        let total = Double(try Int64.fetchOne(db, sql: "SELECT max(id) FROM memory") ?? 1)
        let matching = try db.cachedStatement(sql: "SELECT rowid FROM memory_text WHERE memory_text MATCH ?")
        var scores: [Int64: Double] = [:]
        for (term, memories) in terms {
            let rarity = log(1 + total / Double(max(1, memories)))
            let ids = try Int64.fetchCursor(matching, arguments: [term.query])
            while let id = try ids.next() {
                guard id != excluding else { continue }
                scores[id, default: 0] += rarity
            }
        }
        let best = scores.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key > $1.key }.prefix(candidates)
        let reading = try db.cachedStatement(sql: "SELECT vector FROM memory_vector WHERE memoryId = ? AND embedder = ?")
        var result: [(id: Int64, similarity: Float)] = []
        for (id, _) in best {
            guard let data = try Data.fetchOne(reading, arguments: [id, embedder.name]),
                  let other = VectorBlob.vector(data, dimensions: embedder.dimensions) else { continue }
            result.append((id, HashedEmbedder.similarity(vector, other)))
        }
        return result.sorted { $0.similarity > $1.similarity }
    }
}
