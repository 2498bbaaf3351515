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
        let found = Array(try store.moods(in: period, titled: said).reversed())
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
        return found[index]
    }
}
