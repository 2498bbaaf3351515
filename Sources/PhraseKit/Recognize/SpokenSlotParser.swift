import SpokenKit

/// Reads a spoken date, date range or duration inside a sentence, for a slot bound to one:
/// "remind me {when} to {task}" fills `when` with "next thursday at 3" and leaves "call mom" to
/// the wildcard. The slot's value is the words themselves; what they mean depends on when they
/// are said, so the program reads them with `SpokenValues` when it runs (IntentKit's `Date`,
/// `DateInterval` and `Duration` parameters do).
public struct SpokenSlotParser: SlotValueParser {
    public typealias Kind = SpokenSpans.Kind

    public var kind: Kind
    /// How "3/4" is read when finding where a date ends: the order the value itself is later read
    /// in (nil: the current locale's, as `SpokenContext` reads it).
    public var dayMonthOrder: SpokenContext.DayMonthOrder?

    public init(_ kind: Kind, dayMonthOrder: SpokenContext.DayMonthOrder? = nil) {
        self.kind = kind
        self.dayMonthOrder = dayMonthOrder
    }

    public func readings(of text: TokenizedText, from start: Int) -> [SlotReading] {
        SpokenSpans.ends(of: kind, in: text, from: start, dayMonthOrder: dayMonthOrder).map {
            SlotReading(end: $0, value: .string(text.originalText(start, $0)))
        }
    }
}
