import Foundation

/// Where spoken values inside a sentence may end, for a matcher that lets a value stop before
/// the rest of the sentence ("remind me {when} to {task}": "next thursday at 3" ends before
/// "to call mom"). Every way a value starting at a token can be read is given, shortest first.
public enum SpokenSpans {
    /// Which kind of value to look for.
    public enum Kind: String, Sendable { case date, range, duration }

    /// The token indices (exclusive) where a value of `kind` starting at token `start` may end.
    /// Where a reading ends does not depend on the moment it is read against; it does depend on
    /// how "3/4" is read, which `dayMonthOrder` gives (nil: from the current locale, looked up
    /// only when the words hold a numeric date).
    public static func ends(of kind: Kind, in text: TokenizedText, from start: Int,
                            dayMonthOrder: SpokenContext.DayMonthOrder?) -> [Int] {
        let reader = SpokenReader(text)
        let ends: [Int]
        switch kind {
        case .date: ends = reader.dates(start, placer(dayMonthOrder)).map(\.end)
        case .range: ends = reader.ranges(start, placer(dayMonthOrder)).map(\.end)
        case .duration: ends = reader.durations(start).filter { $0.value.totalSeconds > 0 }.map(\.end)
        }
        return Set(ends).sorted()
    }

    /// Every number that starts at token `start` ("twenty five", "3.5", "a dozen", "third",
    /// "50%"): where it ends and what it says.
    public static func numbers(in text: TokenizedText, from start: Int) -> [(end: Int, value: SpokenNumber)] {
        SpokenReader(text).numbers(start)
    }

    /// Any moment will do to find the ends; one placer per order is made once.
    private static let placers: [SpokenPlacer] = [nil, SpokenContext.DayMonthOrder.dayFirst, .monthFirst].map { order in
        SpokenPlacer(context: SpokenContext(now: Date(timeIntervalSince1970: 1_795_000_000),
                                            calendar: SpokenContext.defaultCalendar(timeZone: TimeZone(secondsFromGMT: 0) ?? .current),
                                            dayMonthOrder: order))
    }

    private static func placer(_ order: SpokenContext.DayMonthOrder?) -> SpokenPlacer {
        switch order {
        case nil: placers[0]
        case .dayFirst?: placers[1]
        case .monthFirst?: placers[2]
        }
    }
}
