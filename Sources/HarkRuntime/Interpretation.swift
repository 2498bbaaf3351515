import IntentKit
import LearnedReader
import PhraseKit
import SpokenKit

/// What Hark makes of a sentence, before running anything.
public enum Interpretation: Sendable {
    /// A phrase matches it exactly: acted on.
    case exact(Reading)
    /// The learned reader's reading: acted on, or asked about (`LearnedReading.isActedOn`).
    case learned(LearnedReading)
    /// A phrase matches it once a word is spelled right, left out or swapped: acted on, or asked about.
    case fuzzy(FuzzyReading)
    /// Nothing Hark would act on or ask about.
    case notUnderstood

    /// The intent and whether Hark acts on it without asking; nil when it does not understand.
    public var acted: (intent: String, slots: [SlotMatch])? {
        switch self {
        case .exact(let reading): (reading.intent, reading.slots)
        case .learned(let learned): learned.isActedOn ? (learned.intent, learned.slots) : nil
        case .fuzzy(let fuzzy): fuzzy.isActedOn ? (fuzzy.reading.intent, fuzzy.reading.slots) : nil
        case .notUnderstood: nil
        }
    }
}

extension Runtime {
    /// How Hark reads `text`, in this order (Docs/phrases.md, "How a sentence is read"):
    /// 1. an exact match of a phrase is taken as it is — unless it rests on a wildcard or on a
    ///    phrasing that only implies its intent ("what do I know about {query}", "I'm {feeling}")
    ///    and the learned reader is sure of another intent whose templates, relaxed, fit the
    ///    sentence, or whose required values are all found in it: then the reader's reading. A match whose
    ///    wildcards are only looked up ("summarize {topic}") is not acted on when the reader gives
    ///    "not for Hark" `refuseLookup` or more ("summarize this article"), nor is free text kept after
    ///    words that are not only a command's ("remember the titans was on tv"), nor any kept text
    ///    in a sentence with a question mark or that opens with a quotation mark when the reader
    ///    thinks it more likely than not to be for nobody ("remember paris 2019? lol"); text kept
    ///    after a word that introduces it or a colon (`keepingWords`: "remember that …", "a note
    ///    called …", "TIL: …") is taken without consulting the reader; and implied phrasings
    ///    (acted on only with a value their parameter recognises) are never refused;
    /// 2. else the learned reader's reading, acted on at or above its act threshold;
    /// 3. else a fuzzy reading (a word spelled right, left out or swapped), acted on at
    ///    `actConfidence` — unless the reader is sure of another intent, or (for an implied
    ///    phrasing) that the sentence is not for Hark;
    /// 4. else the surer of the reader's and the fuzzy reading in their "ask" bands is asked about;
    /// 5. else Hark did not understand.
    public func interpret(_ text: String) -> Interpretation {
        // Words that only open what is said ("um so", "ok hark", "hey") do not stop a phrase from
        // matching the rest exactly: it is read as if they were not said.
        let exactReading = read(text)
        if exactReading == nil, let rest = Self.withoutOpening(text), read(rest) != nil { return interpret(rest) }
        if var exact = exactReading {
            // A looked-up value stops where a question ends ("standup? I scribbled…"), whichever reader found it.
            exact.slots = withValuesInside(exact.slots.map { cutAtBoundary($0, intent: exact.intent) }, intent: exact.intent)
            exact.slots = withMarksWhereNothingIntroduces(exact.slots, intent: exact.intent, in: text)
            // Text kept as said, asked for in a question to Hark, ends where the question does.
            exact.slots = exact.slots.map { slot in
                guard slot.source == .wildcard, case .string(let value) = slot.value, value.contains("?"),
                      cleaners.verbatim(exact.intent).contains(slot.name), isAskedFor(slot, in: TokenizedText(text)) else { return slot }
                return Self.replacing(slot, with: Self.withoutQuestionEnd(value), said: value)
            }
            // A list said at the end of text kept as said ("…, tagged food and friends") is the list's.
            exact.slots = withListSaidAfterKeptText(exact.slots, intent: exact.intent, in: text)
            let implied = exact.recognition.metadata?[Self.implicitKey] == .bool(true)
            let wildcards = exact.slots.filter { $0.source == .wildcard }
            let verbatim = cleaners.verbatim(exact.intent)
            // An exact match without a wildcard, or whose wildcards are all kept as said after the
            // words only a command to keep text says ("remember that …", "note to self: …",
            // "TIL: …"), is taken as it is: the learned reader is not consulted, nor loaded (or trained).
            // Free text kept after other words ("remember the titans was on tv") is refused when the
            // reader is sure the sentence is not for Hark (a mood or a path, which their parameters
            // recognise, are not). Any text kept in a sentence with a question mark may be a
            // question to the person, and in one that opens with a quotation mark a quoted title
            // ("\"Remember Me\" is a sad song"), not a command ("remember paris 2019? lol"): then it
            // is refused like a lookup.
            let sentence = TokenizedText(text)
            let loose = wildcards.filter { verbatim.contains($0.name) && !followsKeepingWords($0, in: sentence) }
            let keptLoosely = loose.contains { cleaners[exact.intent][$0.name] == nil }
            let asks = !loose.isEmpty && (text.contains("?") || Self.opensWithQuote(text))
            guard implied || asks || keptLoosely || wildcards.contains(where: { !verbatim.contains($0.name) }), let model = learnedReader?.value else {
                return .exact(exact)
            }
            // A wildcard whose words are only looked up ("summarize {topic}": nothing is kept) is
            // refused when the reader gives "not for Hark" 0.7 or more ("summarize this article",
            // "focus peaking on the fuji = useless"): a looked-up value is all such a template knows;
            // free text kept as above, when the reader is sure (its act threshold); text kept in a
            // question, when the reader thinks it more likely than not to be for nobody ("mood is
            // the grammar word, like subjunctive mood?").
            // A file's path is the person's own name for a place, not words the reader knows: a
            // match that names one is never refused ("export my graph to /tmp/hark-3F9A…/home").
            let whole = model.predict(text)
            let namesAFile = wildcards.contains { $0.text.split(whereSeparator: \.isWhitespace).contains { TextCleaner.looksLikePath(String($0)) } }
            if !implied, !namesAFile, !wildcards.isEmpty, asks || keptLoosely || wildcards.allSatisfy({ !verbatim.contains($0.name) }), whole.best.intent == nil,
               whole.best.probability >= (asks ? Self.refuseAsked : keptLoosely ? model.thresholds.act : Self.refuseLookup) {
                return .notUnderstood
            }
            // The reader can take the match only when it is sure of another intent: only then are
            // that intent's templates fitted and its values looked for.
            let sure = surest(whole, parts: clauses(of: requestWords(of: sentence), in: sentence), in: sentence, model: model)
            // Values found inside text that is kept ("remember that the disk is full") are no
            // sign of another intent: then only one of its templates, fitting, is. A phrasing that
            // only implies its intent ("{feeling}" taking "sorry" from "sorry to bother you, but
            // could you undo the last change") gives way to another intent whose template, relaxed,
            // fits and which the reader would act on by itself.
            let keeps = wildcards.contains { verbatim.contains($0.name) }
            let sureOfIt = sure.best.probability >= model.thresholds.act
            if let other = sure.best.intent, other != exact.intent, implied || sureOfIt,
               let learned = learnedRead(text, model: model, whole: whole), learned.isActedOn, learned.intent != exact.intent,
               case let found = evidence(fitted: learned.recognition != nil, slots: learned.slots, intent: learned.intent),
               (implied && found == .template) || (learned.confidence >= model.thresholds.act && (keeps ? found == .template : found != .none)),
               hasRequiredValues(learned.intent, learned.slots) {
                return .learned(learned)
            }
            // A phrasing that only implies its intent ("{feeling}" taking "sorry" from "sorry to
            // bother you, but the last mood I entered was wrong, can you remove it") is not acted
            // on when the sentence says more than the value, and the reader all but rules its intent
            // out and reads another: the reader's reading is taken instead, acted on or asked
            // about as it would be alone ("sleepy" alone stays a mood).
            // The value as the intent takes it ("sorry", the feeling found in the whole sentence
            // the wildcard spans), not the words the wildcard spans.
            let valueWords = exact.slots.reduce(0) { count, slot in
                if case .string(let value) = slot.value { return count + ReaderText.words(value).count }
                return count + ReaderText.words(slot.text).count
            }
            if implied, sentence.count > valueWords, let other = sure.best.intent, other != exact.intent,
               (sure.ranked.first { $0.intent == exact.intent }?.probability ?? 0) < model.thresholds.ask,
               let learned = learnedRead(text, model: model, whole: whole), learned.intent != exact.intent {
                return .learned(learned)
            }
            // A looked-up value the wildcard took with words around it ("brief me on Tomasz before
            // our call") is the part of it the value tagger finds.
            if let tagger = model.valueTagger {
                exact.slots = narrowedLookups(exact.slots, in: sentence.reading(requestWords(of: sentence)), intent: exact.intent, tagger: tagger)
                exact.slots = withPlacesKept(exact.slots, intent: exact.intent, in: text)
            }
            exact.slots = withInclusionSaidAround(exact.slots, intent: exact.intent, in: sentence)
            return .exact(exact)
        }
        let model = learnedReader?.value
        let whole = model?.predict(text)
        let learned = model.flatMap { model in whole.flatMap { learnedRead(text, model: model, whole: $0) } }
        if let learned, learned.isActedOn { return .learned(learned) }
        var fuzzy = fuzzyRead(text).flatMap { $0.confidence >= Self.askConfidence ? $0 : nil }.map { found in
            var found = found
            found.reading.slots = withValuesInside(found.reading.slots.map { cutAtBoundary($0, intent: found.reading.intent) },
                                                   intent: found.reading.intent)
            return found
        }
        if let found = fuzzy, let model, let best = whole?.best {
            // The reader contradicts a fuzzy reading when it is sure of another intent, or, for a
            // phrasing that only implies its intent, that the sentence is not for Hark (an
            // explicit command, "remmeber that …", is never refused for the words after it).
            let implied = found.reading.recognition.metadata?[Self.implicitKey] == .bool(true)
            if best.intent != found.reading.intent, best.probability >= model.thresholds.act, best.intent != nil || implied { fuzzy = nil }
        }
        if let fuzzy, fuzzy.isActedOn { return .fuzzy(fuzzy) }
        switch (learned, fuzzy) {
        case let (learned?, fuzzy?): return fuzzy.confidence > learned.confidence ? .fuzzy(fuzzy) : .learned(learned)
        case let (learned?, nil): return .learned(learned)
        case let (nil, fuzzy?): return .fuzzy(fuzzy)
        case (nil, nil): return .notUnderstood
        }
    }

    /// Words that only open a sentence: hesitations, greetings, the wake word.
    static let openingWords: Set<String> = ["so", "ok", "okay", "hey", "hi", "hello", "hiya", "hark", "well", "right", "alright",
                                            "oh", "ah", "um", "umm", "uh", "uhh", "erm", "er", "hmm", "uhm", "yo", "please"]

    /// `text` from its first word that does not only open it ("um so undo that" → "undo that"),
    /// nil when no such word opens it or nothing else is said.
    static func withoutOpening(_ text: String) -> String? {
        let tokens = TokenizedText(text).tokens
        guard let first = tokens.first, openingWords.contains(first.text),
              let start = tokens.first(where: { !openingWords.contains($0.text) }) else { return nil }
        return String(text[start.range.lowerBound...])
    }

    /// What "Did you mean …?" names for an unsure learned reading: the words its template fitted,
    /// else the best intent's title (and the second's, when it is close).
    func askedAbout(_ learned: LearnedReading) -> String {
        if let matched = learned.matched { return matched }
        let titles = learned.prediction.ranked.prefix(2).filter { $0.probability >= learned.confidence / 2 }.compactMap(\.intent).map(title(of:))
        return titles.joined(separator: "” or “")
    }

    /// An intent's or shortcut's title, in lower case ("add mood").
    func title(of intent: String) -> String {
        (registry.intent(named: intent)?.title ?? intent).lowercased()
    }
}

extension Runtime {
    /// The reader's probability for "not for Hark" at or above which an exact match whose wildcards
    /// are only looked up is refused. (At 0.5 a shortcut's path of random letters was refused.)
    static let refuseLookup = 0.7

    /// The reader's probability for "not for Hark" at or above which text kept in a question (or
    /// after a quotation mark) is refused: more likely than not.
    static let refuseAsked = 0.5

    /// Whether `text` opens with a quotation mark: what follows is quoted ("\"Remember the Titans\"
    /// is on tonight"), not a command.
    static func opensWithQuote(_ text: String) -> Bool {
        guard let first = text.first(where: { !$0.isWhitespace }) else { return false }
        return "\"“‘'«„".contains(first)
    }

    /// Whether the kept text `slot` took follows a word that introduces text to keep ("remember
    /// that …", "note to self …", "a note called …", "a meeting about …") or a colon ("TIL: …"),
    /// or opens with words that point at what follows a colon ("remember this: …", "save the
    /// following: …"): what only a command to keep text says before it.
    func followsKeepingWords(_ slot: SlotMatch, in sentence: TokenizedText) -> Bool {
        guard let start = slot.tokens?.lowerBound, start > 0 else { return false }
        let tokens = sentence.tokens
        guard start < tokens.count else { return false }
        return Self.keepingWords.contains(tokens[start - 1].text.lowercased())
            || sentence.original[tokens[start - 1].range.upperBound ..< tokens[start].range.lowerBound].contains(":")
            || Self.pointerBeforeColon(in: sentence, from: start) > 0
    }

    /// Words that introduce text to keep: "that", "self", and the words that name or quote it.
    static let keepingWords: Set<String> = ["that", "self", "called", "named", "titled", "entitled", "about", "saying", "says", "reads"]
}
