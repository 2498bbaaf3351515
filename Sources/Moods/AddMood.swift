import Foundation
import IntentKit

/// Logs a mood: "add a happy mood", "I feel anxious".
public struct AddMood: UndoableIntent {
    public static let title = "Add Mood"
    public static let description = "Logs how you feel, with an emoji picked from the words unless you give one."

    @Parameter(title: "Mood", description: "How you feel, in a word or a few.", requestValueDialog: "What mood should I add?",
               cleaner: MoodTitle.cleaner, verbatim: true, example: "happy")
    public var title: String

    @Parameter(title: "Emoji", description: "An emoji for the mood; chosen from its words when not given.", example: "🎉")
    public var emoji: String?

    public static let requiredServices: [any Sendable.Type] = [MoodStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let label = try Mood.label(title)
        let chosen = SmartEmoji.emoji(given: emoji, for: label)
        let mood = try context.service(MoodStore.self).add(title: label, emoji: chosen, at: context.now)
        return .result(dialog: "Added \(mood.emoji) \(mood.title) to your moods.", value: mood)
    }
}
