import Foundation
import IntentKit

/// Changes one logged mood: "change my last mood to calm", "change the anxious mood from
/// yesterday to nervous". The emoji is picked again from the new words unless one is given.
public struct EditMood: UndoableIntent {
    public static let title = "Edit Mood"
    public static let description = "Changes one logged mood (the latest when none is named) to another; “undo” changes it back."

    @Parameter(title: "New mood", description: "What the mood should say.", requestValueDialog: "What should the mood be?",
               cleaner: MoodTitle.cleaner, verbatim: true, example: "calm")
    public var title: String

    @Parameter(title: "Mood", description: "The mood to change, by its name (the latest when not said).",
               cleaner: MoodTitle.cleaner, example: "anxious")
    public var old: String?

    @Parameter(title: "Period", description: "When it was logged.", dates: .past)
    public var period: DateInterval?

    @Parameter(title: "Emoji", description: "An emoji for it; chosen from its words when not given.", example: "😌")
    public var emoji: String?

    public static let requiredServices: [any Sendable.Type] = [MoodStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let label = try Mood.label(title)
        let mood = try await MoodChoice.choose(titled: old, in: period, verb: "change", context: context)
        let chosen = SmartEmoji.emoji(given: emoji, for: label)
        guard let changed = try context.service(MoodStore.self).rename(mood, to: label, emoji: chosen, at: context.now) else {
            throw IntentFailure("That mood is gone, so there was nothing to change.")
        }
        return .result(dialog: "Changed \(mood.emoji) \(mood.title) to \(changed.emoji) \(changed.title).", value: changed)
    }
}
