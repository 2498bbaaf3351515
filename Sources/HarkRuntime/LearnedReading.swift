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
    /// Whether Hark acts on it without asking: its confidence reaches the act threshold for the
    /// evidence beside it (`IntentModel.Thresholds.act(given:)`), and every value found is one its
    /// parameter recognises.
    public var isActedOn: Bool
}

extension Runtime {
    /// The learned reader's reading of `text`, or nil when it has no model or thinks the sentence
    /// is not for Hark (or is too unsure even to ask). A sentence of several questions or
    /// exclamations ("Hi! Could you … ? Thanks so much.") is read whole, and when that is unsure,
    /// by its surest part.
    public func learnedRead(_ text: String) -> LearnedReading? {
        guard let model = learnedReader?.value else { return nil }
        return learnedRead(text, model: model, whole: model.predict(text))
    }

    /// `learnedRead(_:)` with the model's prediction for the whole sentence, made once by the caller.
    func learnedRead(_ text: String, model: IntentModel, whole: Prediction) -> LearnedReading? {
        let sentence = TokenizedText(text)
        let words = requestWords(of: sentence)
        let parts = clauses(of: words, in: sentence)
        let prediction = surest(whole, parts: parts, in: sentence, model: model)
        guard let intent = prediction.best.intent, prediction.best.probability >= model.thresholds.ask else { return nil }
        // Values: the intent's templates, relaxed, on the whole (on a part when a looked-up value
        // would run across a question's end); else found without a template, in the surest part.
        var fitted = fit(sentence, words, as: intent)
        if parts.count > 1, fitted.map({ crossesQuestion($0.reading, in: sentence, intent: intent) }) ?? true {
            fitted = parts.lazy.compactMap { self.fit(sentence, $0, as: intent) }.first ?? fitted
        }
        var slots = withValuesInside((fitted?.reading.slots ?? []).map { cutAtBoundary($0, intent: intent) }, intent: intent)
        if fitted == nil {
            let best = parts.max { model.probability(of: intent, in: $0.map(\.text).joined(separator: " ")) < model.probability(of: intent, in: $1.map(\.text).joined(separator: " ")) } ?? words
            slots = relaxedSlots(sentence.reading(best), intent: intent).map { cutAtBoundary($0, intent: intent) }
        }
        // Free text is where the value tagger finds it: learned from people's sentences, it knows
        // where a title or a search ends better than a template relaxed around a long request.
        // Text kept as said that a template, relaxed, found whole stays as it found it, unless it
        // was asked for in a question to Hark ("could you start a note called … ? I'll fill it in later").
        if let tagger = model.valueTagger {
            let keeping = fitted == nil ? [] : Set(slots.filter { cleaners.verbatim(intent).contains($0.name) && !isAskedFor($0, in: sentence) }.map(\.name))
            slots = withTaggedValues(slots, in: sentence.reading(words), intent: intent, tagger: tagger, keeping: keeping)
        }
        // A looked-up value of words that name nothing ("from" in "rm mood from this morning") is none.
        slots.removeAll { slot in
            guard slot.source == .wildcard, !cleaners.verbatim(intent).contains(slot.name), case .string(let value) = slot.value else { return false }
            return ReaderText.words(value).allSatisfy(Self.emptyWords.contains)
        }
        // A value its parameter does not recognise ("dog bark" for a mood) makes the reading one to ask about.
        // (Tidied as its parameter tidies it, "Homesick" is recognised; `asSaid`, it must be as it stands.)
        func recognises(_ slots: [SlotMatch], asSaid: Bool = false) -> Bool {
            slots.allSatisfy { slot in
                guard let cleaner = cleaners[intent][slot.name], case .string(let value) = slot.value else { return true }
                return cleaner.recognizesCleaned(value) && (!asSaid || cleaner.recognizes(value))
            }
        }
        // The values may be said in a clause of their own that reads as the same intent by itself
        // ("I ate too much, I'm feeling sluggish. Could you log that as a mood?"): then they are
        // taken from it.
        let pieces = pieces(of: words, in: sentence)
        if pieces.count > 1, !recognises(slots) || !hasRequiredValues(intent, slots) {
            for part in pieces {
                guard let first = part.first, let last = part.last,
                      let reading = read(String(sentence.original[first.range.lowerBound ..< last.range.upperBound])),
                      reading.intent == intent, !reading.slots.isEmpty else { continue }
                let found = withValuesInside(reading.slots.map { cutAtBoundary($0, intent: intent) }, intent: intent)
                if recognises(found) { slots = found; break }
            }
        }
        // A value its parameter does not recognise as said may hold one it does, with a word or two
        // of the sentence around it ("how often was sad" → "sad"): the longest such part is taken.
        // Else the sentence may say one elsewhere ("count how many irritable moods I had" → "irritable").
        for index in slots.indices where !recognises([slots[index]], asSaid: true) {
            if let part = recognisedPart(of: slots[index], intent: intent) {
                slots[index] = part
            } else if let found = recognisedSpan(for: slots[index], in: words, besides: slots, intent: intent, sentence: sentence,
                                                 keptToo: fitted == nil) {
                slots[index] = found
            }
        }
        // A value the intent needs and no template or lead word found may be said as the run of
        // words its parameter recognises ("Me feel homesick, register the mood" → homesick).
        let required = (declaredParameters(of: intent) ?? []).filter(\.required).map(\.name)
        for name in required where !slots.contains(where: { $0.name == name }) {
            let missing = SlotMatch(name: name, value: .string(""), text: "", source: .wildcard)
            if let found = recognisedSpan(for: missing, in: words, besides: slots, intent: intent, sentence: sentence, keptToo: true) { slots.append(found) }
        }
        slots = withCountSaidAround(withoutOrderWords(slots, intent: intent, in: sentence), intent: intent, in: sentence)
        slots = withInclusionSaidAround(slots, intent: intent, in: sentence)
        slots = withListSaidAfterKeptText(slots, intent: intent, in: text)
        slots = withPlacesKept(withEmojiSaidAround(slots, intent: intent, in: text), intent: intent, in: text)
        slots = withMarksWhereNothingIntroduces(slots, intent: intent, in: text)
        // A time (or text after a colon) said outside the fitted words is taken from the clause the request is in, after
        // what sets the scene ("excited for the week! what are my open action items?" says no span).
        if let fitted {
            let matched = Set(ReaderText.words(fitted.words))
            let clause = parts.max { a, b in a.filter { matched.contains($0.text) }.count < b.filter { matched.contains($0.text) }.count } ?? words
            slots = withValuesSaidAround(slots, intent: intent, in: sentence.reading(requestCore(of: clause, in: sentence) ?? clause))
        }
        // Free text to keep that is one word after a word that points ("save this page", "keep
        // these ones") names something Hark cannot see: there is nothing to keep. ("that" is no
        // pointer here: "remember that l" keeps "l".)
        let spoken = ReaderText.words(text)
        slots.removeAll { slot in
            guard cleaners.verbatim(intent).contains(slot.name), cleaners[intent][slot.name] == nil,
                  case .string(let value) = slot.value, case let kept = ReaderText.words(value), kept.count == 1 else { return false }
            return spoken.indices.dropFirst().contains { spoken[$0] == kept[0] && Self.pointers.contains(spoken[$0 - 1]) }
        }
        let recognised = recognises(slots)
        // One word that no phrase says ("stop", "cancel") is acted on only when the reader is all
        // but certain of it; else it is asked about.
        let evidence = self.evidence(fitted: fitted != nil, slots: slots, intent: intent)
        // A change to the person's data read from the model's word alone, without every value it
        // needs ("record the meeting" says no outcome), is asked about: acting would only ask for them.
        let changes = registry.intent(named: intent)?.changesData ?? false
        let changesBlind = evidence == .none && changes && !hasRequiredValues(intent, slots)
        // A change that takes no values, from the model's word alone, needs `blindChangeAct`.
        let blindFloor = evidence == .none && changes && (declaredParameters(of: intent) ?? []).isEmpty ? Self.blindChangeAct : 0
        return LearnedReading(intent: intent, slots: slots, recognition: fitted?.reading.recognition,
                              matched: fitted?.words, confidence: prediction.best.probability, prediction: prediction,
                              isActedOn: recognised && !changesBlind
                                  && prediction.best.probability >= max(model.thresholds.act(given: evidence), words.count > 1 ? 0 : Self.oneWordAct, blindFloor))
    }

    /// The whole sentence's prediction, or, when it is unsure, its surest part's. A part is read on
    /// its own only when it says enough (three words or more) and the whole is not surely for
    /// nobody: "remmeber that é ?! ❤️ 50%" is not a request to list 50.
    func surest(_ whole: Prediction, parts: [[Token]], in sentence: TokenizedText, model: IntentModel) -> Prediction {
        var prediction = whole
        if whole.best.probability < model.thresholds.act, parts.count > 1,
           whole.best.intent != nil || whole.best.probability < model.thresholds.ask {
            for part in parts where part.count >= 3 {
                let candidate = model.predict(part.map(\.text).joined(separator: " "))
                if candidate.best.intent != nil, candidate.best.probability > prediction.best.probability { prediction = candidate }
            }
        }
        // A request after words that set the scene ("I'm writing cards tonight, so can you show
        // me …"), or a clause that is a request by itself ("would you mind deleting … ? It's wrong
        // anyway."), is read on its own too, and taken when the reader is sure of it.
        if prediction.best.intent == nil || prediction.best.probability < model.thresholds.act {
            let asked = parts.count > 1 ? parts.filter { $0.first.map { Self.requestOpeners.contains($0.text) } ?? false } : []
            for core in parts.compactMap({ requestCore(of: $0, in: sentence) }) + asked where core.count >= 3 {
                let candidate = model.predict(core.map(\.text).joined(separator: " "))
                if candidate.best.intent != nil, candidate.best.probability >= model.thresholds.act { return candidate }
            }
        }
        return prediction
    }

    /// `words` split at every mark that ends a clause (`, . ! ? ; :` and dashes).
    func pieces(of words: [Token], in sentence: TokenizedText) -> [[Token]] {
        Self.split(words, in: sentence) { between, _ in between.contains { ",.!?;:—–".contains($0) } }
    }

    /// The longest part of `slot`'s value, without up to two words at its start or end, that its
    /// parameter's cleaner recognises; nil when none is (or the value is kept as said).
    func recognisedPart(of slot: SlotMatch, intent: String) -> SlotMatch? {
        guard slot.source == .wildcard, !cleaners.verbatim(intent).contains(slot.name),
              let cleaner = cleaners[intent][slot.name], case .string(let value) = slot.value else { return nil }
        let words = value.split(separator: " ").map(String.init)
        guard words.count > 1 else { return nil }
        for length in stride(from: words.count - 1, through: max(1, words.count - 4), by: -1) {
            for start in 0 ... (words.count - length) where start <= 2 && words.count - start - length <= 2 {
                let part = words[start ..< start + length].joined(separator: " ")
                if cleaner.recognizes(part) { return Self.replacing(slot, with: part, said: value) }
            }
        }
        return nil
    }

    /// The longest run of up to three of `words` that `slot`'s parameter recognises, outside the
    /// other values' words and the words that wrap a request; nil when there is none (or the value is kept as said).
    /// A value kept as said is replaced only when `keptToo` (none was found, or no template found
    /// it), and in the person's own characters.
    func recognisedSpan(for slot: SlotMatch, in words: [Token], besides slots: [SlotMatch], intent: String,
                        sentence: TokenizedText, keptToo: Bool = false) -> SlotMatch? {
        guard slot.source == .wildcard, keptToo || !cleaners.verbatim(intent).contains(slot.name),
              let cleaner = cleaners[intent][slot.name] else { return nil }
        let taken = Set(slots.filter { $0.name != slot.name }.flatMap { ReaderText.words($0.text) })
        for length in stride(from: min(3, words.count), through: 1, by: -1) {
            for start in 0 ... (words.count - length) {
                let run = words[start ..< start + length].map(\.text)
                // Not a greeting or a polite word that is also a feeling ("good morning", "sorry").
                guard !run.contains(where: taken.contains), !run.contains(where: Self.wrapperWords.contains),
                      !run.allSatisfy(Self.emptyWords.contains) else { continue }
                let part = run.joined(separator: " ")
                guard cleaner.recognizes(part) else { continue }
                let said = String(sentence.original[words[start].range.lowerBound ..< words[start + length - 1].range.upperBound])
                return Self.replacing(slot, with: said, said: slot.text)
            }
        }
        return nil
    }

    /// `slots` without a count that says an order, not how many: an ordinal ("newest first", "oldest
    /// 1st") or "one" standing for a thing ("the most recent one first").
    func withoutOrderWords(_ slots: [SlotMatch], intent: String, in sentence: TokenizedText) -> [SlotMatch] {
        let counts = Set((declaredParameters(of: intent) ?? []).filter { $0.type == .integer || $0.type == .number }.map(\.name))
        guard !counts.isEmpty else { return slots }
        let words = sentence.tokens.map(\.text)
        return slots.filter { slot in
            guard counts.contains(slot.name) else { return true }
            let said = slot.text.isEmpty ? (slot.value.stringValue ?? "") : slot.text
            if SpokenValues.number(said)?.isOrdinal == true { return false }
            let saidWords = ReaderText.words(said)
            guard saidWords == ["one"] else { return true }
            // "one" after a word that describes it ("the recent one", "the newest one") is a thing.
            return !Self.runs(of: ["one"], in: words).contains { run in
                run.lowerBound > 0 && Self.beforeAThing.contains(words[run.lowerBound - 1])
            }
        }
    }

    /// Words after which "one" is a thing, not a count.
    static let beforeAThing: Set<String> = ["the", "recent", "newest", "latest", "last", "oldest", "new", "old", "that", "this",
                                            "which", "first", "next", "previous", "every", "each", "other", "another", "big", "main"]

    /// Words that point at something in view.
    static let pointers: Set<String> = ["this", "these", "those"]

    /// The least confidence at which a change that takes no values ("undo", "redo") is acted on
    /// from the model's word alone, no template of it fitting: nothing in the sentence can be
    /// checked against it, and a wrong one takes back what the person did. Below it, and at or
    /// above the ask threshold, it is asked about. (Calibration has put the act threshold between
    /// 0.72 and 0.86; "scratch my back" reads as an undo at 0.73.)
    static let blindChangeAct = 0.75

    /// The confidence at which one word that no phrase says is acted on.
    static let oneWordAct = 0.9

    /// Words that name nothing by themselves: a looked-up value made only of them is no value.
    static let emptyWords: Set<String> = ["from", "of", "the", "a", "an", "to", "in", "on", "at", "for", "with", "by", "about", "my",
                                          "that", "this", "it", "and", "or", "as", "is", "be", "me"]

    /// Words that open a request ("could you", "please", "would you mind").
    static let requestOpeners: Set<String> = ["could", "can", "would", "will", "please", "pls", "mind", "id", "i'd"]

    /// The part of `words` from a request that follows words setting the scene: from the first
    /// word that opens a request after a clause mark or "so", "but", "and" ("…, so could you …").
    func requestCore(of words: [Token], in sentence: TokenizedText) -> [Token]? {
        for index in words.indices.dropFirst() where Self.requestOpeners.contains(words[index].text) {
            let between = sentence.original[words[index - 1].range.upperBound ..< words[index].range.lowerBound]
            if between.contains(where: { ",;:—–".contains($0) }) || ["so", "but", "and", "then"].contains(words[index - 1].text) {
                return Array(words[index...])
            }
        }
        return nil
    }

    /// What stands beside the model's word: a template that fits, else every value the intent
    /// cannot do without found in the sentence (one at least), else nothing.
    func evidence(fitted: Bool, slots: [SlotMatch], intent: String) -> Calibration.Evidence {
        if fitted { return .template }
        return !slots.isEmpty && hasRequiredValues(intent, slots) ? .values : .none
    }

    /// The evidence beside the learned reader's word if it read `text` as `intent` (for the
    /// calibration, `ReaderTraining`).
    /// With the `tagger` the reader will have, free text is found as it will find it.
    public func evidence(for text: String, as intent: String, tagger: ValueTagger? = nil) -> Calibration.Evidence {
        let sentence = TokenizedText(text)
        let words = requestWords(of: sentence)
        let parts = clauses(of: words, in: sentence)
        if ((parts.count > 1 ? parts : []) + [words]).contains(where: { fit(sentence, $0, as: intent) != nil }) { return .template }
        var slots = relaxedSlots(sentence.reading(words), intent: intent)
        if let tagger { slots = withTaggedValues(slots, in: sentence.reading(words), intent: intent, tagger: tagger) }
        return evidence(fitted: false, slots: slots, intent: intent)
    }

    /// The model's prediction for `text` (for `hark explain`), or nil without a model.
    public func predict(_ text: String) -> Prediction? {
        learnedReader?.value.map { $0.predict(text) }
    }

    /// The thresholds the learned reader acts and asks at, or nil without a model.
    public var readerThresholds: IntentModel.Thresholds? { learnedReader?.value?.thresholds }

    /// Whether every value `intent` cannot do without is among `slots` (a shortcut's are its own business).
    func hasRequiredValues(_ intent: String, _ slots: [SlotMatch]) -> Bool {
        guard let declared = declaredParameters(of: intent) else { return true }
        return declared.allSatisfy { parameter in !parameter.required || slots.contains { $0.name == parameter.name } }
    }
}
