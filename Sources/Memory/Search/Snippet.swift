import Foundation

/// The words of a memory around what a search matched: at most `length` words from two before the
/// first match, each matching word in [brackets], "…" where the text was cut. Made from the
/// memory's text and the search's terms, so that only the memories shown get one.
enum Snippet {
    static func make(_ content: String, terms: [FullTextQuery.Term], length: Int = 12) -> String? {
        let words = content.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty else { return nil }
        let keys = terms.map { (letters: $0.letters.lowercased().folding(options: .diacriticInsensitive, locale: nil), isPrefix: $0.isPrefix) }
        func matches(_ word: Substring) -> Bool {
            IndexWords.words(in: String(word)).contains { indexed in
                keys.contains { $0.isPrefix ? indexed.hasPrefix($0.letters) : indexed == $0.letters }
            }
        }
        let matched = words.indices.filter { matches(words[$0]) }
        guard let first = matched.first else { return nil }
        let start = max(0, min(first - 2, words.count - length))
        let end = min(words.count, start + length)
        var shown = (start..<end).map { matched.contains($0) ? "[" + words[$0] + "]" : String(words[$0]) }.joined(separator: " ")
        if start > 0 { shown = "…" + shown }
        if end < words.count { shown += "…" }
        return shown
    }
}
