import IntentKit
import PhraseKit
import HarkValue
import SpokenKit
import Synchronization

/// What Hark would act on for a sentence: the intent, and the values the sentence gives it,
/// tidied by their parameters' cleaners (`TextCleaner`).
public struct Reading: Sendable {
    public var intent: String
    /// The sentence's values, tidied; a value that left nothing usable is gone (and asked for).
    public var slots: [SlotMatch]
    /// How the sentence matched its template.
    public var recognition: Recognition
}

extension Runtime {
    /// The metadata key that marks a phrase-file block whose phrasings only imply their intent
    /// ("I'm …", "feeling …"): a reading from it is acted on only when each tidied text value is
    /// one its parameter recognises (`TextCleaner.recognizes`).
    public static let implicitKey = "implicit"

    /// A reader of sentences by `recognizer` for the intents in `registry`, as `Runtime.read`
    /// reads them (`hark phrases test` reads its sentences this way). The parameters' cleaners are
    /// found once, here.
    public static func reader(recognizer: Recognizer, registry: IntentRegistry) -> @Sendable (String, [String: PhraseValue]) -> Reading? {
        let cleaners = Cleaners(registry)
        return { text, context in read(text, recognizer: recognizer, cleaners: cleaners, context: context) }
    }

    /// How `text` is read: the best match, unless it is an implicit phrasing whose values its
    /// parameters do not recognise; then the next best, and so on. Nil when Hark would not act.

    static func read(_ text: String, recognizer: Recognizer, cleaners: Cleaners, context: [String: PhraseValue] = [:]) -> Reading? {
        read(TokenizedText(text), recognizer: recognizer, cleaners: cleaners, context: context)
    }

    /// How a sentence already split into words is read (a fuzzy reading's changed words), its
    /// values taken from the original text.
    static func read(_ sentence: TokenizedText, recognizer: Recognizer, cleaners: Cleaners,
                     context: [String: PhraseValue] = [:]) -> Reading? {
        var found: Reading?
        var looked = 0
        _ = recognizer.recognize(sentence, context: context) { recognition in
            guard let next = reading(recognition, cleaners: cleaners) else { return false }
            // "ok", "fine", "great 👍" alone answer something: a phrasing that only implies its
            // intent ("{feeling}") does not take them.
            // "amazing, that worked", "nice, that looks right" praise something else: no mood either.
            if recognition.metadata?[Self.implicitKey] == .bool(true), isAcknowledgement(sentence) || isReaction(sentence)
                || isApology(sentence) {
                return false
            }
            guard let first = found else {
                found = next
                return false
            }
            // Among the next few matches, one of the same intent that splits a wildcard's text into
            // more of its values is taken: "a note called X that says Y" gives a title and a text,
            // not one title holding both.
            looked += 1
            let wildcards = first.slots.filter { $0.source == .wildcard }.map(\.text)
            let more = next.slots.filter { slot in !first.slots.contains { $0.name == slot.name } }
            if next.intent == first.intent, Set(next.slots.map(\.name)).isStrictSuperset(of: first.slots.map(\.name)),
               more.allSatisfy({ slot in wildcards.contains { $0.contains(slot.text) } }) {
                found = next
                return true
            }
            return looked >= Self.fullerReadingsLooked
        }
        return found
    }

    /// Whether `sentence` only acknowledges ("ok", "fine thanks", "um okay thanks", "cool 👍"): every
    /// word one of `acknowledgements`, fillers aside.
    static func isAcknowledgement(_ sentence: TokenizedText) -> Bool {
        let words = sentence.tokens.map(\.text).filter { $0.contains(where: \.isLetter) && !fillerWords.contains($0) }
        return !words.isEmpty && words.allSatisfy(acknowledgements.contains)
    }

    /// Whether `sentence` reacts to something rather than says how the person feels: it opens with
    /// a word that praises or judges ("amazing", "nice", "perfect") and no word in it is the
    /// person's own ("I", "my", "feeling", "mood"): "amazing, that worked perfectly", "nice!".
    static func isReaction(_ sentence: TokenizedText) -> Bool {
        let words = sentence.tokens.map(\.text).filter { $0.contains(where: \.isLetter) }
        guard let first = words.first, judgements.contains(first) else { return false }
        return !words.contains(where: personal.contains)
    }

    /// Whether `sentence` apologises ("sorry to bother you, but …", "I'm so sorry to vent"): it says
    /// "sorry" and not that the person feels it ("feeling sorry" is a mood).
    static func isApology(_ sentence: TokenizedText) -> Bool {
        let words = sentence.tokens.map(\.text)
        return words.contains("sorry") && !words.contains(where: ["feel", "feeling", "felt", "mood", "feelin"].contains)
    }

    /// Words that judge a thing as well as a feeling ("amazing", "nice").
    static let judgements: Set<String> = [
        "amazing", "awesome", "great", "good", "nice", "perfect", "cool", "fine", "excellent", "brilliant", "wonderful",
        "fantastic", "lovely", "sweet", "incredible", "superb", "terrific", "neat", "outstanding", "splendid", "magnificent",
        "fabulous", "marvelous", "marvellous", "beautiful", "impressive", "wow", "cheers",
    ]

    /// Words by which a person speaks of themselves.
    static let personal: Set<String> = [
        "i", "im", "i'm", "i’m", "me", "my", "myself", "feel", "feeling", "feelings", "felt", "mood", "moods", "ive", "i've",
    ]

    /// Words that answer or acknowledge, alone or together.
    static let acknowledgements: Set<String> = [
        "ok", "okay", "k", "kk", "okey", "fine", "cool", "great", "good", "alright", "sure", "nice", "perfect", "thanks", "thank",
        "you", "ty", "thx", "yes", "yeah", "yep", "yup", "no", "nope", "right", "got", "it", "noted", "awesome", "sounds", "lol",
        "haha", "np", "sweet", "lovely", "brilliant", "excellent", "fantastic", "wonderful", "then", "so", "very", "much", "all",
        "sorry", "oops", "my", "bad",
    ]

    /// How many matches after the best are looked at for a fuller reading of the same intent.
    static let fullerReadingsLooked = 3

    /// `recognition` tidied by the cleaners of its intent's parameters; nil when it comes from an
    /// implicit phrasing whose values its parameters do not recognise. Another program's intent
    /// (not in the registry) is read as matched.
    static func reading(_ recognition: Recognition, cleaners all: Cleaners) -> Reading? {
        let implicit = recognition.metadata?[Self.implicitKey] == .bool(true)
        let cleaners = all[recognition.intent]
        let verbatim = all.verbatim(recognition.intent)
        let said = recognition.slots.map { $0.saidVerbatim(verbatim.contains($0.name)) }
        guard !cleaners.isEmpty else { return Reading(intent: recognition.intent, slots: said, recognition: recognition) }
        var slots: [SlotMatch] = []
        var found: [(name: String, text: String)] = []
        for slot in said {
            guard let cleaner = cleaners[slot.name], case .string(let said) = slot.value else {
                slots.append(slot)
                continue
            }
            let cleaned = cleaner.clean(said)
            if implicit && !(cleaned.text.map(cleaner.recognizes) ?? false) { return nil }
            found += cleaned.others.map { ($0.key, $0.value) }
            guard let text = cleaned.text else { continue }
            var tidied = slot
            tidied.value = .string(text)
            slots.append(tidied)
        }
        for (name, text) in found where !slots.contains(where: { $0.name == name }) {
            slots.append(SlotMatch(name: name, value: .string(text), text: text, source: .wildcard))
        }
        return Reading(intent: recognition.intent, slots: slots, recognition: recognition)
    }
}

extension Runtime {
    /// `recognition` as Hark would act on it (values tidied), or nil when it would not: an
    /// implicit phrasing whose values its parameters do not recognise. For `hark explain`.
    public func tidy(_ recognition: Recognition) -> Reading? {
        Self.reading(recognition, cleaners: cleaners)
    }
}

extension Reading {
    /// The recognition with its slots tidied.
    public var tidied: Recognition {
        var result = recognition
        result.slots = slots
        return result
    }
}

/// Each intent's text cleaners by parameter name, which of its parameters take text verbatim, its
/// parameters as the learned reader's values need them, the words a yes-or-no adds and the kind
/// words of what a parameter looks up, found by reflection the first time a sentence is read as
/// that intent, then kept.
final class Cleaners: Sendable {
    private struct TextParameters {
        var cleaners: [String: TextCleaner] = [:]
        var verbatim: Set<String> = []
        var kept: [(name: String, title: String)] = []
        var declared: [Runtime.DeclaredParameter] = []
        var including: [(name: String, words: Set<String>)] = []
        var kindWords: [String: Set<String>] = [:]
    }

    private let registry: IntentRegistry
    private let byIntent = Mutex<[String: TextParameters]>([:])

    init(_ registry: IntentRegistry) { self.registry = registry }

    subscript(intent: String) -> [String: TextCleaner] { textParameters(intent).cleaners }

    /// The names of `intent`'s parameters whose text is kept as said (`ParameterMetadata.verbatim`).
    func verbatim(_ intent: String) -> Set<String> { textParameters(intent).verbatim }

    /// `intent`'s parameters whose text is kept as said, in the order they are declared, with their titles.
    func kept(_ intent: String) -> [(name: String, title: String)] { textParameters(intent).kept }

    /// `intent`'s parameters in the order they are declared; nil when no intent has that name.
    func declared(_ intent: String) -> [Runtime.DeclaredParameter]? {
        registry.intent(named: intent) == nil ? nil : textParameters(intent).declared
    }

    /// `intent`'s yes-or-no parameters that declare the words of what they add (`ParameterMetadata.including`).
    func including(_ intent: String) -> [(name: String, words: Set<String>)] { textParameters(intent).including }

    /// The words that name the kind of thing each of `intent`'s parameters looks up ("memory", "note").
    func kindWords(_ intent: String) -> [String: Set<String>] { textParameters(intent).kindWords }

    private func textParameters(_ intent: String) -> TextParameters {
        if let found = byIntent.withLock({ $0[intent] }) { return found }
        var found = TextParameters()
        if let type = registry.intent(named: intent) {
            for (name, parameter) in parameters(of: type.init()) {
                found.declared.append(.init(name: name, type: parameter.valueType.parameterType,
                                            required: !parameter.valueType.isOptional && parameter.defaultValue == nil))
                found.kindWords[name] = parameter.valueType.kindWords
                if !parameter.metadata.including.isEmpty, parameter.valueType.parameterType == .boolean {
                    found.including.append((name, Set(parameter.metadata.including)))
                }
                if let cleaner = parameter.metadata.cleaner { found.cleaners[name] = cleaner }
                if parameter.metadata.verbatim {
                    found.verbatim.insert(name)
                    found.kept.append((name, parameter.metadata.title))
                }
            }
        }
        byIntent.withLock { $0[intent] = found }
        return found
    }
}
