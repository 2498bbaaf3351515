import Foundation
import IntentKit
import LearnedReader
import PhraseKit
import SpokenKit

/// A reading of a sentence that no phrase matches exactly, by the learned reader: the intent it
/// is surest of, and the values the intent's templates find in the sentence once what is around
/// the request is set aside (Docs/phrases.md, "The learned reader").
public struct LearnedReading: Sendable {
    public var intent: String
    /// The values found, tidied (empty when no template of the intent fits: Hark asks for what it needs).
    public var slots: [SlotMatch]
    /// The template match the values came from, if one fitted.
    public var recognition: Recognition?
    /// The words the values were read in (the sentence without what was set aside), if a template fitted.
    public var matched: String?
    /// How sure the reader is of the intent, from 0 to 1.
    public var confidence: Double
    /// What the model said: every intent's probability and the words that weighed most.
    public var prediction: Prediction
    /// Whether Hark acts on it without asking (at or above the model's act threshold).
    public var isActedOn: Bool

    var reading: Reading? { recognition.map { Reading(intent: intent, slots: slots, recognition: $0) } }
}

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

    /// The learned reader's reading of `text`, or nil when it has no model or thinks the sentence
    /// is not for Hark (or is too unsure even to ask). A sentence of several questions or
    /// exclamations ("Hi! Could you … ? Thanks so much.") is read whole, and when that is unsure,
    /// by its surest part.
    public func learnedRead(_ text: String) -> LearnedReading? {
        guard let model = learnedReader?.value else { return nil }
        let sentence = TokenizedText(text)
        let words = requestWords(of: sentence)
        let parts = clauses(of: words, in: sentence)
        var prediction = model.predict(text)
        if prediction.best.probability < model.thresholds.act, parts.count > 1 {
            for part in parts {
                let candidate = model.predict(part.map(\.text).joined(separator: " "))
                if candidate.best.intent != nil, candidate.best.probability > prediction.best.probability { prediction = candidate }
            }
        }
        guard let intent = prediction.best.intent, prediction.best.probability >= model.thresholds.ask else { return nil }
        // Values: the intent's templates, relaxed, on each part then the whole; else found without a template.
        var fitted = fit(sentence, words, as: intent)
        if parts.count > 1, fitted.map({ crossesQuestion($0.reading, in: sentence, intent: intent) }) ?? true {
            fitted = parts.lazy.compactMap { self.fit(sentence, $0, as: intent) }.first ?? fitted
        }
        var slots = (fitted?.reading.slots ?? []).map { cutAtBoundary($0, intent: intent) }
        if fitted == nil {
            let best = parts.max { model.probability(of: intent, in: $0.map(\.text).joined(separator: " ")) < model.probability(of: intent, in: $1.map(\.text).joined(separator: " ")) } ?? words
            slots = relaxedSlots(sentence.reading(best), intent: intent)
        }
        // A value its parameter does not recognise ("dog bark" for a mood) makes the reading one to ask about.
        let recognised = slots.allSatisfy { slot in
            guard let cleaner = cleaners[intent][slot.name], case .string(let value) = slot.value else { return true }
            return cleaner.recognizes(value)
        }
        return LearnedReading(intent: intent, slots: slots, recognition: fitted?.reading.recognition,
                              matched: fitted?.words, confidence: prediction.best.probability, prediction: prediction,
                              isActedOn: recognised && prediction.best.probability >= model.thresholds.act(fitted: fitted != nil, words: ReaderText.words(text).count))
    }

    /// A looked-up value (a search, a name: not kept as said) without what follows the end of a
    /// question in it ("standup? I scribbled them somewhere" → "standup"), and a thing's name
    /// without what follows a comma ("book hotel in Madrid, is done" → "book hotel in Madrid").
    func cutAtBoundary(_ slot: SlotMatch, intent: String) -> SlotMatch {
        guard slot.source == .wildcard, !cleaners.verbatim(intent).contains(slot.name), case .string(let text) = slot.value else { return slot }
        let isEntity = registry.intent(named: intent).flatMap { type in
            parameters(of: type.init()).first { $0.name == slot.name }?.parameter.valueType.parameterType.isEntity
        } ?? false
        let stops: Set<Character> = isEntity ? ["?", "!", ";", ","] : ["?", "!", ";"]
        guard let cut = text.firstIndex(where: { stops.contains($0) }) else { return slot }
        let kept = text[..<cut].trimmingCharacters(in: .whitespaces)
        guard !kept.isEmpty else { return slot }
        var result = slot
        result.value = .string(kept)
        result.text = kept
        return result
    }

    /// Whether a value of `reading` that is not kept as said (a search, a name) runs across the end
    /// of a question ("…the thesis? My advisor wants an update"): then a part of the sentence is
    /// read instead. Text kept as said (a memory) is never cut.
    func crossesQuestion(_ reading: Reading, in sentence: TokenizedText, intent: String) -> Bool {
        let verbatim = cleaners.verbatim(intent)
        return reading.slots.contains { slot in
            guard slot.source == .wildcard, !verbatim.contains(slot.name), let text = slot.verbatim ?? Optional(slot.text) else { return false }
            return text.dropLast().contains { "?!;".contains($0) }
        }
    }

    /// Whether a template of `intent`, relaxed as the learned reader relaxes it, fits `text`.
    public func fits(_ text: String, as intent: String) -> Bool {
        let sentence = TokenizedText(text)
        let words = requestWords(of: sentence)
        let parts = clauses(of: words, in: sentence)
        return ((parts.count > 1 ? parts : []) + [words]).contains { fit(sentence, $0, as: intent) != nil }
    }

    /// The model's prediction for `text` (for `hark explain`), or nil without a model.
    public func predict(_ text: String) -> Prediction? {
        learnedReader?.value.map { $0.predict(text) }
    }

    /// The thresholds the learned reader acts and asks at, or nil without a model.
    public var readerThresholds: IntentModel.Thresholds? { learnedReader?.value?.thresholds }

    /// Endings that only make a request polite, set aside from its end ("… for me, thanks so much").
    static let politeEndings: [[String]] = [
        ["please"], ["pls"], ["plz"], ["thanks"], ["thx"], ["ty"], ["cheers"], ["thank", "you"], ["for", "me"], ["so", "much"],
        ["a", "lot"], ["much", "appreciated"], ["in", "advance"], ["if", "you", "can"], ["if", "you", "could"],
        ["if", "you", "would"], ["if", "you", "dont", "mind"], ["if", "you", "don't", "mind"], ["haha"], ["lol"], ["very", "much"],
    ]

    /// The sentence's words without fillers or a polite ending, misspelled words spelled right.
    func requestWords(of sentence: TokenizedText) -> [Token] {
        var words = sentence.tokens.filter { !Self.fillerWords.contains($0.text) }
        for index in words.indices {
            let word = words[index].text
            guard word.count >= 5, !recognizer.knows(word), word.allSatisfy(\.isLetter),
                  let corrected = knownWords.value.correction(of: word) else { continue }
            words[index].text = corrected
        }
        var trimmed = true
        while trimmed {
            trimmed = false
            for ending in Self.politeEndings where words.count > ending.count && words.suffix(ending.count).map(\.text) == ending {
                words.removeLast(ending.count)
                trimmed = true
            }
        }
        return words
    }

    /// `words` split where a question, an exclamation or a semicolon ends, each part without its
    /// polite ending.
    func clauses(of words: [Token], in sentence: TokenizedText) -> [[Token]] {
        var parts: [[Token]] = [[]]
        for (index, token) in words.enumerated() {
            if index > 0 {
                let between = sentence.original[words[index - 1].range.upperBound ..< token.range.lowerBound]
                if between.contains(where: { "?!;".contains($0) }) { parts.append([]) }
            }
            parts[parts.count - 1].append(token)
        }
        return parts.filter { !$0.isEmpty }.map { part in
            var part = part
            var trimmed = true
            while trimmed {
                trimmed = false
                for ending in Self.politeEndings where part.count > ending.count && part.suffix(ending.count).map(\.text) == ending {
                    part.removeLast(ending.count)
                    trimmed = true
                }
            }
            return part
        }
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
        var start = before
        while start > 0, Self.wrapperWords.contains(words[start - 1].text) { start -= 1 }
        guard start == 0 || boundary(start) else { return false }
        var end = words.count - after
        while end < words.count, Self.wrapperWords.contains(words[end].text) { end += 1 }
        return end == words.count || boundary(end)
    }

    /// `words` of `sentence` read as `intent` by its templates, relaxed: the fewest words set aside
    /// before and after the request (a wake word, a polite opening); values keep the person's own
    /// characters. Phrasings that only imply their intent are not used.
    func fit(_ sentence: TokenizedText, _ words: [Token], as intent: String) -> (reading: Reading, words: String)? {
        guard !words.isEmpty, words.count <= 48 else { return nil }
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
        for index in request.indices where !Self.negations.contains(request[index].text) {
            var kept = request
            kept.remove(at: index)
            if let found = match(kept, in: sentence, as: intent) { return (found, kept.map(\.text).joined(separator: " ")) }
        }
        return nil
    }

    /// Words that turn a request around: never left out.
    static let negations: Set<String> = ["not", "no", "never", "dont", "don't", "cant", "can't", "cannot", "without", "nothing", "stop"]

    /// `kept` read exactly as `intent` by a template that does more than imply it.
    func match(_ kept: [Token], in sentence: TokenizedText, as intent: String) -> Reading? {
        var found: Reading?
        _ = recognizer.recognize(sentence.reading(kept), context: [:]) { recognition in
            guard recognition.intent == intent, recognition.metadata?[Self.implicitKey] != .bool(true) else { return false }
            found = Self.reading(recognition, cleaners: cleaners)
            return found != nil
        }
        return found
    }

    /// Whether every value `intent` cannot do without is among `slots` (a shortcut's are its own business).
    func hasRequiredValues(_ intent: String, _ slots: [SlotMatch]) -> Bool {
        guard let type = registry.intent(named: intent) else { return true }
        return parameters(of: type.init()).allSatisfy { name, parameter in
            parameter.valueType.isOptional || parameter.defaultValue != nil || slots.contains { $0.name == name }
        }
    }
}
