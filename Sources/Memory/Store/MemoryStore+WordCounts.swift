import Foundation
import GRDB

/// How many memories hold each word of the full-text index (`memory_word`), kept as memories are
/// stored and forgotten. A new memory's rarest words are what its links are looked for by: the
/// counts answer "how rare" with one indexed look-up a word, where the index itself would have to
/// read every memory that holds the word.
extension MemoryStore {
    /// Counts a new memory's words.
    static func countWords(of content: String, in db: Database) throws {
        let increment = try db.cachedStatement(sql: """
            INSERT INTO memory_word (word, memories) VALUES (?, 1) ON CONFLICT(word) DO UPDATE SET memories = memories + 1
            """)
        for word in IndexWords.words(in: content) { try increment.execute(arguments: [word]) }
    }

    /// How many memories hold a word, or, for a term that matches words by their first letters,
    /// the words it matches added up (a memory holding two of them counts twice).
    static func memories(holding term: FullTextQuery.Term, in db: Database) throws -> Int {
        let key = term.letters.lowercased().folding(options: .diacriticInsensitive, locale: nil)
        if term.isPrefix {
            let statement = try db.cachedStatement(sql: "SELECT coalesce(sum(memories), 0) FROM memory_word WHERE word >= ? AND word < ? || char(1114111)")
            return try Int.fetchOne(statement, arguments: [key, key]) ?? 0
        }
        let statement = try db.cachedStatement(sql: "SELECT memories FROM memory_word WHERE word = ?")
        return try Int.fetchOne(statement, arguments: [key]) ?? 0
    }

    /// Takes a forgotten memory's words off the counts.
    static func uncountWords(of content: String, in db: Database) throws {
        let decrement = try db.cachedStatement(sql: "UPDATE memory_word SET memories = memories - 1 WHERE word = ?")
        let remove = try db.cachedStatement(sql: "DELETE FROM memory_word WHERE word = ? AND memories <= 0")
        for word in IndexWords.words(in: content) {
            try decrement.execute(arguments: [word])
            try remove.execute(arguments: [word])
        }
    }
}
