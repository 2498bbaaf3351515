import Foundation
import IntentKit

/// The mood logged most over a span: "what was my most common mood".
public struct MostCommonMood: AppIntent {
    public static let title = "Most Common Mood"
    public static let description = "Names the mood logged most often over a span of time (in all when not said); ties are named as ties."
    public static let changesData = false

    @Parameter(title: "Period", description: "The span of time (in all when not said).", dates: .past)
    public var period: DateInterval?

    public static let requiredServices: [any Sendable.Type] = [MoodStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let interval = try MoodPeriod.interval(period, default: nil, context: context)
        let span = MoodWording.Span(interval, now: context.now, calendar: context.calendar)
        let moods = try context.service(MoodStore.self).moods(in: span.isAllTime ? nil : interval)
        let tally = MoodTally(moods)
        let value = tally.ranked.map { MoodHistory.Summary.Entry(title: $0.title, emoji: $0.emoji, count: $0.count) }
        guard let top = tally.groups.first else { return .result(dialog: span.nothing(), value: value) }
        let when = span.isAllTime ? "" : " \(span.phrase)"
        let verb = span.isPast ? "was" : "is"
        let of = "\(MoodWording.times(top[0].count)) out of \(MoodWording.count(tally.total, "mood"))"
        if top[0].count == 1, top.count > 1 {
            return .result(dialog: "No mood stands out\(when): you\(span.isPast ? "" : "'ve") logged \(MoodWording.count(tally.total, "mood")), each a different one.",
                           value: value)
        }
        if top.count == 1 {
            return .result(dialog: "Your most common mood\(when) \(verb) \(top[0].emoji) \(top[0].title): \(of).", value: value)
        }
        let names = top.prefix(3).map { "\($0.emoji) \($0.title)" } + (top.count > 3 ? ["\(top.count - 3) more"] : [])
        let tied = span.isPast ? "were tied" : "are tied"
        return .result(dialog: "\(MoodWording.list(names)) \(tied) as your most common mood\(when), \(MoodWording.times(top[0].count)) each.",
                       value: value)
    }
}
