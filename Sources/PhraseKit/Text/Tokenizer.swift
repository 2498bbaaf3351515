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
    /// What a character is, for splitting.
    private enum Kind: UInt8 {
        case letter, digit, apostrophe, space, minus, underscore, innerPunctuation, dot, punctuation, symbol
    }

    private struct Unit {
        var kind: Kind
        var index: String.Index
    }

    static func tokens(of text: String) -> [Token] {
        let units = classify(text)
        var tokens: [Token] = []
        tokens.reserveCapacity(units.count / 4 + 1)
        let count = units.count
        var wordStart: Int? = nil

        func isAlphanumeric(_ position: Int) -> Bool {
            position >= 0 && position < count && (units[position].kind == .letter || units[position].kind == .digit)
        }
        func end(_ upTo: Int) {
            if let start = wordStart { splitWord(units, start, upTo, text, into: &tokens) }
            wordStart = nil
        }

        for position in 0..<count {
            switch units[position].kind {
            case .letter, .digit, .apostrophe:
                if wordStart == nil { wordStart = position }
            case .minus where wordStart == nil && position + 1 < count && units[position + 1].kind == .digit
                    && (position == 0 || units[position - 1].kind == .space):
                wordStart = position // a negative number
            case .innerPunctuation where wordStart != nil && isAlphanumeric(position - 1) && isAlphanumeric(position + 1):
                break // kept between letters or digits: "15:30", "1,000"
            case .dot where wordStart != nil && isAlphanumeric(position - 1) && isAlphanumeric(position + 1):
                break // "20.5", "a.c"
            case .dot where wordStart != nil && position >= 2 && units[position - 1].kind == .letter && units[position - 2].kind == .dot:
                break // the last dot of an initialism: "a.c."
            case .space, .minus, .underscore, .innerPunctuation, .dot, .punctuation:
                end(position)
            case .symbol:
                // Any other symbol is a word of its own: "%", "°", "/", "&", "+".
                end(position)
                let upper = position + 1 < count ? units[position + 1].index : text.endIndex
                tokens.append(Token(text: normalizedWord(text[units[position].index..<upper]),
                                    range: units[position].index..<upper))
            }
        }
        end(count)
        return tokens
    }

    /// The normalised words of `text` (for template literals and list values).
    static func words(_ text: String) -> [String] {
        tokens(of: text).map(\.text)
    }

    private static func classify(_ text: String) -> [Unit] {
        var units: [Unit] = []
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            units.reserveCapacity(text.utf8.count)
            var index = text.utf8.startIndex
            while index < text.utf8.endIndex {
                units.append(Unit(kind: asciiKind(text.utf8[index]), index: index))
                index = text.utf8.index(after: index)
            }
            return units
        }
        var index = text.startIndex
        while index < text.endIndex {
            units.append(Unit(kind: kind(text[index]), index: index))
            index = text.index(after: index)
        }
        return units
    }

    private static func asciiKind(_ byte: UInt8) -> Kind {
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

    private static func kind(_ character: Character) -> Kind {
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

    /// Splits one run of word characters at digit/letter changes and before a final "'s", and
    /// drops apostrophes at the edges (quotation marks, not part of the word).
    private static func splitWord(_ units: [Unit], _ start: Int, _ end: Int, _ text: String, into tokens: inout [Token]) {
        func upper(_ position: Int) -> String.Index { position < units.count ? units[position].index : text.endIndex }
        func emit(_ from: Int, _ to: Int, keepApostrophe: Bool = false) {
            var lower = from, upperBound = to
            if !keepApostrophe {
                while lower < upperBound, units[lower].kind == .apostrophe { lower += 1 }
                while upperBound > lower, units[upperBound - 1].kind == .apostrophe { upperBound -= 1 }
            }
            guard lower < upperBound else { return }
            let range = units[lower].index..<upper(upperBound)
            tokens.append(Token(text: normalizedWord(text[range]), range: range))
        }
        func group(_ kind: Kind) -> Int { kind == .digit ? 1 : (kind == .letter || kind == .apostrophe ? 2 : 0) }

        var pieceStart = start
        var previous = units[start].kind == .minus ? 1 : group(units[start].kind)
        for position in (start + 1)..<max(start + 1, end) {
            let current = group(units[position].kind)
            if current != 0, previous != 0, current != previous {
                emit(pieceStart, position)
                pieceStart = position
            }
            if current != 0 { previous = current }
        }
        // "kitchen's" → "kitchen", "'s"
        if end - pieceStart > 2, units[end - 2].kind == .apostrophe, units[end - 3].kind == .letter,
           text[units[end - 1].index] == "s" || text[units[end - 1].index] == "S" {
            emit(pieceStart, end - 2)
            emit(end - 2, end, keepApostrophe: true)
        } else {
            emit(pieceStart, end)
        }
    }
}
