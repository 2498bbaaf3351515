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
        return find(in: text, clockWords: true) { reader, index in reader.dates(index, placer) }
    }

    /// Every date range in `text` ("how much did I sleep this week" → "this week").
    public static func ranges(in text: String, context: SpokenContext) -> [SpokenFound<SpokenRange>] {
        let placer = SpokenPlacer(context: context)
        return find(in: text, clockWords: true) { reader, index in reader.ranges(index, placer) }
    }

    /// Every length of time in `text` ("set a timer for an hour and a half for the bread").
    public static func durations(in text: String) -> [SpokenFound<SpokenDuration>] {
        find(in: text, clockWords: false) { reader, index in reader.durations(index).filter { $0.value.totalSeconds > 0 } }
    }

    /// Every number in `text` ("I ran three and a half miles").
    public static func numbers(in text: String) -> [SpokenFound<SpokenNumber>] {
        find(in: text, clockWords: false) { reader, index in reader.numbers(index) }
    }

    /// The longest reading at the first word that starts one, then on after it. Inside a
    /// sentence some words are dates only in company: a bare number is no date or range ("I have
    /// 3 cats"; "at 3", "3pm" and "15:30" are), and words that are also everyday words ("may",
    /// "march", "sun", "sat", "now") are no date or range on their own.
    static func find<Value>(in text: String, clockWords: Bool,
                            _ read: (SpokenReader, Int) -> [(end: Int, value: Value)]) -> [SpokenFound<Value>] {
        guard text.utf8.count <= 20_000 else { return [] }
        let tokenized = TokenizedText(text)
        let reader = SpokenReader(tokenized)
        var found: [SpokenFound<Value>] = []
        var index = 0
        while index < reader.tokens.count {
            let readings = read(reader, index).filter { reading in
                let length = reading.end - index
                if clockWords, length == 1, let word = reader.word(index), SpokenWords.everydayWords.contains(word) { return false }
                if clockWords, (index..<reading.end).allSatisfy({ reader.isBareNumber($0) }) { return false }
                return true
            }
            guard let longest = readings.max(by: { $0.end < $1.end }) else { index += 1; continue }
            let first = readings.first { $0.end == longest.end } ?? longest
            let range = reader.tokens[index].range.lowerBound..<reader.tokens[first.end - 1].range.upperBound
            found.append(SpokenFound(value: first.value, text: String(text[range]), range: range))
            index = first.end
        }
        return found
    }
}

extension SpokenReader {
    /// Whether the token is a number said plainly: digits without ":" or "/", or a number word.
    func isBareNumber(_ index: Int) -> Bool {
        guard let word = word(index) else { return false }
        if isDigits(index) { return !word.contains(":") && gap(before: index) != "-" && gap(before: index + 1) != "-" }
        return !cardinals(index).isEmpty
    }
}
