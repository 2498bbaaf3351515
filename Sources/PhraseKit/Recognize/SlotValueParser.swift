import HarkValue
import SpokenKit

/// Reads a typed value (a number, a date, a range, a duration) out of a sentence, for slots that
/// the caller binds to it, and says where in the sentence the value ends.
///
/// ```swift
/// let recognizer = Recognizer(phrases: phrases, slotParsers: ["count": NumberSlotParser(range: 1...50)])
/// // "{count}" in a template now matches "twelve", "12" or "twenty five".
/// ```
public protocol SlotValueParser: Sendable {
    /// Every reading of the words starting at token `start`: where it ends and the value it gives.
    func readings(of text: TokenizedText, from start: Int) -> [SlotReading]
}

/// One way to read a typed slot: tokens `start..<end` give `value`.
public struct SlotReading: Hashable, Sendable {
    public var end: Int
    public var value: PhraseValue

    public init(end: Int, value: PhraseValue) {
        self.end = end
        self.value = value
    }
}

/// A number in digits or words ("12", "twenty five", "3.5", "minus two", "a dozen", "third",
/// "50%"), optionally limited to a range.
public struct NumberSlotParser: SlotValueParser {
    public var range: ClosedRange<Double>?

    public init(range: ClosedRange<Double>? = nil) { self.range = range }

    public func readings(of text: TokenizedText, from start: Int) -> [SlotReading] {
        var seen = Set<SlotReading>()
        return SpokenSpans.numbers(in: text, from: start).compactMap { reading in
            if let range, !range.contains(reading.value.value) { return nil }
            let slot = SlotReading(end: reading.end, value: .number(reading.value.value))
            return seen.insert(slot).inserted ? slot : nil
        }
    }
}
