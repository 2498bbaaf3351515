import Foundation

/// Reads numbers, dates, date ranges and durations said the way people say them, from a whole
/// text ("next thursday at 3pm") or, through the slot parsers, from inside a sentence.
///
/// ```swift
/// let context = SpokenContext(now: now, calendar: calendar)
/// SpokenValues.date("next thursday at 3pm", in: context)?.date
/// SpokenValues.range("last week", in: context)?.interval
/// SpokenValues.duration("an hour and a half")?.totalSeconds   // 5400
/// SpokenValues.number("twenty first")?.value                    // 21
/// ```
///
/// Pure: no clock, no I/O; the rules are in Docs/values.md.
public enum SpokenValues {
    public static func number(_ text: String) -> SpokenNumber? {
        whole(text) { reader, index in reader.numbers(index) }
    }

    public static func date(_ text: String, in context: SpokenContext) -> SpokenDate? {
        let placer = SpokenPlacer(context: context)
        return whole(text) { reader, index in reader.dates(index, placer, ends: .at(reader.tokens.count)) }
    }

    public static func range(_ text: String, in context: SpokenContext) -> SpokenRange? {
        let placer = SpokenPlacer(context: context)
        return whole(text) { reader, index in reader.ranges(index, placer, ends: .at(reader.tokens.count)) }
    }

    public static func duration(_ text: String) -> SpokenDuration? {
        whole(text) { reader, index in reader.durations(index).filter { $0.value.totalSeconds > 0 } }
    }

    /// The first reading that covers the whole text, ignoring a final full stop or question mark
    /// (dropped by the tokenizer). Too long a text is no single value.
    private static func whole<Value>(_ text: String, _ read: (SpokenReader, Int) -> [(end: Int, value: Value)]) -> Value? {
        guard text.utf8.count <= 400 else { return nil }
        let reader = SpokenReader(TokenizedText(text))
        guard !reader.tokens.isEmpty, reader.tokens.count <= SpokenReader.longestValue else { return nil }
        return read(reader, 0).first { $0.end == reader.tokens.count }?.value
    }
}
