import Foundation
import IntentKit
import SpokenKit

/// Finds the one logged mood a sentence points at — "my last mood", "the anxious mood from
/// yesterday" — for deleting or changing it: the moods' entity query. Without a title, the
/// latest mood (in the span, if one is said); with a title, the moods called that, and when
/// several are, the person is asked which (latest first, with their times).
enum MoodChoice {
    static func choose(titled title: String?, in period: DateInterval?, verb: String, context: IntentContext) async throws -> Mood {
        let store = try context.service(MoodStore.self)
        let said = title?.lowercased()
        let found = try store.moods(in: period, titled: said).reversed()
        let span = period.map { " " + Saying.period($0, now: context.now, calendar: context.calendar) } ?? ""
        guard let latest = found.first else {
            if let said { throw IntentFailure("I couldn't find a mood called “\(said)”\(span).") }
            throw IntentFailure(span.isEmpty ? "You haven't logged any moods yet." : "You didn't log any moods\(span).")
        }
        guard said != nil, found.count > 1 else { return latest }
        let options = found.prefix(9).map { "\($0.emoji) \($0.title) \(Saying.moment($0.createdAt, now: context.now, calendar: context.calendar))" }
        let question = "You logged “\(said ?? "")” \(MoodWording.times(found.count))\(span). Which one should I \(verb)?"
        guard let index = await context.asker.choose(question, from: Array(options)) else {
            throw IntentFailure("You logged “\(said ?? "")” \(MoodWording.times(found.count))\(span): \(MoodWording.list(Array(options.prefix(3)))). Say which, with its day or time.")
        }
        return Array(found)[index]
    }
}

/// Deletes one logged mood: "delete my last mood", "remove the anxious mood from yesterday".
/// It can be undone ("undo"), so it does not ask first.
public struct DeleteMood: AppIntent {
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

/// Changes one logged mood: "change my last mood to calm", "change the anxious mood from
/// yesterday to nervous". The emoji is picked again from the new words unless one is given.
public struct EditMood: AppIntent {
    public static let title = "Edit Mood"
    public static let description = "Changes one logged mood (the latest when none is named) to another; “undo” changes it back."

    @Parameter(title: "New mood", description: "What the mood should say.", requestValueDialog: "What should the mood be?",
               cleaner: MoodTitle.cleaner, example: "calm")
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
        let label = title.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
        guard !label.isEmpty, label.count <= AddMood.maximumLength else {
            throw IntentFailure("A mood needs a name of up to \(AddMood.maximumLength) characters, like “calm”.")
        }
        let mood = try await MoodChoice.choose(titled: old, in: period, verb: "change", context: context)
        let chosen = emoji.flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 } ?? SmartEmoji.emoji(for: label)
        guard let changed = try context.service(MoodStore.self).rename(mood, to: label, emoji: chosen, at: context.now) else {
            throw IntentFailure("That mood is gone, so there was nothing to change.")
        }
        return .result(dialog: "Changed \(mood.emoji) \(mood.title) to \(changed.emoji) \(changed.title).", value: changed)
    }
}
