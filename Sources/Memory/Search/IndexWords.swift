import Foundation

/// The words the full-text index keeps for a text, as its tokenizer (`unicode61 remove_diacritics
/// 2`) makes them: runs of letters and digits, in lower case and without diacritics; each once, in
/// the order they first appear. What the word counts are kept under, and what a new memory's links
/// are looked for by.
enum IndexWords {
    static func words(in text: String) -> [String] {
        let folded = text.lowercased().folding(options: .diacriticInsensitive, locale: nil)
        var words: [String] = []
        var seen: Set<String> = []
        var current = String.UnicodeScalarView()
        func end() {
            guard !current.isEmpty else { return }
            let word = String(current)
            if seen.insert(word).inserted { words.append(word) }
            current = String.UnicodeScalarView()
        }
        for scalar in folded.unicodeScalars {
            if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                current.append(scalar)
            } else {
                end()
            }
        }
        end()
        return words
    }
}
