import Foundation
import GRDB

extension MemoryStore {
    /// Memories sharing words with `text` (the full-text index, at most `candidates`), with the
    /// cosine of their vectors with `vector`, most alike first. Only these candidates' vectors are
    /// read: a search never loads every vector.
    func similar(to vector: [Float], text: String, excluding: Int64? = nil, candidates: Int = 200,
                 in db: Database) throws -> [(id: Int64, similarity: Float)] {
        guard let match = FullTextQuery.match(for: text) else { return [] }
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
}
