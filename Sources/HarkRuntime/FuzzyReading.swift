import IntentKit
import PhraseKit
import SpokenKit

/// A reading found for a sentence that no phrase matches exactly, by changing the sentence a
/// little — a misspelled word spelled right, an extra word left out, two words swapped — with how
/// sure Hark is of it (Docs/phrases.md, "Fuzzy matching").
public struct FuzzyReading: Sendable {
    public var reading: Reading
    /// The sentence as changed, which matched exactly: what "Did you mean …?" quotes.
    public var sentence: String
    /// How sure Hark is, from 0 to 1 (an exact match is 1).
    public var confidence: Double
    /// What was changed, in words: "“recrod” read as “record”", "“bro” left out".
    public var changes: [String]

    /// Whether Hark acts on it without asking first.
    public var isActedOn: Bool { confidence >= Runtime.actConfidence }
}

extension Runtime {
    /// At or above this confidence a fuzzy reading is acted on as an exact one is.
    public static let actConfidence = 0.85
    /// From this confidence up to `actConfidence` Hark asks "Did you mean …?"; below, it did not
    /// understand.
    public static let askConfidence = 0.5

    /// The confidence of each kind of change (multiplied together when several are made).
    enum FuzzyChange {
        /// A word of five letters or more that no phrase has, one edit from exactly one word that
        /// a phrase has: such a slip rarely changes what was meant.
        static let spelling = 0.9
        /// A word left out that no phrase has: likely noise ("bro", "lol").
        static let extraWord = 0.75
        /// A word left out that a phrase has: it may have carried meaning.
        static let extraKnownWord = 0.6
        /// Two neighbouring words swapped.
        static let wordOrder = 0.7
        /// Added when every tidied text value is one its parameter recognises ("happy" for a
        /// mood), taken away when one is not: a reading whose values make sense is likelier.
        static let recognisedValues = 0.05
    }

    /// The longest sentence, in words, that fuzzy matching tries to mend (each try is an exact match).
    static let fuzzyWordLimit = 24

    /// The best reading of `text` found by changing it a little, or nil. Only for sentences that
    /// match no phrase exactly.
    public func fuzzyRead(_ text: String) -> FuzzyReading? {
        let sentence = TokenizedText(text)
        let words = sentence.tokens
        guard !words.isEmpty, words.count <= Self.fuzzyWordLimit else { return nil }
        var best: FuzzyReading?
        // The changed words keep where they stand in `text`, so values are still the person's own
        // characters (a misspelled command word is spelled right, never a word inside a value).
        func consider(_ changed: [Token], confidence: Double, changes: [String]) {
            guard confidence + FuzzyChange.recognisedValues > (best?.confidence ?? 0) else { return }
            guard let reading = Self.read(sentence.reading(changed), recognizer: recognizer, cleaners: cleaners) else { return }
            let adjusted = (min(1, max(0, confidence + valuesRecognised(reading) * FuzzyChange.recognisedValues)) * 100).rounded() / 100
            guard adjusted > (best?.confidence ?? 0) else { return }
            best = FuzzyReading(reading: reading, sentence: changed.map(\.text).joined(separator: " "), confidence: adjusted, changes: changes)
        }

        // Misspelled words spelled right.
        var spelled = words
        var corrections: [String] = []
        var base = 1.0
        for (index, token) in words.enumerated() {
            let word = token.text
            guard word.count >= 5, !recognizer.knows(word), word.allSatisfy(\.isLetter),
                  let corrected = knownWords.value.correction(of: word) else { continue }
            spelled[index].text = corrected
            corrections.append("“\(word)” read as “\(corrected)”")
            base *= FuzzyChange.spelling
        }
        if !corrections.isEmpty { consider(spelled, confidence: base, changes: corrections) }
        // One word left out, or two swapped (on the spelled-right words).
        if words.count > 1 {
            for index in spelled.indices {
                var shorter = spelled
                let dropped = shorter.remove(at: index).text
                let cost = recognizer.knows(dropped) ? FuzzyChange.extraKnownWord : FuzzyChange.extraWord
                consider(shorter, confidence: base * cost, changes: corrections + ["“\(dropped)” left out"])
            }
            for index in spelled.indices.dropLast() where spelled[index].text != spelled[index + 1].text {
                var swapped = spelled
                swapped.swapAt(index, index + 1)
                consider(swapped, confidence: base * FuzzyChange.wordOrder,
                         changes: corrections + ["“\(spelled[index].text) \(spelled[index + 1].text)” read as “\(spelled[index + 1].text) \(spelled[index].text)”"])
            }
        }
        return best
    }

    /// 1 when every tidied text value of `reading` that has a cleaner is one its parameter
    /// recognises, -1 when one is not, 0 when it has none.
    func valuesRecognised(_ reading: Reading) -> Double {
        var verdict = 0.0
        for (name, cleaner) in cleaners[reading.intent] {
            guard let slot = reading.slots.first(where: { $0.name == name }), case .string(let text) = slot.value else { continue }
            if !cleaner.recognizes(text) { return -1 }
            verdict = 1
        }
        return verdict
    }

    /// The words the phrases have that a misspelling may be read as (words of letters, four or
    /// more of them), gathered the first time a sentence needs mending.
    static func knownWords(of recognizer: Recognizer) -> Lazy<Spelling.Lexicon> {
        Lazy { Spelling.Lexicon(recognizer.words.filter { $0.count >= 4 && $0.allSatisfy(\.isLetter) }) }
    }
}
