import Foundation
import SpokenKit

/// How the moods intents word their answers so that they read well and sound right aloud:
/// numbers with their nouns, lists joined with "and", and the tense a span of time asks for.
enum MoodWording {
    /// "1 mood", "3 moods".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// "once", "twice", "5 times".
    static func times(_ number: Int) -> String {
        switch number {
        case 1: "once"
        case 2: "twice"
        default: "\(number) times"
        }
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// A span of time as the answer about it says it, and the tense it takes.
    struct Span {
        /// "today", "last week", "in March", "in all".
        var phrase: String
        /// Whether the span has ended (the answer says "you logged", "you didn't log").
        var isPast: Bool
        var isAllTime: Bool

        init(_ interval: DateInterval, now: Date, calendar: Calendar) {
            phrase = Saying.period(interval, now: now, calendar: calendar)
            isPast = interval.end <= now
            isAllTime = interval.start == .distantPast && interval.end == .distantFuture
        }

        /// "Today you've logged", "Last week you logged", "In all you've logged".
        func opening(_ verb: String = "logged") -> String {
            let start = isAllTime ? "So far" : capitalized(phrase)
            return "\(start) you\(isPast ? "" : "'ve") \(verb)"
        }

        /// "You haven't logged any moods today.", "You didn't log any moods yesterday."
        func nothing(_ what: String = "any moods") -> String {
            if isAllTime { return "You haven't logged \(what) yet." }
            return isPast ? "You didn't log \(what) \(phrase)." : "You haven't logged \(what) \(phrase)."
        }
    }

    /// `text` with its first letter in capitals.
    static func capitalized(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }
}
