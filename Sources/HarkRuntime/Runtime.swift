import Foundation
import IntentKit
import PhraseKit
import HarkValue
import SpokenKit
import LearnedReader

/// Turns what a person says into an intent run: recognise the sentence with the phrase files,
/// fill the intent's parameters from the slots (typed by each parameter), fill defaults, ask for
/// what is missing, confirm destructive intents, run, and answer.
///
/// ```swift
/// let runtime = try Runtime(registry: registry, phrases: phrases)
/// let outcome = await runtime.run("add a happy mood", context: context)
/// print(outcome.dialog)   // Added 😊 happy to your moods.
/// ```
public struct Runtime: Sendable {
    public let registry: IntentRegistry
    let recognizer: Recognizer
    /// The phrases, for suggestions when nothing matched (read when first needed after a start
    /// from an archive).
    let phrases: @Sendable () -> PhraseSet
    /// Which parser reads each bound slot list (kept in archives).
    let parserKinds: [String: SlotBinding.ParserKind]
    /// Each intent's text cleaners, by parameter name (found once, by reflection).
    let cleaners: Cleaners
    /// The phrases' words, for reading a misspelled one (`fuzzyRead`).
    let knownWords: Lazy<Spelling.Lexicon>
    /// What each intent's templates say around their slots (`relaxedSlots`).
    let templateWords: TemplateWords
    /// How "3/4" is read (nil: the locale's), for values found without a template.
    let dayMonthOrder: SpokenContext.DayMonthOrder?
    /// Runs what a phrase names that is no intent (a shortcut); nil: such a reading fails.
    public var actionPerformer: (any ActionPerformer)?
    /// The learned reader's model, loaded or trained the first time a sentence needs it (never
    /// for one that matches a phrase exactly, unless its match rests on a wildcard); nil: none.
    public var learnedReader: Lazy<IntentModel?>?
    /// What the actions the phrases name besides intents (shortcuts) take, by name: the learned
    /// reader finds their values as it does an intent's. Made only when a reading needs them.
    public var actionDescriptions: Lazy<[String: IntentDescription]> = Lazy { [:] }

    /// Checks the phrases against the registry and compiles them; every problem found (an
    /// unknown intent or slot, an unknown list, a slot whose list fills two types) is an error.
    /// - Parameters:
    ///   - actions: what phrases may name besides intents (shortcuts), read in the same ranking
    ///     and run by `actionPerformer`.
    ///   - dayMonthOrder: how "3/4" is read where a date slot ends; the same order the
    ///     intents' contexts read values in (nil: the current locale's).
    public init(registry: IntentRegistry, phrases: PhraseSet, actions: [IntentDescription] = [],
                dayMonthOrder: SpokenContext.DayMonthOrder? = nil) throws(PhraseErrors) {
        let compiled = PhraseCompilation(registry: registry, phrases: phrases, actions: actions, dayMonthOrder: dayMonthOrder)
        guard compiled.problems.isEmpty else { throw PhraseErrors(compiled.problems) }
        self.registry = registry
        self.recognizer = compiled.recognizer
        self.knownWords = Self.knownWords(of: compiled.recognizer)
        self.templateWords = TemplateWords(compiled.recognizer)
        self.phrases = { phrases }
        self.parserKinds = compiled.bindings.parserKinds
        self.cleaners = Cleaners(registry)
        self.dayMonthOrder = dayMonthOrder
    }

    /// The compiled phrases and their slot bindings as bytes, to start a later run of the same
    /// build quickly with `init(registry:archive:phrases:)`.
    public func archived() -> [UInt8] {
        var header = parserKinds.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" }.joined(separator: "\n")
        header = String(header.utf8.count) + "\n" + header
        return Array(header.utf8) + recognizer.archived()
    }

    /// A runtime from `archived()` bytes (phrases that were checked and compiled without problems
    /// by this build); nil when the bytes can't be used. `phrases` reads the phrase files, for the
    /// rare answer that needs them (suggestions when nothing matched).
    public init?(registry: IntentRegistry, archive: [UInt8], dayMonthOrder: SpokenContext.DayMonthOrder? = nil,
                 phrases: @escaping @Sendable () -> PhraseSet) {
        guard let newline = archive.firstIndex(of: 10),
              let length = Int(String(decoding: archive[..<newline], as: UTF8.self)),
              length >= 0, newline + 1 + length <= archive.count else { return nil }
        var kinds: [String: SlotBinding.ParserKind] = [:]
        let header = String(decoding: archive[(newline + 1) ..< (newline + 1 + length)], as: UTF8.self)
        for line in header.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, let kind = SlotBinding.ParserKind(rawValue: String(parts[1])) else { return nil }
            kinds[String(parts[0])] = kind
        }
        guard let recognizer = Recognizer(archive: Array(archive[(newline + 1 + length)...]), slotParsers: kinds.mapValues { $0.parser(dayMonthOrder: dayMonthOrder) }) else {
            return nil
        }
        self.registry = registry
        self.recognizer = recognizer
        self.phrases = phrases
        self.parserKinds = kinds
        self.cleaners = Cleaners(registry)
        self.knownWords = Self.knownWords(of: recognizer)
        self.templateWords = TemplateWords(recognizer)
        self.dayMonthOrder = dayMonthOrder
    }

    /// How `text` is read, without running anything: the best reading and every candidate.
    public func explain(_ text: String) -> [Recognition] {
        recognizer.candidates(text)
    }

    /// What a slot's value means for the parameter of `intent` it fills, read in `context`
    /// ("next thursday at 3" → the instant): the typed value as data, or why it can't be used.
    /// Nil for a slot that fills no parameter, or an entity (found only when the intent runs).
    public func typedValue(_ value: PhraseValue, slot: String, intent: String, context: IntentContext) -> Result<PhraseValue, ParameterValueError>? {
        guard let type = registry.intent(named: intent),
              let parameter = parameters(of: type.init()).first(where: { $0.name == slot })?.parameter,
              !parameter.valueType.parameterType.isEntity else { return nil }
        do {
            try parameter.set(value, saidIn: context)
            return .success(parameter.currentValue ?? .null)
        } catch {
            return .failure(error)
        }
    }

    /// How `text` is read, without running anything: the intent and the values Hark would act
    /// on, or nil when it would not act. The best match is taken unless it is an implicit
    /// phrasing whose values its parameters do not recognise; then the next best, and so on.
    /// A parameter of an intent or action, as the learned reader's values need it.
    struct DeclaredParameter {
        var name: String
        var type: ParameterType
        var required: Bool
    }

    /// The parameters of `intent`, or of the action (shortcut) of that name; nil when neither is known.
    func declaredParameters(of intent: String) -> [DeclaredParameter]? {
        if let declared = cleaners.declared(intent) { return declared }
        return actionDescriptions.value[intent]?.parameters.map { parameter in
            DeclaredParameter(name: parameter.name, type: parameter.type, required: !parameter.isOptional && parameter.defaultValue == nil)
        }
    }

    /// Whether `intent`'s parameter `name` keeps its text as said (a memory, a title) rather
    /// than looking it up or searching with it.
    public func keepsAsSaid(_ name: String, of intent: String) -> Bool {
        cleaners.verbatim(intent).contains(name)
    }

    public func read(_ text: String) -> Reading? {
        Self.read(text, recognizer: recognizer, cleaners: cleaners)
    }

    /// Recognises `text` and runs the intent it names: acts on a sure reading, asks "Did you mean
    /// …?" about an unsure one, and says it did not understand otherwise (`interpret`).
    public func run(_ text: String, context: IntentContext) async -> Outcome {
        var confidence = 1.0
        var found: (intent: String, slots: [SlotMatch], recognition: Recognition?)?
        switch interpret(text) {
        case .exact(let reading):
            found = (reading.intent, reading.slots, reading.recognition)
        case .fuzzy(let fuzzy):
            if !fuzzy.isActedOn {
                switch await context.asker.confirm("Did you mean “\(fuzzy.sentence)”?") {
                case nil: return .unsure(text: text, suggestion: fuzzy.sentence, intent: fuzzy.reading.intent, confidence: fuzzy.confidence)
                case false?: return .declined(intent: fuzzy.reading.intent, dialog: "Okay, I did nothing.")
                case true?: break
                }
            }
            found = (fuzzy.reading.intent, fuzzy.reading.slots, fuzzy.reading.recognition)
            confidence = fuzzy.confidence
        case .learned(let learned):
            if !learned.isActedOn {
                let suggestion = askedAbout(learned)
                switch await context.asker.confirm("Did you mean “\(suggestion)”?") {
                case nil: return .unsure(text: text, suggestion: suggestion, intent: learned.intent, confidence: learned.confidence)
                case false?: return .declined(intent: learned.intent, dialog: "Okay, I did nothing.")
                case true?: break
                }
            }
            found = (learned.intent, learned.slots, learned.recognition)
            confidence = learned.confidence
        case .notUnderstood:
            break
        }
        guard let reading = found else {
            return .notUnderstood(text: text, suggestions: suggestions(for: text))
        }
        if registry.intent(named: reading.intent) == nil, let actionPerformer {
            return await actionPerformer.perform(reading.intent, slots: reading.slots, recognition: reading.recognition,
                                                 confidence: confidence, runtime: self, context: context)
        }
        var given: [(name: String, value: PhraseValue, text: String)] = []
        for slot in reading.slots where given.allSatisfy({ $0.name != slot.name }) {
            given.append((slot.name, slot.value, slot.text))
        }
        return await run(intent: reading.intent, given: given, recognition: reading.recognition, slots: reading.slots,
                         confidence: confidence, context: context)
    }

    /// Runs the intent named `intent` with parameter values given as text or data (`hark do`).
    public func run(intent name: String, arguments: [(name: String, value: PhraseValue)], context: IntentContext) async -> Outcome {
        guard let type = registry.intent(named: name) else {
            return .failed(intent: nil, dialog: "There is no intent named “\(name)”. Known intents: \(registry.intents.map { $0.name }.joined(separator: ", ")).")
        }
        let known = parameters(of: type.init()).map(\.name)
        for argument in arguments where !known.contains(argument.name) {
            return .failed(intent: name, dialog: "\(name) has no parameter “\(argument.name)”. Its parameters: \(known.joined(separator: ", ")).")
        }
        return await run(intent: name, given: arguments.map { ($0.name, $0.value, $0.value.stringValue ?? $0.value.description) },
                         recognition: nil, slots: [], context: context)
    }

    private func run(intent name: String, given: [(name: String, value: PhraseValue, text: String)], recognition: Recognition?,
                     slots: [SlotMatch], confidence: Double = 1, context: IntentContext) async -> Outcome {
        guard let type = registry.intent(named: name) else {
            return .failed(intent: name, dialog: "There is no intent named “\(name)”.")
        }
        let intent = type.init()
        let declared = parameters(of: intent)
        var understanding = Understanding(intent: name, slots: slots, parameters: [:], recognition: recognition, confidence: confidence)

        // Values from the sentence (or the command line).
        for (parameterName, parameter) in declared {
            guard let value = given.first(where: { $0.name == parameterName }) else { continue }
            if let problem = await fill(parameter, with: value.value, text: value.text, context: context) {
                switch problem {
                case .failed(let dialog): return .failed(intent: name, dialog: dialog)
                case .unanswered(let question): return .needsInput(intent: name, parameter: parameterName, question: question)
                }
            }
        }
        // Ask for what is still missing.
        for (parameterName, parameter) in declared where !parameter.hasValue && parameter.defaultValue == nil && !parameter.valueType.isOptional {
            let question = parameter.metadata.requestValueDialog ?? "What's the \(parameter.metadata.title.lowercased())?"
            var prompt = question
            var filled = false
            for _ in 0..<3 {
                guard let answer = await context.asker.ask(prompt) else {
                    return .needsInput(intent: name, parameter: parameterName, question: question)
                }
                // A blank answer (just Enter) is no answer: ask again.
                if answer.allSatisfy(\.isWhitespace) { prompt = question; continue }
                // An answer is tidied as a value in a sentence is ("pretty tired" → tired); one that
                // leaves nothing usable ("my") is asked again.
                var said = answer
                if let cleaner = parameter.metadata.cleaner {
                    guard let tidied = cleaner.clean(answer).text else { prompt = question; continue }
                    said = tidied
                }
                switch await fill(parameter, with: .string(said), text: said, context: context) {
                case nil: filled = true
                case .failed(let dialog)?: prompt = dialog + " " + question
                case .unanswered(let question)?: return .needsInput(intent: name, parameter: parameterName, question: question)
                }
                if filled { break }
            }
            if !filled { return .failed(intent: name, dialog: "I still don't have the \(parameter.metadata.title.lowercased()), so I stopped.") }
        }
        for (parameterName, parameter) in declared {
            understanding.parameters[parameterName] = parameter.currentValue ?? parameter.defaultValue ?? .null
        }
        if type.isDestructive {
            // Name what it would be done to: "forget memory “the old wifi password”".
            let named = declared.filter { $0.1.valueType.parameterType.isEntity }.compactMap { $0.1.currentTitle }.map { " “\($0)”" }
            let question = "Are you sure you want to \(type.title.lowercased())\(named.joined(separator: ","))?"
            switch await context.asker.confirm(question) {
            case nil: return .needsInput(intent: name, parameter: "confirmation", question: question)
            case false?: return .declined(intent: name, dialog: "Okay, I won't \(type.title.lowercased()).")
            case true?: break
            }
        }
        // A run stopped (its deadline passed, or its daemon is stopping) starts nothing more.
        if Task.isCancelled { return .declined(intent: name, dialog: "Stopped before \(name) began; nothing was changed.") }
        do {
            return .done(understanding, try await intent.perform(context))
        } catch let error as any IntentDialogError {
            return .failed(intent: name, dialog: error.dialog)
        } catch {
            return .failed(intent: name, dialog: "Something went wrong while doing \(type.title.lowercased()): \(error).",
                           detail: String(reflecting: error), error: error)
        }
    }

    private enum FillProblem {
        case failed(String)
        case unanswered(String)
    }

    /// Gives `parameter` the value said; entities are looked up, and a choice is asked for when
    /// several match. Returns what went wrong, or nil.
    private func fill(_ parameter: any AnyParameter, with value: PhraseValue, text: String, context: IntentContext) async -> FillProblem? {
        let title = parameter.metadata.title.lowercased()
        do {
            if let candidates = try await parameter.candidates(for: text, in: context) {
                switch candidates.count {
                case 0: return .failed("I couldn't find a \(title) called “\(text)”.")
                case 1: try parameter.set(value: candidates[0])
                default:
                    let options: [String] = candidates.map(\.displayTitle)
                    var numbered: [String] = []
                    for (index, option) in options.enumerated() { numbered.append("\(index + 1). \(option)") }
                    let question = "Which one did you mean: " + numbered.joined(separator: ", ") + "?"
                    guard let choice = await context.asker.choose(question, from: options) else { return .unanswered(question) }
                    try parameter.set(value: candidates[choice])
                }
                return nil
            }
            try parameter.set(value, saidIn: context)
            return nil
        } catch let error as ParameterValueError {
            return .failed(error.reason.hasPrefix("The ") ? error.reason : "I couldn't use “\(text)” as the \(title): \(error.reason).")
        } catch let error as any IntentDialogError {
            return .failed(error.dialog)
        } catch {
            return .failed("I couldn't look up the \(title): \(error).")
        }
    }

    /// The known phrases closest to `text` (most shared words), for "didn't understand".
    /// A value a person might say for each parameter of `intent`: its declared example, else one
    /// for its type ("this week" for a span of time).
    func exampleValues(of intent: String) -> [String: String] {
        guard let type = registry.intent(named: intent) else { return [:] }
        var samples: [String: String] = [:]
        for (name, parameter) in parameters(of: type.init()) {
            if let example = parameter.metadata.example { samples[name] = example; continue }
            switch parameter.valueType.parameterType {
            case .dateRange: samples[name] = "this week"
            case .date: samples[name] = "tomorrow"
            case .duration: samples[name] = "ten minutes"
            case .integer, .number: samples[name] = "three"
            case .boolean: samples[name] = "yes"
            case .enumeration(let cases): samples[name] = cases.cases.first?.title.lowercased()
            default: samples[name] = parameter.metadata.title.lowercased()
            }
        }
        return samples
    }

    /// Optional words kept in suggested sentences, so that they read as a person would say them
    /// ("add a happy mood", "show my moods").
    static let suggestedWords: Set<String> = ["a", "an", "the", "my"]

    func suggestions(for text: String, limit: Int = 3) -> [String] {
        let phrases = self.phrases()
        // Sentences a person could say: explicit phrasings, with a sample value in each slot.
        let examples = phrases.templates.filter { $0.block.metadata?[Self.implicitKey] != .bool(true) }.map { intent, block, source in
            let samples = exampleValues(of: intent)
            let text = source.template.example(rule: { block.expansionRules[$0]?.template ?? phrases.expansionRules[$0]?.template },
                                               slot: { samples[$0] ?? $0 }, keeping: Self.suggestedWords)
                .split(separator: " ").map { $0 == "i" ? "I" : String($0) }.joined(separator: " ")
            return (intent: intent, text: text, words: Set(TokenizedText(text).tokens.map(\.text)))
        }
        let words = Set(TokenizedText(text).tokens.map(\.text)).subtracting(Self.suggestedWords)
        var scored: [(offset: Int, text: String, shared: Int)] = []
        for (offset, example) in examples.enumerated() {
            let shared = example.words.intersection(words).count
            if shared > 0 { scored.append((offset, example.text, shared)) }
        }
        scored.sort { $0.shared != $1.shared ? $0.shared > $1.shared : $0.offset < $1.offset }
        var result: [String] = []
        for candidate in scored where result.count < limit && !result.contains(candidate.text) { result.append(candidate.text) }
        if result.isEmpty {
            // Nothing in common: one phrase of each intent, to show what Hark can do.
            var intents = Set<String>()
            for example in examples where result.count < limit && intents.insert(example.intent).inserted { result.append(example.text) }
        }
        return result
    }
}
