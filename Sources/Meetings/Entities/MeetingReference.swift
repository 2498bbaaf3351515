import Foundation
import SpokenKit

/// What a spoken name of a meeting says ("the design review", "my 1:1 with priya", "yesterday's
/// standup", "my next call with jordan"): words of its title, who was at it, when, and whether
/// the last or the next one is meant. Pure.
struct MeetingReference: Sendable, Equatable {
    enum Which: Sendable, Equatable { case last, next }

    /// Words the title must hold (as words or their beginnings), in `TitleWords` form.
    var titleWords: [String]
    /// Words that name a kind of meeting ("meeting", "call"): a title holding them is a closer
    /// match, but one without them still matches.
    var kindWords: [String]
    var person: String?
    var span: DateInterval?
    var which: Which?

    var isEmpty: Bool { titleWords.isEmpty && kindWords.isEmpty && person == nil && span == nil }

    static let kinds: Set<String> = ["meeting", "meetings", "call", "calls", "chat", "session", "catchup"]
    static let ignored: Set<String> = ["the", "my", "our", "a", "an", "this", "that", "on", "at", "in", "for", "from", "of", "today", "s"]

    static func read(_ said: String, context: SpokenContext) -> MeetingReference {
        // "yesterday's standup" → "yesterday standup", so that the day is read as a span.
        var text = said.lowercased().replacingOccurrences(of: "’", with: "'")
            .replacingOccurrences(of: #"(\w)'s\b"#, with: "$1", options: .regularExpression)
        var span: DateInterval?
        if let found = SpokenValues.ranges(in: text, context: context).first, let interval = found.value.interval {
            span = interval
            text.removeSubrange(found.range)
        }
        var person: String?
        if let with = text.range(of: #"(^|\s)with\s+"#, options: .regularExpression) {
            person = String(text[with.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters)).nilIfEmpty
            text = String(text[..<with.lowerBound])
        }
        var which: Which?
        var titleWords: [String] = [], kindWords: [String] = []
        for word in TitleWords.words(text) {
            switch word {
            case "last", "latest", "previous", "recent": which = .last
            case "next", "upcoming", "coming": which = .next
            case _ where kinds.contains(word): kindWords.append(word.hasSuffix("s") ? String(word.dropLast()) : word)
            case _ where ignored.contains(word): continue
            default: titleWords.append(word)
            }
        }
        return MeetingReference(titleWords: titleWords, kindWords: kindWords, person: person, span: span, which: which)
    }
}

/// A title's words as meetings are matched by them: lower case, letters and digits, with "1:1",
/// "1-on-1", "one on one" and "one-to-one" all read as the one word "1:1".
enum TitleWords {
    static func words(_ text: String) -> [String] {
        var normal = " " + text.lowercased() + " "
        // Both ways of saying "1:1" hold a "1" or a "one": without either, no pattern is compiled.
        for pattern in [#"\b(1|one)\s*(:|-|\s)\s*(on|to)?\s*(:|-|\s)?\s*(1|one)\b"#, #"\b1on1\b"#]
        where normal.contains("1") || normal.contains("one") {
            normal = normal.replacingOccurrences(of: pattern, with: " oneonone ", options: .regularExpression)
        }
        return TextSearch.words(normal).map { $0 == "oneonone" ? "1:1" : $0 }
    }
}
