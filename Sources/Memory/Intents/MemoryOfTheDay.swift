import Foundation
import IntentKit
import SpokenKit

/// One memory brought back each day: "memory of the day", "remind me of something". Drawn by
/// chance weighted by decay score, and the same all day.
public struct MemoryOfTheDay: AppIntent {
    public static let title = "Memory of the Day"
    public static let description = "Brings back one memory a day, drawn by chance (recently recalled ones more often); the same all day."
    /// Reading only: it notes which memories were recalled (their decay), which is no change to what you stored.
    public static let changesData = false
    public static let requiredServices: [any Sendable.Type] = [MemoryStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let store = try context.service(MemoryStore.self)
        guard let memory = try store.memoryOfTheDay(Self.day(context), at: context.now) else {
            return .result(dialog: "You have no memories yet. Say “remember that …” to save one.")
        }
        let when = Saying.ago(memory.createdAt, now: context.now, calendar: context.calendar)
        return .result(dialog: "From \(when): \(memory.content)\(MemoryLine.tagsNotWritten(memory))", value: try MemoryEntity(memory, in: store, at: context.now))
    }

    /// The day of `context.now` in its calendar, as "2026-11-23".
    static func day(_ context: IntentContext) -> String {
        let parts = context.calendar.dateComponents([.year, .month, .day], from: context.now)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }
}
