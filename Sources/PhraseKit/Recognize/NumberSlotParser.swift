import HarkValue
import SpokenKit

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
