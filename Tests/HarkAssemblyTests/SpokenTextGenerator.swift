import SpokenKit

/// A seeded source of random numbers (SplitMix64): the same seed gives the same cases, so a
/// failure can be run again.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Random text as people type it after a command word: words with apostrophes, ordinals and
/// numbers, punctuation (at the start and the end too, glued to words or standing alone), emoji,
/// right-to-left script, CJK and combining accents, separated by spaces, tabs or nothing.
struct SpokenTextGenerator {
    /// Random words of ASCII letters are at most this long (four keeps them out of the fuzzy
    /// reading's spelling correction, which looks at words of five letters or more).
    var longestWord = 8
    /// First words that would make "remember that …" another phrasing ("that" is the optional
    /// word of the template itself; "I'm …", "I feel …" are moods).
    var forbiddenFirstWords: Set<String> = []
    /// Words that would make it another phrasing anywhere ("tagged" starts a memory's tags).
    var forbiddenWords: Set<String> = []

    /// Hesitations that Hark leaves out where they open a value.
    static let hesitations: Set<String> = ["um", "umm", "uh", "uhh", "uhm", "erm"]
    static let apostrophes = ["Dana's", "don't", "'hi'", "O'Brien", "rock'n'roll", "’curly’", "it’s", "'", "ol'", "the '90s"]
    static let numbers = ["2nd", "1st", "23rd", "4th", "3.5", "1,000", "-5", "50%", "10:30", "#2", "v2.0", "june 2nd"]
    static let punctuation = ["...", "—", "–", "(", ")", "!", "?", ";", ":", ",", "\"", "«", "»", "“", "”", "…", "¿", "¡",
                              "&", "/", "*", "-", "_", "'", "[", "]", ".", "?!", "#"]
    static let emoji = ["🎉", "👩‍💻", "👍🏽", "🇫🇷", "❤️", "😀😀", "🙏"]
    static let rightToLeft = ["مرحبا", "שלום", "؟", "كتاب", "עברית", "السلام عليكم", "١٢٣"]
    static let cjk = ["会議", "東京", "한국어", "。", "日本語です", "，", "「引用」"]
    static let combining = ["e\u{301}", "n\u{303}a", "Zoë", "cafe\u{301}", "A\u{30A}ngstro\u{308}m", "o\u{308}\u{301}"]
    static let separators = [" ", " ", " ", " ", " ", "  ", "", "\t"]

    /// One text with at least one word in it (a sentence of punctuation alone says nothing).
    func text(using generator: inout SeededGenerator) -> String {
        while true {
            let count = Int.random(in: 1...8, using: &generator)
            var text = Bool.random(using: &generator) && Int.random(in: 0..<4, using: &generator) == 0 ? " " : ""
            for index in 0..<count {
                if index > 0 { text += Self.separators.randomElement(using: &generator) ?? " " }
                text += piece(using: &generator)
            }
            if Int.random(in: 0..<4, using: &generator) == 0 { text += " " }
            if isUsable(text) { return text }
        }
    }

    private func piece(using generator: inout SeededGenerator) -> String {
        let word = self.word(using: &generator)
        switch Int.random(in: 0..<14, using: &generator) {
        case 0: return Self.apostrophes.randomElement(using: &generator) ?? word
        case 1: return Self.numbers.randomElement(using: &generator) ?? word
        case 2, 3: return Self.punctuation.randomElement(using: &generator) ?? word
        case 4:
            // Punctuation glued to a word: "(draft)", "...and", "x.", "—x", "“quoted”".
            let marks = [("(", ")"), ("...", ""), ("", "."), ("—", ""), ("“", "”"), ("\"", "\""), ("", "?!"), ("¿", "?"), ("'", "'")]
            let (open, close) = marks.randomElement(using: &generator) ?? ("", "")
            return open + word + close
        case 5: return Self.emoji.randomElement(using: &generator) ?? word
        case 6: return Self.rightToLeft.randomElement(using: &generator) ?? word
        case 7: return Self.cjk.randomElement(using: &generator) ?? word
        case 8: return Self.combining.randomElement(using: &generator) ?? word
        default: return word
        }
    }

    private func word(using generator: inout SeededGenerator) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let length = Int.random(in: 1...longestWord, using: &generator)
        return String((0..<length).map { _ in letters.randomElement(using: &generator) ?? "a" })
    }

    private func isUsable(_ text: String) -> Bool {
        let words = TokenizedText(text).tokens.map(\.text)
        // A hesitation that opens a value is not kept (Docs/values.md): no text begins with one.
        guard let first = words.first, !forbiddenFirstWords.contains(first), !Self.hesitations.contains(first) else { return false }
        return !words.contains(where: forbiddenWords.contains)
    }
}
