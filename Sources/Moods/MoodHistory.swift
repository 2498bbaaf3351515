import Foundation
import IntentKit

/// Says how the person has been feeling over a span: "how have I been feeling this week",
/// "mood summary for october", "how was my week". The answer names the count and at most three
/// moods, most frequent first, with ties said as ties.
public struct MoodHistory: AppIntent {
    public static let title = "Mood History"
    public static let description = "Sums up the moods logged over a span of time: how many, and the most frequent."
    public static let changesData = false

    @Parameter(title: "Period", description: "The span of time to look back over (this week when not said).", dates: .past)
    public var period: DateInterval?

    public static let requiredServices: [any Sendable.Type] = [MoodStore.self]

    public init() {}

    /// What `hark --json` returns.
    public struct Summary: Encodable, Sendable, Equatable {
        public struct Entry: Encodable, Sendable, Equatable {
            public var title: String
            public var emoji: String
            public var count: Int
        }
        /// The span as said back ("this week", "since 3 March", "in all").
        public var period: String
        /// The span, half-open; nil ends are unbounded.
        public var start: Date?
        public var end: Date?
        public var count: Int
        /// Every mood logged, most frequent first.
        public var moods: [Entry]
    }

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let interval = try MoodPeriod.interval(period, default: .weekOfYear, context: context)
        let span = MoodWording.Span(interval, now: context.now, calendar: context.calendar)
        let moods = try context.service(MoodStore.self).moods(in: span.isAllTime ? nil : interval)
        let tally = MoodTally(moods)
        let summary = Summary(period: span.phrase, start: interval.start == .distantPast ? nil : interval.start,
                              end: interval.end == .distantFuture ? nil : interval.end, count: moods.count,
                              moods: tally.ranked.map { Summary.Entry(title: $0.title, emoji: $0.emoji, count: $0.count) })
        guard let top = tally.ranked.first else { return .result(dialog: span.nothing(), value: summary) }
        let opening = "\(span.opening()) \(MoodWording.count(moods.count, "mood"))"
        let dialog: String
        if moods.count == 1 {
            dialog = "\(opening): \(top.emoji) \(top.title)."
        } else if tally.ranked.count == 1 {
            dialog = "\(opening), all \(top.emoji) \(top.title)."
        } else if top.count == 1 {
            let latest = tally.ranked.prefix(3).map { "\($0.emoji) \($0.title)" }
            let rest = tally.ranked.count > 3 ? ", most recently " : ": "
            dialog = "\(opening), each a different one\(rest)\(MoodWording.list(latest))."
        } else {
            dialog = "\(opening). Most often: \(tally.mostFrequent())."
        }
        return .result(dialog: dialog, value: summary)
    }
}

/// The span a moods question is about: the one said, else a default.
enum MoodPeriod {
    /// `said`, else the current `component` (this week, this month), else all time when
    /// `component` is nil.
    static func interval(_ said: DateInterval?, default component: Calendar.Component?, context: IntentContext) throws -> DateInterval {
        if let said { return said }
        guard let component else { return DateInterval(start: .distantPast, end: .distantFuture) }
        guard let interval = context.calendar.dateInterval(of: component, for: context.now) else {
            throw IntentFailure("I couldn't work out that span of time in your calendar.")
        }
        return interval
    }
}
