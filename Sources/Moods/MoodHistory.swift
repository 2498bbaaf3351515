import Foundation
import IntentKit

/// Says how the person has been feeling over a span: "how have I been feeling this week".
public struct MoodHistory: AppIntent {
    public static let title = "Mood History"
    public static let description = "Counts the moods logged over a span of time and names the most frequent."

    @Parameter(title: "Period", description: "The span of time to look back over.", default: .thisWeek)
    public var period: MoodPeriod

    public init() {}

    /// What `hark --json` returns.
    public struct Summary: Encodable, Sendable, Equatable {
        public struct Entry: Encodable, Sendable, Equatable {
            public var title: String
            public var emoji: String
            public var count: Int
        }
        public var period: String
        public var count: Int
        public var moods: [Entry]
    }

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let moods = try context.service(MoodStore.self).moods(in: period.interval(now: context.now, calendar: context.calendar))
        // Most frequent first; ties go to the mood logged most recently.
        var counts: [String: (count: Int, emoji: String, last: Int)] = [:]
        for (index, mood) in moods.enumerated() {
            let entry = counts[mood.title] ?? (0, mood.emoji, index)
            counts[mood.title] = (entry.count + 1, mood.emoji, index)
        }
        let ranked = counts.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.value.last > $1.value.last }
        let summary = Summary(period: period.rawValue, count: moods.count,
                              moods: ranked.map { Summary.Entry(title: $0.key, emoji: $0.value.emoji, count: $0.value.count) })
        guard let top = ranked.first else {
            let when = period == .allTime ? "yet" : period.phrase
            return .result(dialog: "You haven't logged any moods \(when).", value: summary)
        }
        let opening = period == .allTime ? "You have logged" : "\(period.phrase.prefix(1).uppercased())\(period.phrase.dropFirst()) you logged"
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
