import Foundation
import IntentKit
import LearnedReader
import PhraseKit
import SpokenKit

/// A sentence read as one intent by that intent's own templates, relaxed: what wraps the request
/// set aside, or one word inside it left out.
extension Runtime {
    /// `words` of `sentence` read as `intent` by its templates, relaxed: the fewest words set aside
    /// before and after the request (a wake word, a polite opening); values keep the person's own
    /// characters. Phrasings that only imply their intent are not used.
    func fit(_ sentence: TokenizedText, _ words: [Token], as intent: String) -> (reading: Reading, words: String)? {
        guard !words.isEmpty, words.count <= 48 else { return nil }
        let words = withBaseForms(words, intent: intent)
        let count = words.count
        for setAside in 0 ... min(count - 1, Self.setAsideBefore + Self.setAsideAfter) {
            for before in 0 ... min(setAside, Self.setAsideBefore) {
                let after = setAside - before
                guard after <= Self.setAsideAfter, before + after < count else { continue }
                // Only what wraps a request may be set aside: words of greeting and politeness, and
                // whole clauses set off by punctuation ("Okay, big day, could you …"); "my friend
                // said undo that" or "undo that in my editor" is no undo.
                guard canSetAside(words, in: sentence, before: before, after: after) else { continue }
                let kept = Array(words[before ..< (count - after)])
                // A phrasing that only implies its intent ("{feeling}") says too little once
                // words are set aside around it: "my mood ring is broken" is no mood.
                if let found = match(kept, in: sentence, as: intent) { return (found, kept.map(\.text).joined(separator: " ")) }
            }
        }
        // Then one word inside the request left out ("can you to show me my notes"), the wrapper
        // words around it set aside; never a word that turns the request around ("not", "don't").
        let before = words.prefix { Self.wrapperWords.contains($0.text) }.count
        let after = words.dropFirst(before).reversed().prefix { Self.wrapperWords.contains($0.text) }.count
        let request = Array(words[before ..< (count - after)])
        guard request.count > 1, request.count <= 24 else { return nil }
        for index in request.indices where !Self.negations.contains(request[index].text)
            && (Self.leftOutWords.contains(request[index].text) || (index > 0 && request[index - 1].text == request[index].text)) {
            var kept = request
            kept.remove(at: index)
            if let found = match(kept, in: sentence, as: intent) { return (found, kept.map(\.text).joined(separator: " ")) }
        }
        return nil
    }

    /// `words` with a verb said in its -ing form after "mind" ("would you mind undoing …", "mind
    /// adding …") said as the intent's templates say it ("undo", "add"), when they have that word.
    func withBaseForms(_ words: [Token], intent: String) -> [Token] {
        var result = words
        for index in words.indices.dropFirst() where words[index - 1].text == "mind" && words[index].text.hasSuffix("ing") {
            let stem = String(words[index].text.dropLast(3))
            guard stem.count >= 2 else { continue }
            let undoubled = stem.count > 2 && stem.last == stem.dropLast().last ? String(stem.dropLast()) : stem
            let vocabulary = templateWords[intent].vocabulary
            if let base = [stem, stem + "e", undoubled].first(where: vocabulary.contains) { result[index].text = base }
        }
        return result
    }

    /// The words one of which may be left out inside a request (besides a word said twice, "undo
    /// undo"): the small words a learner adds or doubles ("can you to show me", "show me the my
    /// notes") and hesitations ("wait", "asap"), never a word that says what the request is about
    /// or how much ("nba recap last night" is no meeting recap; "my last ten notes" keeps its ten).
    static let leftOutWords: Set<String> = [
        "a", "an", "the", "to", "for", "of", "in", "on", "at", "by", "with", "from", "about", "into", "this", "that", "these",
        "those", "my", "me", "i", "you", "your", "it", "its", "is", "are", "am", "was", "were", "be", "do", "does", "did",
        "have", "has", "had", "will", "would", "can", "could", "should", "please", "pls", "some", "any", "all", "and", "or",
        "so", "then", "there", "here", "what", "which", "who", "how", "when", "where", "just", "also", "too", "very", "up",
        "out", "again", "one", "make", "made", "let", "lets", "want", "need", "like", "give", "get", "tell", "show", "see",
        "once", "more", "now", "asap", "wait", "quick", "quickly", "right", "ok", "okay", "um", "uh", "hey", "hi", "oh",
    ]

    /// Words that turn a request around: never left out.
    static let negations: Set<String> = ["not", "no", "never", "dont", "don't", "cant", "can't", "cannot", "without", "nothing", "stop"]

    /// `kept` read exactly as `intent` by a template that does more than imply it.
    func match(_ kept: [Token], in sentence: TokenizedText, as intent: String) -> Reading? {
        var found: Reading?
        _ = recognizer.recognize(sentence.reading(kept), context: [:], onlyIntent: intent) { recognition in
            guard recognition.intent == intent, recognition.metadata?[Self.implicitKey] != .bool(true) else { return false }
            found = Self.reading(recognition, cleaners: cleaners)
            return found != nil
        }
        return found
    }

}
