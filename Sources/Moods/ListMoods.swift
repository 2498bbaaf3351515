import Foundation
import IntentKit
import SpokenKit

/// Lists the moods logged over a span, with their times: "show my moods today".
public struct ListMoods: AppIntent {
    public static let title = "List Moods"
    public static let description = "Lists the moods logged over a span of time (today when not said), latest first, with their times."
    public static let changesData = false

    /// The most moods named in the answer (the value has them all).
    public static let shown = 5

    @Parameter(title: "Period", description: "The span of time (today when not said).", dates: .past)
    public var period: DateInterval?

    public static let requiredServices: [any Sendable.Type] = [MoodStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let interval = try MoodPeriod.interval(period, default: .day, context: context)
        let span = MoodWording.Span(interval, now: context.now, calendar: context.calendar)
        let store = try context.service(MoodStore.self)
        let moods = try store.moods(in: span.isAllTime ? nil : interval)
        let latestFirst = Array(moods.reversed())
        guard !moods.isEmpty else {
            var dialog = span.nothing()
            if let last = try store.latest(), last.createdAt < interval.start {
                dialog += " The last one was \(last.emoji) \(last.title) \(Saying.moment(last.createdAt, now: context.now, calendar: context.calendar))."
            }
            return .result(dialog: dialog, value: latestFirst)
        }
        let sameDay = !span.isAllTime && context.calendar.isDate(interval.start, inSameDayAs: interval.end.addingTimeInterval(-1))
        let named = latestFirst.prefix(Self.shown).map { mood in
            let when = sameDay ? "at " + Saying.clockTime(mood.createdAt, calendar: context.calendar)
                : Saying.moment(mood.createdAt, now: context.now, calendar: context.calendar)
            return "\(mood.emoji) \(mood.title) \(when)"
        }
        let opening = "\(span.opening()) \(MoodWording.count(moods.count, "mood"))"
        let dialog = moods.count > Self.shown
            ? "\(opening); the latest \(Self.shown): \(MoodWording.list(named))."
            : "\(opening): \(MoodWording.list(named))."
        return .result(dialog: dialog, value: latestFirst)
    }
}
