import Foundation

/// Reads a spoken date, date range or duration inside a sentence, for a slot bound to one:
/// "remind me {when} to {task}" fills `when` with "next thursday at 3" and leaves "call mom" to
/// the wildcard. The slot's value is the words themselves; what they mean depends on when they
/// are said, so the program reads them with `SpokenValues` when it runs (IntentKit's `Date`,
/// `DateInterval` and `Duration` parameters do).
public struct SpokenSlotParser: SlotValueParser {
    public enum Kind: String, Sendable { case date, range, duration }

    public var kind: Kind

    public init(_ kind: Kind) { self.kind = kind }

    /// Where a reading may end does not depend on the moment it is read against; any moment
    /// will do to find the ends.
    private static let placer = SpokenPlacer(context: SpokenContext(
        now: Date(timeIntervalSince1970: 1_795_000_000),
        calendar: SpokenContext.defaultCalendar(timeZone: TimeZone(secondsFromGMT: 0) ?? .current), dayMonthOrder: .dayFirst))

    public func readings(of text: TokenizedText, from start: Int) -> [SlotReading] {
        let reader = SpokenReader(text)
        let ends: [Int]
        switch kind {
        case .date: ends = reader.dates(start, Self.placer).map(\.end)
        case .range: ends = reader.ranges(start, Self.placer).map(\.end)
        case .duration: ends = reader.durations(start).filter { $0.value.totalSeconds > 0 }.map(\.end)
        }
        return Set(ends).sorted().map { SlotReading(end: $0, value: .string(text.originalText(start, $0))) }
    }
}
