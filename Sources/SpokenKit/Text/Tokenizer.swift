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
package enum Tokenizer {
    /// What a character is, for splitting.
    enum Kind: UInt8 {
        case letter, digit, apostrophe, space, minus, underscore, innerPunctuation, dot, punctuation, symbol
    }

    /// The text as one kind per character, and where each character starts: ASCII text (the
    /// common case) is read byte by byte, other text character by character.
    struct Units {
        var kinds: [Kind]
        /// Character start indices; empty for ASCII text, where the index is the byte offset.
        private var indices: [String.Index]
        /// The bytes of ASCII text (empty for other text), which words are made from directly.
        let ascii: [UInt8]
        private let text: String

        init(_ text: String) {
            self.text = text
            kinds = []
            indices = []
            var bytes = Array(text.utf8)
            if bytes.allSatisfy({ $0 < 0x80 }) {
                kinds = bytes.map { Tokenizer.asciiKinds[Int($0)] }
            } else {
                bytes = []
                indices = []
                var index = text.startIndex
                while index < text.endIndex {
                    kinds.append(Tokenizer.kind(text[index]))
                    indices.append(index)
                    index = text.index(after: index)
                }
            }
            ascii = bytes
        }

        var count: Int { kinds.count }

        /// Where character `position` starts (the end of the text for `count`).
        func index(_ position: Int) -> String.Index {
            if position >= kinds.count { return text.endIndex }
            if indices.isEmpty { return text.utf8.index(text.utf8.startIndex, offsetBy: position) }
            return indices[position]
        }
    }

    package static func tokens(of text: String) -> [Token] {
        let units = Units(text)
        var tokens: [Token] = []
        tokens.reserveCapacity(units.count / 4 + 1)
        let count = units.count
        let kinds = units.kinds
        var wordStart: Int? = nil

        func isAlphanumeric(_ position: Int) -> Bool {
            position >= 0 && position < count && (kinds[position] == .letter || kinds[position] == .digit)
        }
        func end(_ upTo: Int) {
            if let start = wordStart { splitWord(units, start, upTo, text, into: &tokens) }
            wordStart = nil
        }

        for position in 0..<count {
            switch kinds[position] {
            case .letter, .digit, .apostrophe:
                if wordStart == nil { wordStart = position }
            case .minus where wordStart == nil && position + 1 < count && kinds[position + 1] == .digit
                    && (position == 0 || kinds[position - 1] == .space):
                wordStart = position // a negative number
            case .innerPunctuation where wordStart != nil && isAlphanumeric(position - 1) && isAlphanumeric(position + 1):
                break // kept between letters or digits: "15:30", "1,000"
            case .dot where wordStart != nil && isAlphanumeric(position - 1) && isAlphanumeric(position + 1):
                break // "20.5", "a.c"
            case .dot where wordStart != nil && position >= 2 && kinds[position - 1] == .letter && kinds[position - 2] == .dot:
                break // the last dot of an initialism: "a.c."
            case .space, .minus, .underscore, .innerPunctuation, .dot, .punctuation:
                end(position)
            case .symbol:
                // Any other symbol is a word of its own: "%", "°", "/", "&", "+".
                end(position)
                let range = units.index(position)..<units.index(position + 1)
                tokens.append(Token(text: normalizedWord(text[range]), range: range))
            }
        }
        end(count)
        return tokens
    }

    /// The normalised words of `text` (for template literals and list values).
    package static func words(_ text: String) -> [String] {
        tokens(of: text).map(\.text)
    }

    /// `asciiKind` of every ASCII byte, looked up rather than worked out for each character.
    fileprivate static let asciiKinds: [Kind] = (0..<128).map { asciiKind(UInt8($0)) }

    fileprivate static func asciiKind(_ byte: UInt8) -> Kind {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return .letter
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
        case UInt8(ascii: "'"): return .apostrophe
        case UInt8(ascii: " "), 9...13: return .space
        case UInt8(ascii: "-"): return .minus
        case UInt8(ascii: "_"): return .underscore
        case UInt8(ascii: "."): return .dot
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"): return .innerPunctuation
        case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "\""), UInt8(ascii: "("), UInt8(ascii: ")"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"): return .punctuation
        case 0..<32, 127: return .space
        default: return .symbol
        }
    }

    private static let punctuation: Set<Character> = [
        "。", "，", "¿", "？", "؟", "¡", "！", "；", "：", "…", "—", "–", "―", "“", "”", "«", "»", "„",
    ]

    fileprivate static func kind(_ character: Character) -> Kind {
        if let ascii = character.asciiValue { return asciiKind(ascii) }
        if character == "’" || character == "‘" { return .apostrophe }
        if character.isLetter { return .letter }
        if character.isNumber { return .digit }
        if character.isWhitespace { return .space }
        if punctuation.contains(character) { return .punctuation }
        return .symbol
    }

    /// A word in lower case with `’` written `'`; ASCII words (the common case) without going
    /// through Unicode case mapping.
    private static func normalizedWord(_ word: Substring) -> String {
        let bytes = word.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            guard bytes.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return String(word) }
            return String(decoding: bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        var lowered = word.lowercased()
        if lowered.contains(where: { $0 == "’" || $0 == "‘" }) {
            lowered = String(lowered.map { $0 == "’" || $0 == "‘" ? "'" : $0 })
        }
        return lowered
    }

    /// An ASCII word in lower case, made from its bytes.
    private static func asciiWord(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
    }

    /// Splits one run of word characters at digit/letter changes and before a final "'s", and
    /// drops apostrophes at the edges (quotation marks, not part of the word).
    private static func splitWord(_ units: Units, _ start: Int, _ end: Int, _ text: String, into tokens: inout [Token]) {
        let kinds = units.kinds
        func emit(_ from: Int, _ to: Int, keepApostrophe: Bool = false) {
            var lower = from, upperBound = to
            // A lone possessive "'s" keeps its apostrophe, as it does after a word ("today's").
            let possessive = to - from == 2 && kinds[from] == .apostrophe
                && (text[units.index(from + 1)] == "s" || text[units.index(from + 1)] == "S")
            if !keepApostrophe && !possessive {
                while lower < upperBound, kinds[lower] == .apostrophe { lower += 1 }
                while upperBound > lower, kinds[upperBound - 1] == .apostrophe { upperBound -= 1 }
            }
            guard lower < upperBound else { return }
            let range = units.index(lower)..<units.index(upperBound)
            let word = units.ascii.isEmpty ? normalizedWord(text[range]) : asciiWord(units.ascii[lower..<upperBound])
            tokens.append(Token(text: word, range: range))
        }
        func group(_ kind: Kind) -> Int { kind == .digit ? 1 : (kind == .letter || kind == .apostrophe ? 2 : 0) }

        var pieceStart = start
        var previous = kinds[start] == .minus ? 1 : group(kinds[start])
        for position in (start + 1)..<max(start + 1, end) {
            let current = group(kinds[position])
            if current != 0, previous != 0, current != previous {
                emit(pieceStart, position)
                pieceStart = position
            }
            if current != 0 { previous = current }
        }
        // "kitchen's" → "kitchen", "'s"
        if end - pieceStart > 2, kinds[end - 2] == .apostrophe, kinds[end - 3] == .letter,
           text[units.index(end - 1)] == "s" || text[units.index(end - 1)] == "S" {
            emit(pieceStart, end - 2)
            emit(end - 2, end, keepApostrophe: true)
        } else {
            emit(pieceStart, end)
        }
    }
}
