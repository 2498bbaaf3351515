import Foundation

/// Picks an emoji for a mood from its words (the MoodBoard notes' smart default), from the feeling
/// words Hark knows (`Feelings`).
public enum SmartEmoji {
    /// Shown when no word of the title is a feeling Hark knows.
    public static let fallback = "🙂"

    /// The emoji of the first feeling in `title` (the longest phrase that starts there: "worn out"
    /// before "worn"), "not" turning a pleasant one to 😕 and an unpleasant one to 🙂; else
    /// `fallback`.
    /// The emoji a mood gets: `given`, unless it is blank; else one picked from `title`.
    public static func emoji(given: String?, for title: String) -> String {
        given.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0.trimmingCharacters(in: .whitespaces) } ?? emoji(for: title)
    }

    public static func emoji(for title: String) -> String {
        let words = title.lowercased().split { !$0.isLetter && $0 != "'" && $0 != "-" }.map(String.init)
        for index in words.indices {
            let length = Feelings.feelingLength(atStartOf: words[index...])
            guard length > 0 else { continue }
            let negated = index > 0 && ["not", "never", "isn't", "wasn't", "don't", "didn't"].contains(words[index - 1])
            return Feelings.emoji(ofFeeling: (negated ? ["not"] : []) + Array(words[index ..< index + length])) ?? fallback
        }
        return fallback
    }
}
