import Foundation
import SpokenKit

/// Finds the people a memory mentions ("talked to Alex about the API design" → Alex), by two
/// documented rules:
/// 1. a name already known (from earlier memories) written anywhere as whole words, in any case;
/// 2. a capitalised name right after "with", "to", "from" or "about" (or after "and" following
///    such a name): one or two capitalised words ("Priya", "Priya Patel"). Words in capitals only
///    ("API"), "I", weekdays and months are not names.
public enum PeopleFinder {
    public static func people(in text: String, known: [String]) -> [String] {
        var found: [String] = []
        func add(_ name: String) {
            if !found.contains(where: { $0.lowercased() == name.lowercased() }) { found.append(name) }
        }
        let words = Tokenizer.words(text)
        let lowered = text.lowercased()
        // Only names whose letters are in the text at all are compared word by word.
        for name in known where lowered.contains(name.lowercased()) {
            let nameWords = Tokenizer.words(name)
            guard !nameWords.isEmpty, words.count >= nameWords.count else { continue }
            for start in 0...(words.count - nameWords.count) where Array(words[start..<start + nameWords.count]) == nameWords {
                add(name)
                break
            }
        }
        // Capitalised names after a word that introduces a person.
        let written = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map { String($0) }
        var index = 0
        var afterName = false
        while index < written.count {
            let word = written[index].lowercased().trimmingCharacters(in: [",", ".", ";", ":", "!", "?"])
            let introduces = ["with", "to", "from", "about"].contains(word) || (afterName && word == "and")
            afterName = false
            index += 1
            guard introduces, index < written.count, let first = nameWord(written[index]) else { continue }
            var name = first.word
            if !first.endsClause, index + 1 < written.count, let second = nameWord(written[index + 1]) {
                name += " " + second.word
                index += 1
            }
            add(name)
            afterName = true
            index += 1
        }
        return found
    }

    /// A capitalised word that can be (part of) a name, without its trailing punctuation and
    /// possessive; and whether punctuation ended it.
    private static func nameWord(_ raw: String) -> (word: String, endsClause: Bool)? {
        var word = Substring(raw)
        var endsClause = false
        while let last = word.last, [",", ".", ";", ":", "!", "?", ")"].contains(last) { word.removeLast(); endsClause = true }
        for suffix in ["'s", "’s"] where word.hasSuffix(suffix) { word.removeLast(2); endsClause = true }
        guard let first = word.first, first.isUppercase, word.count >= 2,
              word.dropFirst().contains(where: { $0.isLowercase }),
              word.allSatisfy({ $0.isLetter || $0 == "-" || $0 == "'" }) else { return nil }
        guard !notNames.contains(word.lowercased()) else { return nil }
        return (String(word), endsClause)
    }

    static let notNames: Set<String> = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march",
        "april", "may", "june", "july", "august", "september", "october", "november", "december", "today", "tomorrow",
        "yesterday", "the", "a", "an", "my", "our", "his", "her", "their", "this", "that",
    ]
}
