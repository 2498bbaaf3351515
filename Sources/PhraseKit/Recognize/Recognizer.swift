/// Recognises sentences against compiled phrase templates: the one entry point of PhraseKit.
///
/// ```swift
/// let file = PhraseFileReader.read(yaml, file: "moods.yaml")
/// let recognizer = Recognizer(phrases: file.phrases)
/// if let match = recognizer.recognize("add a happy mood") {
///     print(match.intent, match.slotValues)   // AddMood ["mood": "happy"]
/// }
/// ```
///
/// Compiling happens once, in `init`; a `Recognizer` is immutable and can be shared between tasks.
public struct Recognizer: Sendable {
    /// Ranking and matching choices.
    public struct Options: Sendable {
        /// The slot whose matched entity name ranks a match first (Home Assistant: `name`).
        public var entitySlotName: String?
        /// Matches from blocks whose `metadata` has this key set rank before all others
        /// (Home Assistant marks custom sentences this way).
        public var preferredMetadataKey: String?

        public init(entitySlotName: String? = "name", preferredMetadataKey: String? = nil) {
            self.entitySlotName = entitySlotName
            self.preferredMetadataKey = preferredMetadataKey
        }
    }

    private let compiled: CompiledPhrases
    public let options: Options

    /// Compiles `phrases`.
    /// - Parameters:
    ///   - lists: lists added to (and overriding) the files' own, such as entity or area names.
    ///   - slotParsers: typed value parsers bound to list names: `{count}` then reads a number.
    public init(phrases: PhraseSet, lists: [String: SlotList] = [:], slotParsers: [String: any SlotValueParser] = [:],
                options: Options = Options()) {
        self.compiled = PhraseCompiler.compile(phrases, lists: lists, parsers: slotParsers)
        self.options = options
    }

    /// Problems found while compiling (unknown lists or rules); the templates concerned are left out.
    public var diagnostics: [PhraseDiagnostic] { compiled.diagnostics }

    /// Number of templates compiled.
    public var templateCount: Int { compiled.templates.count }

    /// The best match for `text`, or `nil` when nothing matches.
    public func recognize(_ text: String, context: [String: PhraseValue] = [:]) -> Recognition? {
        candidates(text, context: context).first
    }

    /// Every template that matches `text` (the best reading of each), best first.
    public func candidates(_ text: String, context: [String: PhraseValue] = [:]) -> [Recognition] {
        let sentence = TokenizedText(text)
        let blockEnabled = enabledBlocks(sentence, context: context)

        typealias Mode = CompiledTemplate.SkipWordMode
        var passes: [(TokenizedText, Set<Mode>)] = []
        let withoutSkipWords = SkipWords.remove(compiled.skipWords, from: sentence, .everywhere)
        if withoutSkipWords.count == sentence.count {
            passes = [(sentence, [.everywhere, .atStart, .atEnd, .nowhere])]
        } else {
            // As said first (a skip word may be part of a template), then without skip words.
            passes = [
                (sentence, [.everywhere, .nowhere]),
                (withoutSkipWords, [.everywhere]),
                (SkipWords.remove(compiled.skipWords, from: sentence, .atStart), [.atStart]),
                (SkipWords.remove(compiled.skipWords, from: sentence, .atEnd), [.atEnd]),
            ]
        }

        var best: [Int32: Recognition] = [:]
        var order: [Int32] = []
        for (passText, modes) in passes {
            let words = passText.tokens.map { compiled.vocabulary.id($0.text) }
            let matcher = Matcher(compiled: compiled, text: passText, words: words, entitySlotName: options.entitySlotName,
                                  templateEnabled: { template in
                                      let compiledTemplate = compiled.templates[Int(template)]
                                      return blockEnabled[Int(compiledTemplate.block)] && modes.contains(compiledTemplate.skipWordMode)
                                  })
            for ending in matcher.run() {
                guard let recognition = makeRecognition(ending, text: passText, context: context) else { continue }
                if let existing = best[ending.template] {
                    if existing.score < recognition.score { best[ending.template] = recognition }
                } else {
                    best[ending.template] = recognition
                    order.append(ending.template)
                }
            }
        }
        let ranked = order.compactMap { template in best[template].map { (compiled.templates[Int(template)].tieOrder, $0) } }
        return ranked.sorted { lhs, rhs in
            let (left, right) = (lhs.1, rhs.1)
            if let key = options.preferredMetadataKey {
                let leftPreferred = isSet(left.metadata?[key]), rightPreferred = isSet(right.metadata?[key])
                if leftPreferred != rightPreferred { return leftPreferred }
            }
            if left.score != right.score { return right.score < left.score }
            if left.intent != right.intent { return left.intent < right.intent }
            return lhs.0 < rhs.0
        }.map(\.1)
    }

    private func isSet(_ value: PhraseValue?) -> Bool {
        switch value {
        case nil, .null?, .bool(false)?: return false
        case .string(let text)?: return !text.isEmpty
        default: return true
        }
    }

    /// Blocks that can match at all: context rules that the caller's context already breaks, and
    /// `required_keywords` that the sentence lacks, rule a block out before matching.
    private func enabledBlocks(_ sentence: TokenizedText, context: [String: PhraseValue]) -> [Bool] {
        let words = Set(sentence.tokens.map(\.text))
        return compiled.blocks.map { compiledBlock in
            let block = compiledBlock.block
            if let keywords = block.requiredKeywords, keywords.isDisjoint(with: words) { return false }
            guard !context.isEmpty else { return true }
            return ContextRules.satisfiesRequired(block.requiresContext, in: context, allowMissingKeys: true)
                && ContextRules.satisfiesExcluded(block.excludesContext, in: context)
        }
    }

    private func makeRecognition(_ ending: Matcher.Ending, text: TokenizedText, context: [String: PhraseValue]) -> Recognition? {
        let template = compiled.templates[Int(ending.template)]
        let compiledBlock = compiled.blocks[Int(template.block)]
        let block = compiledBlock.block
        var slots: [SlotMatch] = []
        var captures: [String: String] = [:]
        var mergedContext = context
        let automaton = compiled.automaton

        for capture in ending.path.captures?.inOrder ?? [] {
            let slot = automaton.slots[Int(capture.slot)]
            let start = Int(capture.start), end = Int(capture.end)
            let spoken = text.originalText(start, end)
            if slot.reference.isCapture {
                captures[slot.reference.slotName] = spoken
                continue
            }
            switch slot.source {
            case .list(let listID):
                let value = automaton.lists[Int(listID)].values[Int(capture.value)]
                mergedContext.merge(value.context) { _, new in new }
                slots.append(SlotMatch(name: slot.reference.slotName, value: value.value ?? .string(spoken), text: spoken,
                                       source: .list, tokens: start..<end))
            case .range:
                slots.append(SlotMatch(name: slot.reference.slotName, value: capture.reading ?? .null, text: spoken,
                                       source: .range, tokens: start..<end))
            case .parser:
                slots.append(SlotMatch(name: slot.reference.slotName, value: capture.reading ?? .null, text: spoken,
                                       source: .parser, tokens: start..<end))
            case .wildcard:
                slots.append(SlotMatch(name: slot.reference.slotName, value: .string(spoken), text: spoken,
                                       source: .wildcard, tokens: start..<end))
            }
        }

        guard ContextRules.satisfiesExcluded(block.excludesContext, in: mergedContext),
              let contextSlots = ContextRules.requiredSlots(block.requiresContext, in: mergedContext) else { return nil }
        let filled = Set(slots.map(\.name))
        for name in block.slots.keys.sorted() where !filled.contains(name) {
            if let value = block.slots[name] { slots.append(SlotMatch(name: name, value: value, text: "", source: .fixed)) }
        }
        for slot in contextSlots where !filled.contains(slot.name) { slots.append(slot) }

        return Recognition(intent: compiledBlock.intent, slots: slots, template: template.source, score: ending.path.score,
                           context: mergedContext, captures: captures, metadata: block.metadata, response: block.response)
    }
}
