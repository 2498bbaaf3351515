import Foundation

/// A value found inside a longer text ("call the dentist on friday at 10"): what it is, the
/// words it was read from, and where they stand.
public struct SpokenFound<Value: Sendable>: Sendable {
    public var value: Value
    /// The words, as written in the text.
    public var text: String
    /// Where the words stand in the text.
    public var range: Range<String.Index>
}

extension SpokenValues {
    /// Every date in `text`, left to right, each as long as it can be read ("on friday at 10", not
    /// "on friday"). See `find` for what is left out.
    public static func dates(in text: String, context: SpokenContext) -> [SpokenFound<SpokenDate>] {
        let placer = SpokenPlacer(context: context)
        return find(in: text, clockWords: true) { reader, index, ends in reader.dates(index, placer, ends: ends) }
    }

    /// Every date range in `text` ("how much did I sleep this week" → "this week").
    public static func ranges(in text: String, context: SpokenContext) -> [SpokenFound<SpokenRange>] {
        let placer = SpokenPlacer(context: context)
        return find(in: text, clockWords: true) { reader, index, ends in reader.ranges(index, placer, ends: ends) }
    }

    /// Every length of time in `text` ("set a timer for an hour and a half for the bread").
    public static func durations(in text: String) -> [SpokenFound<SpokenDuration>] {
        find(in: text, clockWords: false) { reader, index, _ in reader.durations(index).filter { $0.value.totalSeconds > 0 } }
    }

    /// Every number in `text` ("I ran three and a half miles").
    public static func numbers(in text: String) -> [SpokenFound<SpokenNumber>] {
        find(in: text, clockWords: false) { reader, index, _ in reader.numbers(index) }
    }

    /// The longest reading at the first word that starts one, then on after it. Inside a
    /// sentence some words are dates only in company: a bare number is no date or range ("I have
    /// 3 cats"; "at 3", "3pm" and "15:30" are), and words that are also everyday words ("may",
    /// "march", "sun", "sat", "now") are no date or range on their own.
    static func find<Value>(in text: String, clockWords: Bool,
                            _ read: (SpokenReader, Int, WantedEnds) -> [(end: Int, value: Value)]) -> [SpokenFound<Value>] {
        guard text.utf8.count <= 20_000 else { return [] }
        let tokenized = TokenizedText(text)
        let reader = SpokenReader(tokenized)
        var found: [SpokenFound<Value>] = []
        func readings(at index: Int, _ ends: WantedEnds = .anywhere) -> [(end: Int, value: Value)] {
            read(reader, index, ends).filter { reading in
                guard ends.contains(reading.end) else { return false }
                let length = reading.end - index
                if clockWords, length == 1, let word = reader.word(index), SpokenWords.everydayWords.contains(word) { return false }
                if clockWords, (index..<reading.end).allSatisfy({ reader.isBareNumber($0) }) { return false }
                return true
            }
        }
        /// The first of the longest readings.
        func longest(_ readings: [(end: Int, value: Value)]) -> (end: Int, value: Value)? {
            guard let end = readings.map(\.end).max() else { return nil }
            return readings.first { $0.end == end }
        }
        // Where the next word a value needs stands, from each word on: a search tries a word only
        // when one is near (a value begins at most three words before its first such word: "in
        // the past 7 days", "for the rest of the month").
        var nextCore = Array(repeating: Int.max, count: reader.tokens.count + 1)
        for position in stride(from: reader.tokens.count - 1, through: 0, by: -1) {
            nextCore[position] = reader.isCore(position) ? position : nextCore[position + 1]
        }
        func near(_ position: Int) -> Bool { nextCore[position] - position <= 3 }
        var index = 0
        while index < reader.tokens.count {
            guard near(index), reader.canStartValue(index), var best = longest(readings(at: index)) else { index += 1; continue }
            // A reading starting inside this one that reaches further is the one meant: "for
            // next week tuesday" is "next week tuesday", not "for next week".
            var start = index
            var inner = index + 1
            while inner < best.end {
                if near(inner), reader.canStartValue(inner), let further = longest(readings(at: inner, .after(best.end))) { (start, best) = (inner, further) }
                inner += 1
            }
            let range = reader.tokens[start].range.lowerBound..<reader.tokens[best.end - 1].range.upperBound
            found.append(SpokenFound(value: best.value, text: String(text[range]), range: range))
            index = best.end
        }
        return found
    }
}

extension SpokenReader {
    /// Whether the token is a number said plainly: digits without ":" or "/", or a number word.
    func isBareNumber(_ index: Int) -> Bool {
        guard let word = word(index) else { return false }
        if isDigits(index) { return !word.utf8.contains(UInt8(ascii: ":")) && gap(before: index) != "-" && gap(before: index + 1) != "-" }
        return !cardinals(index).isEmpty
    }
}
