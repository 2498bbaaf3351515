import Foundation

/// Reads spoken values out of a tokenized sentence. Each reader gives every reading that starts
/// at a token: where it ends and what it means, so a reading can stop inside a sentence ("next
/// thursday at 3 to call mom") and the caller keeps the one that lets the rest match.
///
/// The grammar is small and closed: every rule consumes at least one token and no rule repeats
/// without bound, so reading is linear in the sentence and cannot hang on odd input.
struct SpokenReader {
    let tokens: [Token]
    let original: String

    /// Numbers read so far, by token (a reading asks for the same number many times).
    private let memo: Memo

    final class Memo {
        var cardinals: [Int: [(end: Int, value: Double)]] = [:]
    }

    init(_ text: TokenizedText) {
        tokens = text.tokens
        original = text.original
        memo = Memo()
    }

    /// The longest sentence read whole (a value is a few words; more is not one value).
    static let longestValue = 24

    func word(_ index: Int) -> String? { index >= 0 && index < tokens.count ? tokens[index].text : nil }

    /// Whether the word at `index` is one of `words` (a short list: scanned, not hashed).
    func isWord(_ index: Int, _ words: [String]) -> Bool {
        guard let word = word(index) else { return false }
        return words.contains(word)
    }

    /// `index` moved past an optional word.
    func skipping(_ index: Int, _ words: [String]) -> Int { isWord(index, words) ? index + 1 : index }

    /// `index` moved past a required sequence of words, or nil.
    func after(_ index: Int, _ sequence: [String]) -> Int? {
        for (offset, expected) in sequence.enumerated() where word(index + offset) != expected { return nil }
        return index + sequence.count
    }

    /// The characters between two adjacent tokens in the original text ("-" in "2027-03-03").
    func gap(before index: Int) -> Substring {
        guard index > 0, index < tokens.count else { return "" }
        return original[tokens[index - 1].range.upperBound..<tokens[index].range.lowerBound]
    }

    // MARK: Numbers

    /// Whole or decimal numbers in digits or words (NumberReader), shortest first.
    func cardinals(_ index: Int) -> [(end: Int, value: Double)] {
        guard index >= 0, index < tokens.count else { return [] }
        if let known = memo.cardinals[index] { return known }
        let readings = NumberReader.readings(tokens, from: index).map { (end: $0.end, value: $0.value) }
        memo.cardinals[index] = readings
        return readings
    }

    /// A whole number in `range` said as digits or words.
    func wholeNumbers(_ index: Int, in range: ClosedRange<Int>) -> [(end: Int, value: Int)] {
        cardinals(index).compactMap { reading in
            guard reading.value == reading.value.rounded(), reading.value >= Double(range.lowerBound),
                  reading.value <= Double(range.upperBound) else { return nil }
            return (reading.end, Int(reading.value))
        }
    }

    /// Ordinals: "3rd", "21st", "third", "twenty first" (up to 99).
    func ordinals(_ index: Int) -> [(end: Int, value: Int)] {
        guard let first = word(index) else { return [] }
        if let digits = Int(first), first.allSatisfy(\.isASCII), isWord(index + 1, SpokenWords.ordinalSuffixes) {
            return [(index + 2, digits)]
        }
        if let value = SpokenWords.ordinals[first] { return [(index + 1, value)] }
        if let tens = SpokenWords.tens[first], let unit = word(index + 1).flatMap({ SpokenWords.ordinals[$0] }), unit < 10 {
            return [(index + 2, tens + unit)]
        }
        return []
    }

    /// How many of something: a number, "a"/"an"/"one" (1), "a couple (of)" (2), "a few" (3),
    /// "half a"/"half an" (0.5), "one and a half", "2 and a half".
    func amounts(_ index: Int) -> [(end: Int, value: Double)] {
        var result: [(end: Int, value: Double)] = []
        switch word(index) {
        case "a", "an":
            if word(index + 1) == "couple" { result.append((skipping(index + 2, ["of"]), 2)) }
            if word(index + 1) == "few" { result.append((index + 2, 3)) }
            result.append((index + 1, 1))
        case "half":
            if isWord(index + 1, ["a", "an"]) { result.append((index + 2, 0.5)) }
        case "couple":
            result.append((skipping(index + 1, ["of"]), 2))
        case "few":
            result.append((index + 1, 3))
        default:
            for reading in cardinals(index) where reading.value >= 0 {
                result.append(reading)
                for tail in fractionTails(reading.end) { result.append((tail.end, reading.value + tail.value)) }
            }
        }
        result += fractions(index)
        return result
    }

    /// A fraction said after a whole amount: "and a half", "and a quarter", "and three quarters".
    func fractionTails(_ index: Int) -> [(end: Int, value: Double)] {
        guard word(index) == "and" else { return [] }
        if let end = after(index + 1, ["a", "half"]) { return [(end, 0.5)] }
        if let end = after(index + 1, ["a", "quarter"]) { return [(end, 0.25)] }
        if let end = after(index + 1, ["three", "quarters"]) { return [(end, 0.75)] }
        return []
    }

    /// A fraction said alone: "a half", "a quarter", "three quarters".
    func fractions(_ index: Int) -> [(end: Int, value: Double)] {
        if let end = after(index, ["a", "half"]) { return [(end, 0.5)] }
        if let end = after(index, ["a", "quarter"]) { return [(end, 0.25)] }
        if let end = after(index, ["three", "quarters"]) { return [(end, 0.75)] }
        return []
    }

    /// A unit of time word at `index`; compact units ("h", "m") only right after digits.
    func unit(_ index: Int, compactAllowed: Bool) -> SpokenWords.Unit? {
        guard let text = word(index), let unit = SpokenWords.units[text] else { return nil }
        if SpokenWords.compactUnits.contains(text) && !compactAllowed { return nil }
        return unit
    }

    /// Whether the token at `index` was written in digits.
    func isDigits(_ index: Int) -> Bool { word(index).map { $0.first?.isNumber == true && $0.allSatisfy { $0.isASCII } } ?? false }
}
