import SpokenKit

/// Removes skip words ("please", "can you", …) from a tokenized sentence, as hassil does:
/// everywhere, only at the start, or only at the end.
enum SkipWords {
    enum Where { case everywhere, atStart, atEnd }

    static func remove(_ phrases: [[String]], from text: TokenizedText, _ place: Where) -> TokenizedText {
        guard !phrases.isEmpty, !text.tokens.isEmpty else { return text }
        let words = text.tokens.map(\.text)
        var removed = Set<Int>()

        func phrase(at position: Int) -> Int? {
            for phrase in phrases where position + phrase.count <= words.count {
                if words[position..<position + phrase.count].elementsEqual(phrase) { return phrase.count }
            }
            return nil
        }
        func phrase(endingAt end: Int) -> Int? {
            for phrase in phrases where phrase.count <= end {
                if words[(end - phrase.count)..<end].elementsEqual(phrase) { return phrase.count }
            }
            return nil
        }

        switch place {
        case .everywhere:
            var position = 0
            while position < words.count {
                if let length = phrase(at: position) {
                    removed.formUnion(position..<position + length)
                    position += length
                } else {
                    position += 1
                }
            }
        case .atStart:
            var position = 0
            while position < words.count, let length = phrase(at: position) {
                removed.formUnion(position..<position + length)
                position += length
            }
        case .atEnd:
            var end = words.count
            while end > 0, let length = phrase(endingAt: end) {
                removed.formUnion((end - length)..<end)
                end -= length
            }
        }
        return removed.isEmpty ? text : text.removing(removed)
    }
}
