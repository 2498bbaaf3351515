/// The FTS5 query for what a person said: each content word as a quoted term, OR-ed, so nothing
/// said is read as query syntax. Longer words match by their first letters (at least five, all
/// but the last three), so "concurrency" also finds "concurrent" and "memories" finds "memory".
/// At most 32 words (the first ones).
enum FullTextQuery {
    /// One word of the query: the letters it matches, and whether words that only begin with
    /// them match too.
    struct Term: Hashable {
        var letters: String
        var isPrefix: Bool

        /// The term in FTS5's query syntax: `"concu"*`.
        var query: String { "\"" + letters + "\"" + (isPrefix ? "*" : "") }
    }

    static func terms(for text: String) -> [Term] {
        var terms: [Term] = []
        for word in HashedEmbedder.contentWords(text) {
            let letters = String(word.filter { $0.isLetter || $0.isNumber })
            guard !letters.isEmpty else { continue }
            let term: Term
            if letters.count >= 6 {
                term = Term(letters: String(letters.prefix(max(5, letters.count - 3))), isPrefix: true)
            } else {
                term = Term(letters: letters, isPrefix: letters.count >= 4)
            }
            if !terms.contains(term) { terms.append(term) }
            if terms.count == 32 { break }
        }
        return terms
    }

    static func match(for text: String) -> String? {
        match(terms(for: text))
    }

    static func match(_ terms: [Term]) -> String? {
        terms.isEmpty ? nil : terms.map(\.query).joined(separator: " OR ")
    }
}
