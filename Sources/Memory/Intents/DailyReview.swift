import Foundation
import IntentKit
import SpokenKit

/// What was captured on a day: "daily review", "what did I capture today", "show yesterday's
/// memories". Today when no day is said; any span said ("this week") works too.
public struct DailyReview: AppIntent {
    public static let title = "Daily Review"
    public static let description = "Lists the memories captured on a day (today when not said), oldest first."
    public static let changesData = false
    /// At most this many are listed.
    public static let maximumListed = 50

    @Parameter(title: "Day", description: "The day (or span) to review; today when not said.", dates: .past)
    public var day: DateInterval?

    public static let requiredServices: [any Sendable.Type] = [MemoryStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MemoryStore.self)
        guard let span = day ?? context.calendar.dateInterval(of: .day, for: context.now) else {
            throw IntentFailure("I couldn't work out which day that is.")
        }
        let when = Saying.period(span, now: context.now, calendar: context.calendar)
        let listed = Array(try store.latest(Self.maximumListed, in: span).reversed())
        guard !listed.isEmpty else { return .result(dialog: "You didn't capture any memories \(when).", value: [MemoryEntity]()) }
        let total = try store.count(in: span)
        let noun = total == 1 ? "memory" : "memories"
        var lines = ["You captured \(total) \(noun) \(when):"]
        let oneDay = span.duration <= 86_400 * 1.5
        lines += listed.map { MemoryLine.line($0, timeOnly: oneDay, now: context.now, calendar: context.calendar) }
        if total > listed.count { lines.append("… and \(total - listed.count) more") }
        return .result(dialog: lines.joined(separator: "\n"), spoken: "You captured \(total) \(noun) \(when).",
                       value: try listed.map { try MemoryEntity($0, in: store, at: context.now) })
    }
}
