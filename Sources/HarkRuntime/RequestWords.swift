import Foundation
import IntentKit
import LearnedReader
import PhraseKit
import SpokenKit

/// What wraps a request, set aside before the learned reader's intent is read by its templates:
/// fillers, polite endings, greetings and the phrases that carry a request, and whole clauses set
/// off by punctuation (Docs/phrases.md, "The learned reader", "Values").
extension Runtime {
    /// Words that carry nothing in speech, left out wherever they stand before the intent's
    /// templates are fitted.
    static let fillerWords: Set<String> = ["um", "umm", "uh", "uhh", "erm", "er", "hmm", "uhm", "ah"]
    /// The words that may be set aside around a request: greetings, wake words, hesitations,
    /// politeness and the phrases that carry a request ("I was wondering if you could", "would you
    /// mind", "for me, thanks so much"). Anything else around it may change what is meant.
    static let wrapperWords: Set<String> = [
        "hey", "hi", "hello", "hiya", "yo", "hark", "ok", "okay", "so", "well", "right", "alright", "oh", "ah", "um", "uh", "erm", "hmm",
        "please", "pls", "plz", "kindly", "could", "can", "would", "will", "you", "u", "i", "id", "i'd", "was", "were", "wondering",
        "if", "mind", "help", "me", "quick", "quickly", "question", "just", "go", "ahead", "and", "want", "wanna", "need", "like",
        "love", "to", "be", "able", "possible", "is", "it", "there", "good", "morning", "afternoon", "evening", "sorry", "bother",
        "but", "thanks", "thank", "thx", "ty", "cheers", "much", "a", "lot", "very", "appreciated", "appreciate", "for", "now",
        "real", "one", "more", "thing", "also", "again", "do", "let's", "lets", "let", "us", "try", "dear", "mate", "buddy",
        "sir", "in", "advance", "ta", "haha", "lol", "first", "of", "all", "hope", "youre", "you're", "well", "doing", "fine", "the",
    ]
    /// At most this many words are set aside before, and after, the request.
    static let setAsideBefore = 12, setAsideAfter = 6

    /// Endings that only make a request polite, set aside from its end ("… for me, thanks so much").
    static let politeEndings: [[String]] = [
        ["please"], ["pls"], ["plz"], ["thanks"], ["thx"], ["ty"], ["cheers"], ["thank", "you"], ["for", "me"], ["so", "much"],
        ["a", "lot"], ["much", "appreciated"], ["in", "advance"], ["if", "you", "can"], ["if", "you", "could"],
        ["if", "you", "would"], ["if", "you", "dont", "mind"], ["if", "you", "don't", "mind"], ["haha"], ["lol"], ["very", "much"],
        ["quickly"], ["asap"], ["real", "quick"], ["anymore"], ["any", "more"],
    ]

    /// The sentence's words without fillers or a polite ending, misspelled words spelled right.
    func requestWords(of sentence: TokenizedText) -> [Token] {
        var words = sentence.tokens.filter { !Self.fillerWords.contains($0.text) }
        for index in words.indices {
            let word = words[index].text
            // A known word's plural or other ending ("moods", "logged") is no misspelling.
            let stems = ["s", "es", "ed", "d", "ing"].compactMap { word.hasSuffix($0) ? String(word.dropLast($0.count)) : nil }
            guard word.count >= 5, !recognizer.knows(word), !stems.contains(where: recognizer.knows), word.allSatisfy(\.isLetter),
                  let corrected = knownWords.value.correction(of: word) else { continue }
            words[index].text = corrected
        }
        return Self.withoutPoliteEnding(words, text: \.text)
    }

    /// `words` without the polite endings at their end ("… for me thanks so much"); at least one word is left.
    static func withoutPoliteEnding<Word>(_ words: [Word], text: (Word) -> String) -> [Word] {
        var words = words
        var trimmed = true
        while trimmed {
            trimmed = false
            for ending in politeEndings where words.count > ending.count && words.suffix(ending.count).map(text) == ending {
                words.removeLast(ending.count)
                trimmed = true
            }
        }
        return words
    }

    /// `words` split where a question, an exclamation, a semicolon or a sentence ends (a full
    /// stop and a space, after a word that is no abbreviation or initial: "Mr. Nguyen" and
    /// "J. Smith" stay whole), each part without its polite ending.
    func clauses(of words: [Token], in sentence: TokenizedText) -> [[Token]] {
        Self.split(words, in: sentence) { between, previous in
            let endsSentence = between.contains(".") && between.contains(where: \.isWhitespace)
                && previous.count > 1 && !Self.abbreviations.contains(previous)
            return between.contains(where: { "?!;".contains($0) }) || endsSentence
        }.map { Self.withoutPoliteEnding($0, text: \.text) }
    }

    /// `words` split between two words where `ends` says so, given what stands between them in the
    /// sentence and the earlier word; no part is empty.
    static func split(_ words: [Token], in sentence: TokenizedText, where ends: (Substring, String) -> Bool) -> [[Token]] {
        var parts: [[Token]] = [[]]
        for (index, token) in words.enumerated() {
            if index > 0, ends(sentence.original[words[index - 1].range.upperBound ..< token.range.lowerBound], words[index - 1].text) {
                parts.append([])
            }
            parts[parts.count - 1].append(token)
        }
        return parts.filter { !$0.isEmpty }
    }

    /// Whether the first `before` and the last `after` of `words` wrap a request: each is a
    /// wrapper word, or stands beyond a mark that ends a clause (`, . ! ? ; : —`) on the far side
    /// of which only wrapper words come before the request.
    func canSetAside(_ words: [Token], in sentence: TokenizedText, before: Int, after: Int) -> Bool {
        func boundary(_ index: Int) -> Bool {   // a clause ends between words[index - 1] and words[index]
            guard index > 0, index < words.count else { return false }
            return sentence.original[words[index - 1].range.upperBound ..< words[index].range.lowerBound]
                .contains { ",.!?;:—–".contains($0) }
        }
        // From the request outwards, over wrapper words, to the sentence's edge or a clause mark.
        var start = before
        while start > 0, !boundary(start), Self.wrapperWords.contains(words[start - 1].text) { start -= 1 }
        guard start == 0 || boundary(start) else { return false }
        var end = words.count - after
        while end < words.count, !boundary(end), Self.wrapperWords.contains(words[end].text) { end += 1 }
        return end == words.count || boundary(end)
    }

}
