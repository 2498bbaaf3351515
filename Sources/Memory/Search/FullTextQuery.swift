/// The FTS5 query for what a person said: each content word as a quoted term, OR-ed, so nothing
/// said is read as query syntax. Longer words match by their first letters (at least five, all
/// but the last three), so "concurrency" also finds "concurrent" and "memories" finds "memory".
/// At most 32 words (the first ones).
enum FullTextQuery {
    static func match(for text: String) -> String? {
        var terms: [String] = []
        for word in HashedEmbedder.contentWords(text) {
            let letters = String(word.filter { $0.isLetter || $0.isNumber })
            guard !letters.isEmpty else { continue }
            let term: String
            if letters.count >= 6 {
                term = "\"" + String(letters.prefix(max(5, letters.count - 3))) + "\"*"
            } else if letters.count >= 4 {
                term = "\"" + letters + "\"*"
            } else {
                term = "\"" + letters + "\""
            }
            if !terms.contains(term) { terms.append(term) }
            if terms.count == 32 { break }
        }
        return terms.isEmpty ? nil : terms.joined(separator: " OR ")
    }
}
