/// Splits text into the words the matcher compares. Templates and sentences go through the
/// same function, so whatever it decides is decided the same way on both sides.
///
/// - Case is folded, `’` is read as `'`.
/// - Whitespace, `-` and `_` separate words (so "living-room" matches "living room"), except a
///   `-` that starts a number ("-5").
/// - Punctuation (`. , ? ! ; : …` and the like) is dropped where it ends or starts a word, and
///   kept between letters or digits ("20.5", "15:30", "a.c.").
/// - Digits and letters are separate words ("3pm" → "3", "pm"), and so is every other symbol
///   ("50%" → "50", "%"), so `{brightness}%` matches both "50%" and "50 %".
/// - A final possessive `'s` is its own word ("kitchen's" → "kitchen", "'s").
enum Tokenizer {
    static func tokens(of text: String) -> [Token] {
        var tokens: [Token] = []
        var characters: [(Character, String.Index)] = []
        characters.reserveCapacity(text.count)
        var index = text.startIndex
        while index < text.endIndex {
            var character = text[index]
            if character == "’" || character == "‘" { character = "'" }
            characters.append((character, index))
            index = text.index(after: index)
        }
        let count = characters.count

        func isWordCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "'"
        }

        var wordStart: Int? = nil
        var position = 0

        func end(_ upTo: Int) {
            if let start = wordStart {
                splitWord(characters, start, upTo, text, into: &tokens)
            }
            wordStart = nil
        }

        while position < count {
            let character = characters[position].0
            if isWordCharacter(character) {
                if wordStart == nil { wordStart = position }
            } else if character == "-", wordStart == nil, position + 1 < count, characters[position + 1].0.isNumber,
                      position == 0 || characters[position - 1].0.isWhitespace {
                wordStart = position // a negative number
            } else if Self.innerPunctuation.contains(character), wordStart != nil, position + 1 < count,
                      characters[position - 1].0.isLetter || characters[position - 1].0.isNumber,
                      characters[position + 1].0.isLetter || characters[position + 1].0.isNumber {
                // kept between letters or digits: "20.5", "15:30", "a.c"
            } else if character == ".", wordStart != nil, position >= 2, characters[position - 1].0.isLetter,
                      characters[position - 2].0 == "." {
                // the last dot of an initialism: "a.c."
            } else if character.isWhitespace || character == "-" || character == "_"
                        || Self.punctuation.contains(character) || Self.innerPunctuation.contains(character) {
                end(position)
            } else {
                // Any other symbol is a word of its own: "%", "°", "/", "&", "+".
                end(position)
                let range = characters[position].1..<(position + 1 < count ? characters[position + 1].1 : text.endIndex)
                tokens.append(Token(text: String(character), range: range))
            }
            position += 1
        }
        end(count)
        return tokens
    }

    /// The normalised words of `text` (for template literals and list values).
    static func words(_ text: String) -> [String] {
        tokens(of: text).map(\.text)
    }

    private static let punctuation: Set<Character> = [
        "。", "，", "?", "¿", "？", "؟", "!", "¡", "！", "；", "：", "…", "—", "–", "―", "\"", "“", "”", "«", "»",
        "(", ")", "[", "]", "{", "}",
    ]
    private static let innerPunctuation: Set<Character> = [".", ",", ":", ";"]

    /// Splits one run of word characters at digit/letter changes and before a final "'s".
    private static func splitWord(_ characters: [(Character, String.Index)], _ start: Int, _ end: Int, _ text: String,
                                  into tokens: inout [Token]) {
        func upper(_ position: Int) -> String.Index {
            position < characters.count ? characters[position].1 : text.endIndex
        }
        func emit(_ from: Int, _ to: Int) {
            guard from < to else { return }
            var word = ""
            for position in from..<to { word += characters[position].0.lowercased() }
            // Apostrophes at the edges are quotation marks, not part of the word.
            var lower = from, upperBound = to
            while lower < upperBound, characters[lower].0 == "'", !(upperBound - lower == 2 && word == "'s") {
                lower += 1; word.removeFirst()
            }
            while upperBound > lower, characters[upperBound - 1].0 == "'" { upperBound -= 1; word.removeLast() }
            guard lower < upperBound, !word.isEmpty else { return }
            tokens.append(Token(text: word, range: characters[lower].1..<upper(upperBound)))
        }

        var pieceStart = start
        var position = start
        func kind(_ character: Character) -> Int { character.isNumber ? 1 : (character.isLetter || character == "'" ? 2 : 0) }
        var previousKind = kind(characters[start].0)
        if characters[start].0 == "-" { previousKind = 1 }
        position += 1
        while position < end {
            let currentKind = kind(characters[position].0)
            if currentKind != 0, previousKind != 0, currentKind != previousKind {
                emit(pieceStart, position)
                pieceStart = position
            }
            if currentKind != 0 { previousKind = currentKind }
            position += 1
        }
        // "kitchen's" → "kitchen", "'s"
        if end - pieceStart > 2, characters[end - 2].0 == "'", characters[end - 1].0.lowercased() == "s",
           characters[end - 3].0.isLetter {
            emit(pieceStart, end - 2)
            emit(end - 2, end)
        } else {
            emit(pieceStart, end)
        }
    }
}
