import Foundation
import IntentKit
import SpokenKit

/// Deletes one logged mood: "delete my last mood", "remove the anxious mood from yesterday".
/// It can be undone ("undo"), so it does not ask first.
public struct DeleteMood: UndoableIntent {
    public static let title = "Delete Mood"
    public static let description = "Deletes one logged mood (the latest when none is named); “undo” puts it back."

    @Parameter(title: "Mood", description: "The mood to delete, by its name (the latest when not said).",
               cleaner: MoodTitle.cleaner, example: "anxious")
    public var title: String?

    @Parameter(title: "Period", description: "When it was logged.", dates: .past)
    public var period: DateInterval?

    public static let requiredServices: [any Sendable.Type] = [MoodStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let mood = try await MoodChoice.choose(titled: title, in: period, verb: "delete", context: context)
        guard try context.service(MoodStore.self).delete(mood, at: context.now) else {
            throw IntentFailure("That mood was already gone.")
        }
        let when = Saying.moment(mood.createdAt, now: context.now, calendar: context.calendar)
        return .result(dialog: "Deleted \(mood.emoji) \(mood.title), logged \(when). Say “undo” to put it back.", value: mood)
    }
}
