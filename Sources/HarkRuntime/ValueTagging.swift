import Foundation
import IntentKit
import LearnedReader
import PhraseKit
import SpokenKit

/// Free-text values read by the value tagger (`ValueTagger`) wherever the learned reader reads a
/// sentence, and the examples it learns from (Docs/phrases.md, "The learned reader", "Values").
extension Runtime {
    /// The parameters of `intent` whose values are free text (a title, a search, a name, a list of names).
    func freeTextSlots(of intent: String) -> [String] {
        (declaredParameters(of: intent) ?? []).filter { parameter in
            switch parameter.type {
            case .text, .entity, .list: true
            default: false
            }
        }.map(\.name)
    }

    /// The words of `sentence` as the tagger reads them for `slot` of `intent`: with the marks
    /// between them, and what the intent's templates say of each; the words at `taken` already
    /// hold another value.
    func taggerWords(_ sentence: TokenizedText, intent: String, slot: String, taken: Set<Int>) -> [ValueTagger.Word] {
        let said = templateWords[intent]
        let leads = said.leads[slot] ?? [], trails = said.trails[slot] ?? []
        let otherLeads = freeTextSlots(of: intent).filter { $0 != slot }.reduce(into: Set<String>()) { $0.formUnion(said.leads[$1] ?? []) }
        let tokens = sentence.tokens
        return tokens.indices.map { index in
            let token = tokens[index]
            var mark: Character?
            if index > 0 {
                let between = sentence.original[tokens[index - 1].range.upperBound ..< token.range.lowerBound]
                mark = between.first { ",.?!:;-–—/\"'()+=>&".contains($0) }
            } else {
                mark = sentence.original[..<token.range.lowerBound].first { "\"'(".contains($0) }
            }
            var role: ValueTagger.Role = []
            if leads.contains(token.text) || Augmentation.longForms(of: token.text).contains(where: leads.contains) { role.insert(.lead) }
            if trails.contains(token.text) { role.insert(.trail) }
            if said.vocabulary.contains(token.text) { role.insert(.template) }
            if otherLeads.contains(token.text) { role.insert(.otherLead) }
            if Self.wrapperWords.contains(token.text) || Self.politeWords.contains(token.text) { role.insert(.wrapper) }
            if taken.contains(index) { role.insert(.taken) }
            let first = sentence.original[token.range].first
            return ValueTagger.Word(text: token.text, markBefore: mark, isCapitalised: first?.isUppercase ?? false,
                                    isNumber: token.text.allSatisfy(\.isNumber), role: role)
        }
    }

    /// Where the value `value` stands in `sentence`: the first run of its words.
    static func position(of value: String, in sentence: TokenizedText) -> Range<Int>? {
        runs(of: TokenizedText(value).tokens.map(\.text), in: sentence.tokens.map(\.text)).first
    }

    /// Every place the run of words `wanted` stands in `words`, first to last.
    static func runs(of wanted: [String], in words: [String]) -> [Range<Int>] {
        guard !wanted.isEmpty, wanted.count <= words.count else { return [] }
        return (0 ... (words.count - wanted.count)).filter { Array(words[$0 ..< $0 + wanted.count]) == wanted }
            .map { $0 ..< $0 + wanted.count }
    }

    /// The words of `sentence` that `slots` hold (by their text), which no other value may take.
    static func wordsHeld(by slots: [SlotMatch], in sentence: TokenizedText) -> Set<Int> {
        slots.reduce(into: Set<Int>()) { held, slot in
            if !slot.text.isEmpty, let range = position(of: slot.text, in: sentence) { held.formUnion(range) }
        }
    }

    /// Where a list of names given as "wei and aisha and ben" (or "wei, aisha, ben") stands in
    /// `sentence`, however it was joined there ("Wei, Aisha and Ben"): from its first item to its last.
    static func listPosition(of value: String, in sentence: TokenizedText) -> Range<Int>? {
        let items = value.replacing(" and ", with: ", ").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard items.count > 1, let first = items.first, let last = items.last,
              let start = position(of: first, in: sentence), let end = position(of: last, in: sentence),
              start.lowerBound < end.lowerBound, end.upperBound - start.lowerBound <= 3 * items.count + 2 else { return nil }
        return start.lowerBound ..< end.upperBound
    }

    /// What the value tagger learns from: each corpus sentence for an intent (and `variants` of it
    /// by the augmentation rules), read once for each free-text slot of its intent, with the
    /// words of the value said for it (none when it says none); the words of the sentence's other
    /// values that are not free text (days, numbers, choices) are taken. A sentence whose value
    /// is not found among its words is left out.
    public func valueTaggerExamples(_ corpus: [ReaderTraining.Sentence], variants: Int = 2, seed: UInt64 = 2026) -> [ValueTaggerTrainer.Example] {
        var random = SeededRandom(seed: seed)
        var examples: [ValueTaggerTrainer.Example] = []
        for sentence in corpus {
            guard let intent = sentence.intent else { continue }
            let slots = freeTextSlots(of: intent)
            guard !slots.isEmpty else { continue }
            let texts = [sentence.text] + Augmentation.variants(of: sentence.text, count: variants, random: &random)
            for text in texts {
                let tokens = TokenizedText(text)
                guard tokens.count > 0, tokens.count <= 64 else { continue }
                var taken = Set<Int>()
                var found = true
                for (name, value) in sentence.values where !slots.contains(name) {
                    if let range = Self.position(of: value, in: tokens) { taken.formUnion(range) } else if text == sentence.text { found = false }
                }
                guard found || text != sentence.text else { continue }
                for slot in slots {
                    var value: Range<Int>?
                    if let said = sentence.values[slot] {
                        guard let range = Self.position(of: said, in: tokens) ?? Self.listPosition(of: said, in: tokens),
                              taken.isDisjoint(with: range) else { continue }
                        value = range
                    }
                    examples.append(.init(words: taggerWords(tokens, intent: intent, slot: slot, taken: taken), slot: intent + "." + slot, value: value))
                }
            }
        }
        return examples
    }

    /// The free-text values of `intent` the tagger finds in `sentence`, in the order the intent
    /// declares them, each in words no other value holds; `taken` are words of values found
    /// otherwise (days, numbers, choices). A value is the person's own characters, tidied as its
    /// parameter tidies it.
    func taggedValues(_ sentence: TokenizedText, intent: String, taken: Set<Int>, tagger: ValueTagger,
                      besides slotsFound: Set<String> = []) -> [SlotMatch] {
        var taken = taken
        var found: [(slot: String, range: Range<Int>)] = []
        for slot in freeTextSlots(of: intent) where !slotsFound.contains(slot) {
            let words = taggerWords(sentence, intent: intent, slot: slot, taken: taken)
            guard let span = tagger.span(words, slot: intent + "." + slot), !namesNothing(span, in: sentence, intent: intent) else { continue }
            let range = keptWhole(span, in: sentence, intent: intent, taken: taken)
            found.append((slot, range))
            taken.formUnion(range)
        }
        // Text kept as said runs on over words no value took (`keptRunningOn`).
        for index in found.indices {
            let others = taken.subtracting(found[index].range)
            found[index].range = keptRunningOn(found[index].range, in: sentence, intent: intent, slot: found[index].slot, taken: others)
        }
        var slots: [SlotMatch] = []
        let verbatim = cleaners.verbatim(intent)
        for (slot, range) in found {
            let text = sentence.originalText(range.lowerBound, range.upperBound)
            let match = SlotMatch(name: slot, value: .string(text), text: text, source: .wildcard, tokens: range,
                                  verbatim: sentence.verbatimText(range.lowerBound, range.upperBound))
            var kept = match.saidVerbatim(verbatim.contains(slot))
            // Asked in a question to Hark ("could you start a note called gift ideas for Dad?"),
            // text kept as said ends where the question does.
            if verbatim.contains(slot), isAskedFor(kept, in: sentence), case .string(let said) = kept.value {
                kept = Self.replacing(kept, with: Self.withoutQuestionEnd(said), said: said)
            }
            slots.append(kept)
        }
        return tidied(slots, intent: intent)
    }
}

extension Runtime {
    /// Whether `slot`'s text stands in `sentence` after a word that addresses a question to Hark
    /// ("could you make a note called …").
    func isAskedFor(_ slot: SlotMatch, in sentence: TokenizedText) -> Bool {
        guard let said = slot.verbatim ?? Optional(slot.text), !said.isEmpty, let range = sentence.original.range(of: said) else { return false }
        return sentence.tokens.contains { $0.range.upperBound <= range.lowerBound && Self.askingWords.contains($0.text) }
    }

    /// Words that address a question to Hark.
    static let askingWords: Set<String> = ["you", "u", "ya"]

    /// `slots` with their free-text values as the tagger finds them in `sentence`: the other
    /// values (days, numbers, choices) stay, and their words hold no free text.
    func withTaggedValues(_ slots: [SlotMatch], in sentence: TokenizedText, intent: String, tagger: ValueTagger,
                          keeping: Set<String> = []) -> [SlotMatch] {
        let free = Set(freeTextSlots(of: intent)).subtracting(slots.map(\.name).filter(keeping.contains))
        let kept = slots.filter { !free.contains($0.name) }
        return kept + taggedValues(sentence, intent: intent, taken: Self.wordsHeld(by: kept, in: sentence), tagger: tagger,
                                   besides: Set(kept.map(\.name)))
            .map { cutAtBoundary($0, intent: intent) }
    }

    /// `slots` with each looked-up value a wildcard found (not text kept as said) narrowed to the
    /// run of its words the tagger finds, when that is shorter and inside it, and not one of two things
    /// joined by "and" or "or" in it.
    func narrowedLookups(_ slots: [SlotMatch], in sentence: TokenizedText, intent: String, tagger: ValueTagger) -> [SlotMatch] {
        let verbatim = cleaners.verbatim(intent)
        let lookups = slots.filter { $0.source == .wildcard && !verbatim.contains($0.name) }
        guard !lookups.isEmpty else { return slots }
        let free = Set(freeTextSlots(of: intent))
        let taken = Self.wordsHeld(by: slots.filter { !free.contains($0.name) }, in: sentence)
        let tagged = taggedValues(sentence, intent: intent, taken: taken, tagger: tagger).map { cutAtBoundary($0, intent: intent) }
        return slots.map { slot in
            guard lookups.contains(slot), let found = tagged.first(where: { $0.name == slot.name }),
                  case .string(let narrow) = found.value, case .string(let wide) = slot.value,
                  narrow.count < wide.count, let inside = wide.range(of: narrow, options: .caseInsensitive),
                  // A number said in words ("seventy three") is one value.
                  !isOnlyNumbers(ArraySlice(ReaderText.words(wide))) else { return slot }
            // Two things joined ("aziz and the football club") are both looked for.
            let before = ReaderText.words(String(wide[..<inside.lowerBound])).last
            let after = ReaderText.words(String(wide[inside.upperBound...])).first
            if [before, after].contains(where: { $0.map(Self.joiningWords.contains) ?? false }) { return slot }
            // Nor does it lose the last word or two of a name said in lower case ("priya patel"):
            // words after it that are neither the intent's own, nor small words, nor a time.
            let tail = ReaderText.words(String(wide[inside.upperBound...]))
            if before == nil, (1 ... 2).contains(tail.count), tail.allSatisfy({ isNamePart($0, intent: intent) }),
               SpokenValues.range(tail.joined(separator: " "), in: Self.anyMoment) == nil,
               SpokenValues.date(tail.joined(separator: " "), in: Self.anyMoment) == nil { return slot }
            return found
        }
    }

    /// Whether `word` may finish a name or a thing's title: not a word of the intent's own
    /// phrases, nor one that wraps a request, nor a small word that links or points.
    func isNamePart(_ word: String, intent: String) -> Bool {
        word.count > 1 && word.contains(where: \.isLetter) && !templateWords[intent].vocabulary.contains(word)
            && !Self.wrapperWords.contains(word) && !Self.politeWords.contains(word) && !Self.smallWords.contains(word)
    }

    /// Small words that link or point, never the end of a name.
    static let smallWords: Set<String> = [
        "with", "from", "for", "in", "on", "at", "about", "and", "or", "to", "of", "by", "this", "that", "these", "those", "last",
        "next", "my", "our", "your", "the", "an", "some", "any", "all", "every", "again", "too", "also", "stuff", "things", "thing",
        "please", "thanks", "okay", "ok", "yeah", "yes", "no", "not", "up", "out", "over", "before", "after", "since", "during",
        "today", "tonight", "tomorrow", "yesterday", "now", "then", "later", "soon", "ago", "week", "month", "year", "day",
        "folder", "file", "directory", "dir", "one", "ones",
    ]

    /// Words that join two things looked for together.
    static let joiningWords: Set<String> = ["and", "or", "&", "n", "plus"]

    /// Whether the words at `range` name nothing the person said: only words the intent's own
    /// templates have ("make a new note" gives no title "new note"), or a word that points at something
    /// unsaid with at most one more ("save this page", "that one").
    func namesNothing(_ range: Range<Int>, in sentence: TokenizedText, intent: String) -> Bool {
        let words = sentence.tokens[range].map(\.text)
        let vocabulary = templateWords[intent].vocabulary
        if words.allSatisfy({ vocabulary.contains($0) || Self.valueOpeners.contains($0) }) { return true }
        return words.count <= 2 && ["this", "that", "these", "those", "it"].contains(words[0])
    }
}
