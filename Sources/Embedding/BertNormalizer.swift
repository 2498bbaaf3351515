@_spi(_Unicode) import Swift

/// BERT's basic tokenizer for an uncased model, as Hugging Face `tokenizers`' BertNormalizer
/// (clean text, CJK characters, accents stripped, lower case) and BertPreTokenizer (split on
/// whitespace and punctuation) do it. Works on Unicode scalars.
enum BertNormalizer {
    /// The words of `text`, normalized, in order: the pieces WordPiece then splits.
    static func words(_ text: Substring) -> [[Unicode.Scalar]] {
        // Clean text, and a space either side of each CJK ideograph.
        var cleaned = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isDropped(scalar) { continue }
            if scalar.properties.isWhitespace {
                cleaned.append(" ")
            } else if isCJK(scalar) {
                cleaned.append(" ")
                cleaned.append(scalar)
                cleaned.append(" ")
            } else {
                cleaned.append(scalar)
            }
        }
        // Strip accents (canonical decomposition, nonspacing marks dropped), then lower case, then
        // split: whitespace ends a word, punctuation is a word of its own.
        var words: [[Unicode.Scalar]] = []
        var word: [Unicode.Scalar] = []
        for decomposed in decomposed(String(cleaned)) where !isNonspacingMark(decomposed) {
            for scalar in lowercase(decomposed) {
                if scalar.properties.isWhitespace {
                    if !word.isEmpty { words.append(word); word.removeAll(keepingCapacity: true) }
                } else if isPunctuation(scalar) {
                    if !word.isEmpty { words.append(word); word.removeAll(keepingCapacity: true) }
                    words.append([scalar])
                } else {
                    word.append(scalar)
                }
            }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// Canonical decomposition (NFD), from the standard library (the only NFD without Foundation).
    static func decomposed(_ text: String) -> [Unicode.Scalar] {
        Array(text._nfd)
    }

    /// The scalar's full lower-case mapping (without context, as Rust's `char::to_lowercase`).
    static func lowercase(_ scalar: Unicode.Scalar) -> [Unicode.Scalar] {
        if scalar.isASCII {
            let value = scalar.value
            return [(0x41 ... 0x5A).contains(value) ? Unicode.Scalar(UInt8(value + 32)) : scalar]
        }
        let mapping = scalar.properties.lowercaseMapping
        return Array(mapping.unicodeScalars)
    }

    /// Removed by clean-text: U+0000, U+FFFD, and control, format, private-use and surrogate
    /// scalars except tab, newline and carriage return, which are whitespace. Unassigned code
    /// points are kept, as Hugging Face's tokenizer keeps them.
    static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0, 0xFFFD: return true
        case 0x09, 0x0A, 0x0D: return false
        default:
            if (0x20 ..< 0x7F).contains(scalar.value) { return false }
            guard isInUnicode8(scalar) else { return false }
            switch scalar.properties.generalCategory {
            case .control, .format, .surrogate, .privateUse: return true
            default: return false
            }
        }
    }

    /// Whether accent stripping drops the scalar: a nonspacing mark (Mn) of Unicode 8.
    static func isNonspacingMark(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x300 && scalar.properties.generalCategory == .nonspacingMark && isInUnicode8(scalar)
    }

    /// Whether the scalar was assigned by Unicode 8.0. Hugging Face's tokenizer takes general
    /// categories (control, format, punctuation, nonspacing mark) from Unicode 8.0's tables, so a
    /// character assigned since (U+061D ARABIC END OF TEXT MARK, Unicode 14) is to it an
    /// unassigned one: kept, not punctuation, not a mark.
    static func isInUnicode8(_ scalar: Unicode.Scalar) -> Bool {
        guard let age = scalar.properties.age else { return false }
        return age.major < 8 || (age.major == 8 && age.minor == 0)
    }

    /// CJK Unified Ideographs and their extensions and compatibility blocks, as BERT defines them.
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x4E00 ... 0x9FFF, 0x3400 ... 0x4DBF, 0x20000 ... 0x2A6DF, 0x2A700 ... 0x2B73F,
             0x2B740 ... 0x2B81F, 0x2B920 ... 0x2CEAF, 0xF900 ... 0xFAFF, 0x2F800 ... 0x2FA1F:
            return true
        default:
            return false
        }
    }

    /// BERT's punctuation: the ASCII ranges 33–47, 58–64, 91–96 and 123–126, and Unicode's P*
    /// (of Unicode 8.0, as Hugging Face's tokenizer has it).
    static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 33 ... 47, 58 ... 64, 91 ... 96, 123 ... 126: return true
        default:
            guard scalar.value >= 0x80, isInUnicode8(scalar) else { return false }
            switch scalar.properties.generalCategory {
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
                 .initialPunctuation, .finalPunctuation, .otherPunctuation:
                return true
            default:
                return false
            }
        }
    }
}
