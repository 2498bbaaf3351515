import IntentKit
import LearnedReader
import PhraseKit

/// How the learned reader is trained for a set of phrases (Docs/phrases.md, "The learned reader"):
/// 1. every intent's templates expanded into `samplesPerIntent` sentences, slots given values
///    people gave them in the corpus, or sample values of their parameter's type;
/// 2. the corpus of people's sentences in five speaking styles (and its near misses, the "none"
///    class), one in eight of them held back to calibrate the thresholds;
/// 3. each sentence again in variants by the augmentation rules (`Augmentation`).
/// Pure: the same phrases and corpus always give the same model.
public enum ReaderTraining {
    /// A sentence of the corpus: what a person said, the intent meant (nil: not for Hark) and the
    /// values it gives, as said.
    public struct Sentence: Sendable {
        public var intent: String?
        public var text: String
        public var values: [String: String]

        public init(intent: String?, text: String, values: [String: String] = [:]) {
            self.intent = intent
            self.text = text
            self.values = values
        }
    }

    static let samplesPerIntent = 80
    static let variantsPerTemplateSample = 1
    static let variantsPerCorpusSentence = 6
    /// Each corpus sentence that says values is learned again this many times with other values.
    static let valueSwapsPerCorpusSentence = 2
    static let corpusWeight: Float = 1.5
    /// How much a sentence encoder's vector weighs beside the words (`SentenceVectors.weight`):
    /// of 0.25, 0.5, 1, 2 and 4, the weight that read the held-out sets best (Docs/benchmarks.md).
    public static let vectorWeight: Float = 0.25
    /// Near misses count this many times more: one acted on costs more than one asked about.
    static let noneWeight: Float = 2

    /// A model for `phrases` (the intents of `registry` and the shortcuts' phrases), trained with
    /// `corpus`; sentences for intents the phrases do not name are left out. For the calibration,
    /// `exact` gives the intent a phrase matches a sentence exactly as (`Runtime.read`), and
    /// `evidence` what stands beside the reader's word for a sentence read as an intent
    /// (`Runtime.evidence(for:as:)`).
    /// With an `encoder`, every sentence is also weighed by its sentence vector: a variant made
    /// by an augmentation rule or a value swap has the vector of the sentence it was made from
    /// (the rules keep what a sentence means, and it spares encoding each variant).
    public static func model(phrases: PhraseSet, registry: IntentRegistry, corpus: [Sentence], seed: UInt64 = 2026,
                             encoder: SentenceVectors? = nil,
                             exact: (_ text: String) -> String?,
                             evidence: (_ text: String, _ intent: String) -> Calibration.Evidence) -> IntentModel {
        let types = slotTypes(registry)
        let known = Set(phrases.intents.map(\.name))
        // Values people gave each intent's slots in the corpus ("tired" for a mood): a template's
        // slot is filled with one of them as often as not, else with a sample of its type.
        var said: [String: [String]] = [:]
        for sentence in corpus {
            guard let intent = sentence.intent else { continue }
            for (slot, value) in sentence.values { said[intent + "\u{0}" + slot, default: []].append(value) }
        }
        var examples: [ModelTrainer.Example] = []
        // The sentence each example's vector is read from (itself, or the one it was made from).
        var sources: [String] = []
        func add(_ example: ModelTrainer.Example, from source: String? = nil) {
            examples.append(example)
            sources.append(source ?? example.text)
        }
        // Each intent's samples, and each sentence's variants, are drawn from their own text (and
        // `seed`): a change to one phrase file or one corpus sentence leaves the rest as it was.
        for sample in TemplateSampler(phrases).samples(perIntent: samplesPerIntent, random: { SeededRandom(seed: seed, text: $0) }, value: { intent, reference, random in
            if let values = said[intent + "\u{0}" + reference.slotName], random.next() % 2 == 0 { return values.randomElement(using: &random) }
            return sampleValue(for: types[reference.slotName], slot: reference.slotName, using: &random)
        }) {
            add(.init(intent: sample.intent, text: sample.text))
            var random = SeededRandom(seed: seed, text: sample.intent + "\u{0}" + sample.text)
            for variant in Augmentation.variants(of: sample.text, count: variantsPerTemplateSample, random: &random) {
                add(.init(intent: sample.intent, text: variant), from: sample.text)
            }
        }
        var calibration: [ModelTrainer.Example] = []
        let kinds = valueKinds(registry)
        let alike = alikeValues(corpus, kinds: kinds)
        for sentence in corpus where sentence.intent.map(known.contains) ?? true {
            let weight: Float = sentence.intent == nil ? noneWeight : 1
            let example = ModelTrainer.Example(intent: sentence.intent, text: sentence.text, weight: corpusWeight * weight)
            if isHeldBack(sentence.text) { calibration.append(example); continue }
            add(example)
            var random = SeededRandom(seed: seed, text: (sentence.intent ?? "") + "\u{0}" + sentence.text)
            for variant in Augmentation.variants(of: sentence.text, count: variantsPerCorpusSentence, random: &random) {
                add(.init(intent: sentence.intent, text: variant, weight: weight), from: sentence.text)
            }
            for _ in 0 ..< valueSwapsPerCorpusSentence {
                guard let swapped = withOtherValues(sentence, kinds: kinds, alike: alike, random: &random) else { break }
                add(.init(intent: sentence.intent, text: swapped, weight: weight), from: sentence.text)
            }
            // A foreign thing or another owner changes what the sentence means: its own vector.
            if let foreign = withForeignThing(sentence, random: &random) {
                add(.init(intent: nil, text: foreign, weight: foreignWeight))
            }
            if let theirs = withAnotherOwner(sentence, random: &random) {
                add(.init(intent: nil, text: theirs, weight: foreignWeight))
            }
        }
        if let encoder {
            let unique = Array(Set(sources)).sorted()
            let vectors = Dictionary(uniqueKeysWithValues: zip(unique, encoder.vectors(unique)))
            for index in examples.indices { examples[index].vector = vectors[sources[index]] }
        }
        var model = ModelTrainer().train(examples, encoder: encoder)
        if !calibration.isEmpty {
            let vectors: [[Float]?] = model.readsVectors ? (encoder?.vectors(calibration.map(\.text)) ?? []) : calibration.map { _ in nil }
            model.thresholds = Calibration.thresholds(zip(calibration, vectors).map { example, vector in
                let prediction = model.predict(example.text, vector: vector)
                return .init(meant: example.intent, prediction: prediction, evidence: prediction.best.intent.map { evidence(example.text, $0) } ?? .none,
                             exact: exact(example.text))
            })
        }
        return model
    }

    /// Which values may stand for one another, by intent and slot ("AddMood\0title"): a slot's
    /// name, its type and whether a cleaner reads it, so a mood's title stands for another mood's
    /// and a note's title for a meeting's, never one for the other.
    static func valueKinds(_ registry: IntentRegistry) -> [String: String] {
        var kinds: [String: String] = [:]
        for type in registry.intents {
            for (name, parameter) in parameters(of: type.init()) {
                kinds[type.name + "\u{0}" + name] = [name, parameter.valueType.parameterType.name, parameter.metadata.cleaner == nil ? "" : "cleaned"]
                    .joined(separator: "\u{0}")
            }
        }
        return kinds
    }

    static func kind(_ intent: String, _ slot: String, in kinds: [String: String]) -> String {
        kinds[intent + "\u{0}" + slot] ?? slot
    }

    /// The values said in the corpus, as they stand in its sentences, by kind.
    static func alikeValues(_ corpus: [Sentence], kinds: [String: String]) -> [String: [String]] {
        var alike: [String: Set<String>] = [:]
        for sentence in corpus {
            guard let intent = sentence.intent else { continue }
            for (slot, value) in sentence.values where value.count >= 2 && sentence.text.range(of: value, options: .caseInsensitive) != nil {
                alike[kind(intent, slot, in: kinds), default: []].insert(value)
            }
        }
        return alike.mapValues { $0.sorted() }
    }

    /// `sentence` with each value it says replaced by another value of its kind said elsewhere in
    /// the corpus ("change sad to sleepy" → "change bored to calm"), so that the reader learns the
    /// request, not its values; nil when it says none.
    static func withOtherValues(_ sentence: Sentence, kinds: [String: String], alike: [String: [String]],
                                random: inout SeededRandom) -> String? {
        guard let intent = sentence.intent else { return nil }
        var text = sentence.text
        var swapped = false
        for (slot, value) in sentence.values.sorted(by: { ($0.value.count, $1.key) > ($1.value.count, $0.key) }) where value.count >= 2 {
            guard let range = text.range(of: value, options: .caseInsensitive),
                  let others = alike[kind(intent, slot, in: kinds)], others.count > 1,
                  let other = others.randomElement(using: &random), other.lowercased() != value.lowercased() else { continue }
            text.replaceSubrange(range, with: other)
            swapped = true
        }
        return swapped ? text : nil
    }

    /// A request about one of Hark's things made about something else: the one word that names
    /// what Hark keeps ("mood", "notes", "meetings", "calendar"), outside the sentence's values,
    /// replaced by a thing Hark does not keep ("add a happy song", "what flights do I have
    /// today"). Learned as not for Hark, so that the thing asked about, not only the verb, decides.
    static func withForeignThing(_ sentence: Sentence, random: inout SeededRandom) -> String? {
        guard sentence.intent != nil else { return nil }
        let words = sentence.text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let said = sentence.values.values.map { ReaderText.words($0) }
        let found = words.indices.filter { index in
            let word = ReaderText.words(words[index])
            return word.count == 1 && harkThings.contains(word[0]) && !said.contains { $0.contains(word[0]) }
        }
        guard found.count == 1, let index = found.first, let thing = foreignThings.randomElement(using: &random) else { return nil }
        var changed = words
        let plural = ReaderText.words(words[index])[0].hasSuffix("s")
        changed[index] = plural ? thing + "s" : thing
        return changed.joined(separator: " ")
    }

    /// A request about one of the person's things made about someone else's: "my" before the word
    /// that names what Hark keeps becomes another person's ("what's on sarah's schedule tonight"),
    /// or, one time in three, a program's or a place's ("the tv schedule", "obsidian notes").
    /// Hark keeps only the person's own moods, memories, meetings and notes, so it is not for Hark.
    static func withAnotherOwner(_ sentence: Sentence, random: inout SeededRandom) -> String? {
        guard sentence.intent != nil else { return nil }
        var words = sentence.text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let said = sentence.values.values.map { ReaderText.words($0) }
        guard let index = words.indices.first(where: { index in
            ReaderText.words(words[index]) == ["my"] && index + 1 < words.count
                && words[(index + 1) ... min(index + 2, words.count - 1)].contains { word in
                    let found = ReaderText.words(word)
                    return found.count == 1 && harkThings.contains(found[0]) && !said.contains { $0.contains(found[0]) }
                }
        }), let owner = owners.randomElement(using: &random) else { return nil }
        if random.next() % 3 == 0, let thing = otherKeepers.randomElement(using: &random) {
            words[index] = thing   // "what's on the tv schedule tonight", "search obsidian notes for …"
        } else {
            words[index] = random.next() % 2 == 0 ? owner + "'s" : owner + "s"
        }
        return words.joined(separator: " ")
    }

    static let owners = ["sarah", "alex", "my boss", "jordan", "priya", "my wife", "tom", "my son", "the team", "dana", "marco"]
    /// Programs and places that keep schedules, notes and memories of their own.
    static let otherKeepers = ["the tv", "the bus", "the train", "the school", "netflix", "spotify", "obsidian", "evernote", "the ferry",
                               "the cinema", "my phones", "the radio"]

    /// How much a request made about a foreign thing counts: less than a person's near miss.
    static let foreignWeight: Float = 0.4

    /// Words that name what Hark keeps.
    static let harkThings: Set<String> = [
        "mood", "moods", "memory", "memories", "mem", "mems", "note", "notes", "meeting", "meetings", "mtg", "mtgs",
        "calendar", "cal", "schedule", "agenda", "focus", "graph", "todos", "todo",
    ]
    /// Things Hark does not keep, in the singular; not things people keep notes and memories about ("book", "recipe", "car"): learned as
    /// not for Hark, those words would weigh against "the book notes" and "a note on the recipe".
    static let foreignThings = [
        "song", "photo", "email", "video", "playlist", "alarm", "movie", "tweet", "ringtone", "timer", "stock", "podcast",
        "wallpaper", "emoji", "tab", "track",
    ]

    /// One corpus sentence in eight, chosen by its text, is held back for calibration.
    static func isHeldBack(_ text: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return hash % 8 == 0
    }

    /// Each slot name's parameter type, from the registry's intents (the first intent to name it).
    static func slotTypes(_ registry: IntentRegistry) -> [String: ParameterType] {
        var types: [String: ParameterType] = [:]
        for type in registry.intents {
            for (name, parameter) in parameters(of: type.init()) where types[name] == nil {
                types[name] = parameter.valueType.parameterType
            }
        }
        return types
    }

    static func sampleValue(for type: ParameterType?, slot: String, using random: inout some RandomNumberGenerator) -> String? {
        switch type {
        case .date?: return dates.randomElement(using: &random)
        case .dateRange?: return ranges.randomElement(using: &random)
        case .duration?: return durations.randomElement(using: &random)
        case .integer?, .number?: return numbers.randomElement(using: &random)
        case .boolean?: return ["yes", "no"].randomElement(using: &random)
        case .enumeration(let description)?: return description.cases.randomElement(using: &random)?.title.lowercased()
        case .list?: return [names, names].compactMap { $0.randomElement(using: &random) }.joined(separator: " and ")
        default:
            if slot.contains("day") { return dates.randomElement(using: &random) }
            return (slot.contains("person") || slot.contains("attendee") ? names : texts).randomElement(using: &random)
        }
    }

    static let dates = ["tomorrow", "today", "friday", "next monday", "thursday at 3pm", "tomorrow at 10am", "on the 5th",
                        "tonight", "monday morning", "in two days", "march 3rd", "at 2pm", "yesterday", "wednesday"]
    static let ranges = ["this week", "last week", "today", "yesterday", "this month", "last month", "in march", "since monday",
                         "the past 30 days", "this year", "last friday", "next week"]
    static let durations = ["an hour", "30 minutes", "ten minutes", "two hours", "45 minutes", "half an hour"]
    static let numbers = ["three", "5", "ten", "2", "twenty", "one"]
    static let names = ["dana", "priya", "sam", "jordan", "alex", "maria chen", "tom", "my manager"]
    static let texts = ["the budget", "project apollo", "the design review", "my sister's wedding", "the dentist appointment",
                        "the quarterly planning", "buy milk", "the roadmap", "hiring", "the wifi password is on the fridge",
                        "call mom on sunday", "swift concurrency", "the offsite", "car insurance", "running", "the launch",
                        "i parked on level 3", "dana", "the new api", "tired", "kubernetes", "our vacation plans"]
}
