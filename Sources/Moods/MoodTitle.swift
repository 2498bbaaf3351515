import IntentKit
import SpokenKit

/// Tidies a mood said in a sentence into the title to keep, and knows a feeling when it hears one
/// (`TextCleaner`, Docs/intents.md):
///
/// - an emoji in it becomes the mood's emoji ("blessed 🙏" → "blessed", 🙏);
/// - "in a bad mood", "a happy mood" → "bad", "happy";
/// - intensifiers and hedges before it ("pretty", "super", "a bit", "kind of", "so") and time
///   words after it ("today", "this morning", "right now", "I guess") are dropped;
/// - what follows a feeling word is dropped when it says what the feeling is about ("nervous
///   about tomorrow" → "nervous", "tired and want to sleep" → "tired"); two feelings joined are
///   both kept ("sore and grumpy", "frustrated but hopeful");
/// - a negation is kept as said ("not great");
/// - a feeling word of five letters or more, misspelled by one letter ("happpy", "exausted"),
///   is spelled right when only one feeling word is that close (a word with anything but letters
///   in it, "mood5", is no misspelling and is kept as said);
/// - a title that is only a function word ("my", "the", "it") is no title at all.
///
/// Anything else is kept as said, so "log my mood as sunday scaries" keeps "sunday scaries".
public enum MoodTitle {
    public static let cleaner = TextCleaner(clean: clean, recognizes: isFeeling)

    /// Words before a mood that only say how much or how surely ("pretty stressed").
    static let leading: [[String]] = [
        "a little bit", "a tiny bit", "a little", "a bit", "a tad", "a lot", "kind of", "sort of", "quite a bit", "ever so",
        "pretty", "really", "so", "super", "very", "quite", "totally", "completely", "extremely", "incredibly", "bit", "little",
        "kinda", "sorta", "somewhat", "rather", "fairly", "slightly", "just", "too", "real", "mega", "absolutely", "utterly",
        "deeply", "truly", "seriously", "insanely", "terribly", "awfully", "overly", "definitely", "honestly", "still", "also",
        "feeling", "feelin", "feel", "doing", "ugh", "um", "uh", "hmm", "well", "like really", "a", "an", "mostly", "fully",
        "genuinely", "actually", "literally", "so so so", "mighty", "hella", "quite a",
    ].map { $0.split(separator: " ").map(String.init) }

    /// Words after a mood that only say when, or hedge, and the politeness after a request.
    static let trailing: [[String]] = [
        "today", "tonight", "now", "right now", "this morning", "this afternoon", "this evening", "this week", "at the moment",
        "atm", "lately", "recently", "again", "i guess", "i think", "these days", "all day", "for some reason", "as well",
        "tbh", "honestly", "though", "rn", "right now honestly", "this weekend", "today honestly", "overall", "in general",
        "at work today", "mood", "moods", "vibes", "vibe", "day", "kind of day", "sort of day", "kinda day",
        // Politeness after it ("log my mood as happy, thanks"; the comma is gone by now).
        "thanks", "thank you", "thanks so much", "thank you so much", "thanks a lot", "thanks a bunch", "cheers", "please", "pls",
        "plz", "for me", "thx", "ty", "much appreciated",
    ].map { $0.split(separator: " ").map(String.init) }

    /// Words that join two feelings ("sore and grumpy", "tired but happy").
    static let joiners: Set<String> = ["and", "but", "yet", "&", "or"]

    /// Words that may stand before the second of two joined feelings ("tired but really happy").
    static let intensifiers: [[String]] = [
        "a little bit", "a bit", "a little", "kind of", "sort of", "pretty", "really", "so", "super", "very", "quite", "totally",
        "also", "still", "somewhat", "slightly", "kinda", "sorta", "a tad", "mostly",
    ].map { $0.split(separator: " ").map(String.init) }

    /// Words that, after a feeling word, begin what it is about.
    static let connectors: Set<String> = ["about", "of", "for", "with", "that", "because", "since", "to", "after", "at", "and",
                                          "but", "when", "as", "from", "over", "by", "in", "on", "cause", "cuz", "coz", "'cause", "while"]

    /// Words that alone are no mood.
    static let emptyTitles: Set<String> = ["my", "the", "it", "a", "an", "this", "that", "me", "mood", "moods", "some",
                                           "something", "new", "one", "how", "i", "feel", "like", "so", "just", "what", "your",
                                           "our", "his", "her", "their", "mine", "current", "todays", "today's", "another"]

    public static func clean(_ said: String) -> TextCleaner.Cleaned {
        var emoji = ""
        var text = ""
        for character in said {
            if Emoji.isPicture(character) {
                if emoji.isEmpty || text.last == "\u{1}" { emoji.append(character) }
                text.append("\u{1}")
            } else {
                text.append(character)
            }
        }
        var words: [String] = []
        var word = ""
        for character in text.lowercased() {
            if isSeparator(character) {
                if let trimmed = trimmedWord(word) { words.append(trimmed) }
                word = ""
            } else {
                word.append(character == "’" ? "'" : character)
            }
        }
        if let trimmed = trimmedWord(word) { words.append(trimmed) }
        let others = emoji.isEmpty ? [:] : ["emoji": emoji]

        // "in a bad mood" → "bad".
        if words.count >= 4, words[0] == "in", ["a", "an"].contains(words[1]), words.last == "mood" {
            words = Array(words[2 ..< words.count - 1])
        }
        var changed = true
        while changed, words.count > 1 {
            changed = false
            if let length = prefixLength(of: words, in: leading), length < words.count {
                words.removeFirst(length)
                changed = true
            }
            if let length = suffixLength(of: words, in: trailing), length < words.count {
                words.removeLast(length)
                changed = true
            }
        }
        // A feeling word, then what it is about: keep the feeling.
        let start = words.first == "not" || words.first == "never" ? 1 : 0
        let feeling = Feelings.feelingLength(atStartOf: words[min(start, words.count)...])
        // Two feelings joined ("sore and grumpy", "tired but really happy") are both kept.
        var end = start + feeling
        while feeling > 0, end + 1 < words.count, joiners.contains(words[end]) {
            var next = end + 1
            if let length = prefixLength(of: Array(words[next...]), in: intensifiers), next + length < words.count { next += length }
            let second = Feelings.feelingLength(atStartOf: words[next...])
            guard second > 0 else { break }
            end = next + second
        }
        if feeling > 0, end < words.count, connectors.contains(words[end]) {
            words = Array(words[..<end])
        }
        // A feeling word misspelled ("happpy", "exausted"): the one feeling it is an edit away from.
        // Only a word of letters can be a misspelling: "mood5" is kept as said.
        if words.count == 1 || (words.count == 2 && words[0] == "not") {
            let word = words[words.count - 1]
            if word.count >= 5, word.allSatisfy(\.isLetter), Feelings.emojiByWords[word] == nil,
               let corrected = Feelings.correction(of: word) {
                words[words.count - 1] = corrected
            }
        }
        let title = words.joined(separator: " ")
        guard !title.isEmpty, !emptyTitles.contains(title) else { return .init(text: nil, others: others) }
        return .init(text: title, others: others)
    }

    /// Whether a tidied title is a feeling Hark knows (or "not" one).
    public static func isFeeling(_ title: String) -> Bool {
        Feelings.emoji(ofFeeling: title.split(separator: " ").map(String.init)) != nil
    }

    private static func prefixLength(of words: [String], in phrases: [[String]]) -> Int? {
        phrases.filter { $0.count <= words.count && words.starts(with: $0) }.map(\.count).max()
    }

    private static func suffixLength(of words: [String], in phrases: [[String]]) -> Int? {
        phrases.filter { $0.count <= words.count && Array(words.suffix($0.count)) == $0 }.map(\.count).max()
    }

    /// Whether a character separates words of a mood (an emoji has become "\u{1}").
    private static func isSeparator(_ character: Character) -> Bool {
        switch character {
        case " ", "\t", "\n", "\u{1}", ",", ".", "!", "?", ":", ";", "—", "–", "\"", "“", "”", "(", ")", "…": true
        default: false
        }
    }

    /// `word` without hyphens and apostrophes at its ends; nil when nothing is left.
    private static func trimmedWord(_ word: String) -> String? {
        let isEdge = { (character: Character) in character == "-" || character == "'" }
        guard let first = word.firstIndex(where: { !isEdge($0) }), let last = word.lastIndex(where: { !isEdge($0) }) else { return nil }
        return String(word[first ... last])
    }
}
