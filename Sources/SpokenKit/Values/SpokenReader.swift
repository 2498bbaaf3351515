import Foundation

/// Reads spoken values out of a tokenized sentence. Each reader gives every reading that starts
/// at a token: where it ends and what it means, so a reading can stop inside a sentence ("next
/// thursday at 3 to call mom") and the caller keeps the one that lets the rest match.
///
/// The grammar is small and closed: every rule consumes at least one token and no rule repeats
/// without bound, so reading is linear in the sentence and cannot hang on odd input.
final class SpokenReader {
    let tokens: [Token]
    let original: String
    /// What each word can be (nil: a word no value is made of, unless it is digits).
    let lexicon: [SpokenLexicon.Entry?]
    /// Whether each word is written in digits.
    let digits: [Bool]
    /// The clues of every word at or after each word: no length of time can start where no unit
    /// is ahead, no time of day where no digits or clock word is, and so on.
    let cluesAhead: [SpokenLexicon.DayClues]

    /// Readings that do not depend on the moment, kept by token: the readers ask for the same
    /// ones many times.
    let kept: Kept

    struct Kept {
        let cardinals: KeptReadings<(end: Int, value: Double)>
        let days: KeptReadings<(end: Int, value: SpokenDay)>
        let durations: KeptReadings<(end: Int, value: SpokenDuration)>
        let times: KeptReadings<(end: Int, value: SpokenTime)>
        let periods: KeptReadings<(end: Int, value: PeriodRef)>
        let anchors: KeptReadings<(end: Int, day: DayAnchor)>

        init(count: Int) {
            (cardinals, days, durations) = (KeptReadings(count: count), KeptReadings(count: count), KeptReadings(count: count))
            (times, periods, anchors) = (KeptReadings(count: count), KeptReadings(count: count), KeptReadings(count: count))
        }
    }

    /// Whether a value can start at the word: it is digits or a word values are made of.
    func canStartValue(_ index: Int) -> Bool { (index < lexicon.count && lexicon[index] != nil) || isDigits(index) }

    /// Whether the word is one a value needs (digits, "friday", "minutes", "three"): see `SpokenLexicon`.
    func isCore(_ index: Int) -> Bool { (index < lexicon.count && lexicon[index]?.isCore == true) || isDigits(index) }

    func lexicon(_ index: Int) -> SpokenLexicon.Entry? { index >= 0 && index < lexicon.count ? lexicon[index] : nil }
    func weekday(_ index: Int) -> Int? { index >= 0 && index < lexicon.count ? lexicon[index]?.weekday : nil }
    func month(_ index: Int) -> Int? { index >= 0 && index < lexicon.count ? lexicon[index]?.month : nil }
    func partOfDay(_ index: Int) -> PartOfDay? { index >= 0 && index < lexicon.count ? lexicon[index]?.partOfDay : nil }
    func periodUnit(_ index: Int) -> PeriodRef.Unit? { index >= 0 && index < lexicon.count ? lexicon[index]?.periodUnit : nil }

    init(_ text: TokenizedText) {
        // Typed shorthand is read as the word it stands for ("last wk", "yday", "fri aft").
        tokens = text.tokens.map { token in
            guard let long = Self.shorthand[token.text] else { return token }
            return Token(text: long, range: token.range)
        }
        original = text.original
        lexicon = tokens.map { SpokenLexicon.entries[$0.text] }
        digits = text.tokens.map { token in token.text.utf8.first.map { $0 >= 48 && $0 <= 57 } == true && token.text.utf8.allSatisfy { $0 < 0x80 } }
        kept = Kept(count: text.tokens.count)
        var ahead = Array(repeating: SpokenLexicon.DayClues(), count: text.tokens.count + 1)
        for index in stride(from: text.tokens.count - 1, through: 0, by: -1) {
            ahead[index] = ahead[index + 1].union(lexicon[index]?.clues ?? []).union(digits[index] ? [.digits, .clock] : [])
        }
        cluesAhead = ahead
    }

    /// Typed shorthand for the words values are made of, read as those words.
    static let shorthand: [String: String] = [
        "yday": "yesterday", "yest": "yesterday", "ystdy": "yesterday", "tdy": "today", "tmw": "tomorrow", "tomoz": "tomorrow",
        "tonite": "tonight",
        "wk": "week", "wks": "weeks", "yr": "year", "yrs": "years", "mth": "month", "mths": "months", "mnth": "month",
        "aft": "afternoon", "arvo": "afternoon", "morn": "morning",
    ]

    /// The longest sentence read whole (a value is a few words; more is not one value).
    static let longestValue = 24

    func word(_ index: Int) -> String? { index >= 0 && index < tokens.count ? tokens[index].text : nil }

    /// Whether a comma or another clause mark stands between word `index - 1` and word `index`
    /// ("friday at 2, 30 minutes": the 30 is no part of the time).
    func clauseMarkBefore(_ index: Int) -> Bool {
        guard index > 0, index < tokens.count else { return false }
        return original[tokens[index - 1].range.upperBound ..< tokens[index].range.lowerBound].contains { ",;!?".contains($0) }
    }

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
        guard isDigits(index) || lexicon(index)?.startsNumber == true || word(index)?.first == "-" else { return [] }
        return kept.cardinals.readings(index) { NumberReader.readings(tokens, from: $0).map { (end: $0.end, value: $0.value) } }
    }

    /// A whole number in `range` said as digits or words.
    func wholeNumbers(_ index: Int, in range: ClosedRange<Int>) -> [(end: Int, value: Int)] {
        cardinals(index).compactMap { reading in
            guard reading.value == reading.value.rounded(), reading.value >= Double(range.lowerBound),
                  reading.value <= Double(range.upperBound) else { return nil }
            return (reading.end, Int(reading.value))
        }
    }

    /// Days said at `index` (`readDays`).
    func days(_ index: Int) -> [(end: Int, value: SpokenDay)] { kept.days.readings(index, readDays) }

    /// Lengths of time said at `index` (`readDurations`).
    func durations(_ index: Int) -> [(end: Int, value: SpokenDuration)] {
        // Each holds a unit and starts with an amount: "20 minutes", "an hour", "half a day".
        guard ahead(index, .unit), isDigits(index) || lexicon(index)?.startsAmount == true else { return [] }
        return kept.durations.readings(index, readDurations)
    }

    /// Times of day said at `index` (`readTimes`).
    func times(_ index: Int) -> [(end: Int, value: SpokenTime)] {
        guard ahead(index, .clock) else { return [] }
        return kept.times.readings(index, readTimes)
    }

    /// Calendar periods said at `index` (`readPeriods`).
    func periods(_ index: Int) -> [(end: Int, value: PeriodRef)] {
        // Each holds a period ("week", "quarter"), a month or digits ("2027", "q3") within three words.
        guard !clues(index, 3).isDisjoint(with: [.period, .month, .digits]) else { return [] }
        return kept.periods.readings(index, readPeriods)
    }

    /// Ordinals: "3rd", "21st", "third", "twenty first" (up to 99).
    func ordinals(_ index: Int) -> [(end: Int, value: Int)] {
        guard let first = word(index), canStartValue(index) else { return [] }
        if let digits = Int(first), first.allSatisfy(\.isASCII), isWord(index + 1, SpokenWords.ordinalSuffixes) {
            return [(index + 2, digits)]
        }
        if let value = lexicon[index]?.ordinal { return [(index + 1, value)] }
        if let tens = SpokenWords.tens[first], let unit = index + 1 < lexicon.count ? lexicon[index + 1]?.ordinal : nil, unit < 10 {
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

    /// A fraction said after a whole amount: "and a half", "and a quarter", "and two thirds".
    func fractionTails(_ index: Int) -> [(end: Int, value: Double)] {
        guard word(index) == "and" else { return [] }
        return fractions(index + 1).filter { $0.value < 1 }
    }

    /// A fraction said in words: "a half", "a quarter", "one third", "three quarters", "two fifths".
    func fractions(_ index: Int) -> [(end: Int, value: Double)] {
        var counts: [(end: Int, value: Double)] = isWord(index, ["a", "an"]) ? [(index + 1, 1)] : []
        counts += cardinals(index).filter { $0.value >= 1 && $0.value <= 20 && $0.value == $0.value.rounded() && !isDigits(index) }
        return counts.compactMap { count in
            guard let name = word(count.end) else { return nil }
            let plural = count.value > 1
            guard let denominator = (plural ? SpokenWords.fractionPlurals : SpokenWords.fractionSingulars)[name] else { return nil }
            return (count.end + 1, count.value / denominator)
        }
    }

    /// A unit of time word at `index`; compact units ("h", "m") only right after digits.
    func unit(_ index: Int, compactAllowed: Bool) -> SpokenWords.Unit? {
        guard let text = word(index), lexicon[index] != nil, let unit = SpokenWords.units[text] else { return nil }
        if SpokenWords.compactUnits.contains(text) && !compactAllowed { return nil }
        return unit
    }

    /// Whether a word with one of `clues` stands at or after `index`.
    func ahead(_ index: Int, _ clues: SpokenLexicon.DayClues) -> Bool {
        index >= 0 && index < tokens.count && !cluesAhead[index].isDisjoint(with: clues)
    }

    /// What kinds of day the words from `index` on, `count` of them, can help name.
    func clues(_ index: Int, _ count: Int) -> SpokenLexicon.DayClues {
        var clues: SpokenLexicon.DayClues = []
        for position in max(0, index)..<max(0, min(index + count, tokens.count)) {
            if let entry = lexicon[position] { clues.formUnion(entry.clues) }
            if digits[position] { clues.insert(.digits) }
        }
        return clues
    }

    /// Whether the token at `index` was written in digits.
    func isDigits(_ index: Int) -> Bool { index >= 0 && index < digits.count && digits[index] }
}

/// The readings of one kind a reader gave, by token, read once each: the readers ask for the
/// same ones many times. The table is made when first needed.
final class KeptReadings<Reading> {
    private let count: Int
    private var table: [[Reading]?] = []

    init(count: Int) { self.count = count }

    /// The readings at `index`, read with `read` the first time they are asked for.
    func readings(_ index: Int, _ read: (Int) -> [Reading]) -> [Reading] {
        guard index >= 0, index < count else { return [] }
        if !table.isEmpty, let known = table[index] { return known }
        let readings = read(index)   // may ask for other tokens' readings of this kind
        if table.isEmpty { table = Array(repeating: nil, count: count) }
        table[index] = readings
        return readings
    }
}
