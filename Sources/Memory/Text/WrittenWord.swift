import Foundation

/// One word of a memory as written, with what `PeopleFinder` needs to tell whether it is used as
/// a name: its case, an `@` before it, whether it opens a sentence, and whether punctuation or a
/// possessive ends it.
struct WrittenWord: Equatable {
    /// The word without punctuation around it, an `@` or a possessive "'s" ("Jordan" of "Jordan's,").
    var text: String
    /// Written `@Sam`.
    var mentioned = false
    /// The first word of the text or of a sentence (after ".", "!", "?", ":" or a new line).
    var opensSentence = false
    /// Punctuation or a possessive comes right after it, so no surname follows.
    var closed = false

    /// The word in lower case, with ’ as '.
    var lowered: String { text.lowercased().replacingOccurrences(of: "’", with: "'") }

    /// Whether it starts with a capital and is not all capitals ("Priya", "McKay"; not "API", "I").
    var isCapitalised: Bool {
        guard let first = text.first, first.isUppercase else { return false }
        return text.count >= 2 && text.dropFirst().contains(where: \.isLowercase)
    }

    /// Letters, hyphens and apostrophes only, starting with a letter, at least two letters.
    var isNameShaped: Bool {
        guard let first = text.first, first.isLetter, text.count >= 2 else { return false }
        return text.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" || $0 == "’" }
    }

    /// The words of `text`. A piece of text holding an `@` after its first letter (an address,
    /// "sam@example.com") gives no words; an `@name` gives just the name (letters, hyphens and
    /// apostrophes), never the word after it.
    static func words(in text: String) -> [WrittenWord] {
        var words: [WrittenWord] = []
        var sentenceEnded = true
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            sentenceEnded = true
            for piece in line.split(whereSeparator: \.isWhitespace) {
                if let at = piece.firstIndex(of: "@"), piece[..<at].contains(where: { $0.isLetter || $0.isNumber }) {
                    // An e-mail address or a handle inside a word: no name.
                    sentenceEnded = piece.last.map(endsSentence) ?? false
                    continue
                }
                var current = WrittenWord(text: "")
                func finish(_ ending: Character?) {
                    if !current.text.isEmpty {
                        if current.text.hasSuffix("'s") || current.text.hasSuffix("’s") {
                            current.text.removeLast(2)
                            current.closed = true
                        }
                        while let last = current.text.last, last == "-" || last == "'" || last == "’" { current.text.removeLast() }
                        if ending != nil { current.closed = true }
                        current.opensSentence = sentenceEnded
                        if !current.text.isEmpty { words.append(current) }
                        sentenceEnded = false
                    }
                    if let ending, endsSentence(ending) { sentenceEnded = true }
                    current = WrittenWord(text: "")
                }
                for character in piece {
                    if character.isLetter || character.isNumber || (!current.text.isEmpty && "-'’".contains(character)) {
                        current.text.append(character)
                    } else if character == "@", current.text.isEmpty {
                        current.mentioned = true
                    } else {
                        finish(character)
                    }
                }
                finish(nil)
            }
        }
        return words
    }

    private static func endsSentence(_ character: Character) -> Bool { ".!?:;".contains(character) }
}
