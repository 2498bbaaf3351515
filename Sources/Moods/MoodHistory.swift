import Foundation
import IntentKit

/// Says how the person has been feeling over a span: "how have I been feeling this week".
public struct MoodHistory: AppIntent {
    public static let title = "Mood History"
    public static let description = "Counts the moods logged over a span of time and names the most frequent."

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
        public var moods: [Entry]
    }

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let calendar = context.calendar
        guard let interval = period ?? calendar.dateInterval(of: .weekOfYear, for: context.now) else {
            throw IntentFailure("I couldn't work out this week in your calendar.")
        }
        let phrase = PeriodPhrase.phrase(interval, now: context.now, calendar: calendar)
        let allTime = interval.start == .distantPast && interval.end == .distantFuture
        let moods = try context.service(MoodStore.self).moods(in: allTime ? nil : interval)
        // Most frequent first; ties go to the mood logged most recently.
        var counts: [String: (count: Int, emoji: String, last: Int)] = [:]
        for (index, mood) in moods.enumerated() {
            let entry = counts[mood.title] ?? (0, mood.emoji, index)
            counts[mood.title] = (entry.count + 1, mood.emoji, index)
        }
        let ranked = counts.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.value.last > $1.value.last }
        let summary = Summary(period: phrase, start: allTime || interval.start == .distantPast ? nil : interval.start,
                              end: allTime || interval.end == .distantFuture ? nil : interval.end, count: moods.count,
                              moods: ranked.map { Summary.Entry(title: $0.key, emoji: $0.value.emoji, count: $0.value.count) })
        guard let top = ranked.first else {
            let when = allTime ? "yet" : phrase
            return .result(dialog: "You haven't logged any moods \(when).", value: summary)
        }
        let opening = allTime ? "You have logged" : "\(phrase.prefix(1).uppercased())\(phrase.dropFirst()) you logged"
        if moods.count == 1 {
            return .result(dialog: "\(opening) 1 mood: \(top.value.emoji) \(top.key).", value: summary)
        }
        if ranked.count == 1 {
            return .result(dialog: "\(opening) \(moods.count) moods, all \(top.key).", value: summary)
        }
        if top.value.count == 1 {
            let all = ranked.map { "\($0.value.emoji) \($0.key)" }.joined(separator: ", ")
            return .result(dialog: "\(opening) \(moods.count) moods: \(all).", value: summary)
        }
        return .result(dialog: "\(opening) \(moods.count) moods, mostly \(top.key) (\(top.value.count)).", value: summary)
    }
}
