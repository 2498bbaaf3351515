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
