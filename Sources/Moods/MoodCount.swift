import Foundation
import IntentKit
import SpokenKit

/// How often a mood was logged over a span: "how often was I anxious this month".
public struct MoodCount: AppIntent {
    public static let title = "Mood Count"
    public static let description = "Counts how often one mood was logged over a span of time (in all when not said)."
    public static let changesData = false

    @Parameter(title: "Mood", description: "The mood to count.", requestValueDialog: "Which mood should I count?",
               cleaner: MoodTitle.cleaner, example: "anxious")
    public var title: String

    @Parameter(title: "Period", description: "The span of time (in all when not said).", dates: .past)
    public var period: DateInterval?

    public static let requiredServices: [any Sendable.Type] = [MoodStore.self]

    public init() {}

    /// What `hark --json` returns.
    public struct Count: Encodable, Sendable, Equatable {
        public var title: String
        public var period: String
        public var count: Int
        public var last: Date?
    }

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let interval = try MoodPeriod.interval(period, default: nil, context: context)
        let span = MoodWording.Span(interval, now: context.now, calendar: context.calendar)
        let said = title.lowercased()
        let moods = try context.service(MoodStore.self).moods(in: span.isAllTime ? nil : interval, titled: said)
        let value = Count(title: said, period: span.phrase, count: moods.count, last: moods.last?.createdAt)
        guard let last = moods.last else { return .result(dialog: span.nothing("“\(said)”"), value: value) }
        let when = Saying.moment(last.createdAt, now: context.now, calendar: context.calendar)
        let recently = moods.count == 1 ? ", \(when)" : ", most recently \(when)"
        return .result(dialog: "\(span.opening()) \(last.emoji) \(said) \(MoodWording.times(moods.count))\(recently).", value: value)
    }
}
