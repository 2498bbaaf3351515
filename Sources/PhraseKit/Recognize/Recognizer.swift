import HarkValue
import SpokenKit

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
    private let parserNames: [String]

    /// Compiles `phrases`.
    /// - Parameters:
    ///   - lists: lists added to (and overriding) the files' own, such as entity or area names.
    ///   - slotParsers: typed value parsers bound to list names: `{count}` then reads a number.
    public init(phrases: PhraseSet, lists: [String: SlotList] = [:], slotParsers: [String: any SlotValueParser] = [:],
                options: Options = Options()) {
        self.compiled = PhraseCompiler.compile(phrases, lists: lists, parsers: slotParsers, entitySlotName: options.entitySlotName)
        self.options = options
        self.parserNames = slotParsers.keys.sorted()
    }

    /// The compiled phrases as bytes, for `init(archive:slotParsers:)` in a later run of the same
    /// build (a cache: reading them back is much quicker than reading and compiling the files).
    public func archived() -> [UInt8] {
        PhraseArchive.write(compiled, options: options, parserNames: parserNames)
    }

    /// Phrases compiled earlier, from `archived()`. Nil when the bytes are damaged, come from
    /// another build's format, or name slot parsers other than `slotParsers`' (the caller then
    /// compiles the files again). Only phrases that compiled without problems should be archived.
    public init?(archive: [UInt8], slotParsers: [String: any SlotValueParser]) {
        guard let (compiled, options) = try? PhraseArchive.read(archive, parsers: slotParsers) else { return nil }
        self.compiled = compiled
        self.options = options
        self.parserNames = slotParsers.keys.sorted()
    }

    /// Problems found while compiling (unknown lists or rules); the templates concerned are left out.
    public var diagnostics: [PhraseDiagnostic] { compiled.diagnostics }

    /// Number of templates compiled.
    public var templateCount: Int { compiled.templates.count }

    /// Whether a template or a list has `word` (lower-cased, as the tokenizer gives it).
    public func knows(_ word: String) -> Bool { compiled.vocabulary.id(word) >= 0 }

    /// The templates of `intent`, in file order.
    public func templates(of intent: String) -> [Template] {
        compiled.templates.filter { compiled.blocks[Int($0.block)].intent == intent }.map(\.source.template)
    }

    /// Every word the templates and lists have.
    public var words: [String] { Array(compiled.vocabulary.ids.keys) }

    /// The best match for `text`, or `nil` when nothing matches.
    public func recognize(_ text: String, context: [String: PhraseValue] = [:]) -> Recognition? {
        matches(text, context: context, limit: 1, accepting: nil).first
    }

    /// The best match for `text` that `accept` takes, or `nil`: as `candidates(_:context:)`
    /// filtered, but building only the recognitions it looks at.
    public func recognize(_ text: String, context: [String: PhraseValue] = [:],
                          where accept: (Recognition) -> Bool) -> Recognition? {
        withoutActuallyEscaping(accept) { matches(text, context: context, limit: 1, accepting: $0).first }
    }

    /// The best match for a sentence already split into words that `accept` takes, or nil: for a
    /// sentence read with some words changed (a fuzzy reading), whose values still come from the
    /// original text.
    package func recognize(_ sentence: TokenizedText, context: [String: PhraseValue] = [:],
                           where accept: (Recognition) -> Bool) -> Recognition? {
        withoutActuallyEscaping(accept) { matches(sentence, context: context, limit: 1, accepting: $0).first }
    }

    /// The best match of one intent's templates for a sentence already split into words that
    /// `accept` takes, or nil: as `recognize(_:context:where:)` keeping only `intent`'s matches,
    /// but without trying any other intent's templates (the learned reader fits one intent's).
    package func recognize(_ sentence: TokenizedText, context: [String: PhraseValue] = [:], onlyIntent intent: String,
                           where accept: (Recognition) -> Bool) -> Recognition? {
        withoutActuallyEscaping(accept) { accept in
            matches(sentence, context: context, limit: 1, onlyIntent: intent) { $0.intent == intent && accept($0) }.first
        }
    }

    /// Every template that matches `text` (the best reading of each), best first.
    public func candidates(_ text: String, context: [String: PhraseValue] = [:]) -> [Recognition] {
        matches(text, context: context, limit: .max, accepting: nil)
    }

    private func matches(_ text: String, context: [String: PhraseValue], limit: Int,
                         accepting accept: ((Recognition) -> Bool)?) -> [Recognition] {
        matches(TokenizedText(text), context: context, limit: limit, accepting: accept)
    }

    private func matches(_ sentence: TokenizedText, context: [String: PhraseValue], limit: Int, onlyIntent: String? = nil,
                         accepting accept: ((Recognition) -> Bool)?) -> [Recognition] {
        var blockEnabled = enabledBlocks(sentence, context: context)
        if let onlyIntent {
            let enabled = blockEnabled ?? [Bool](repeating: true, count: compiled.blocks.count)
            blockEnabled = compiled.blocks.indices.map { enabled[$0] && compiled.blocks[$0].intent == onlyIntent }
        }

        typealias Mode = CompiledTemplate.SkipWordMode
        var passes: [(TokenizedText, UInt8)] = []
        let withoutSkipWords = SkipWords.remove(compiled.skipWords, from: sentence, .everywhere)
        if withoutSkipWords.count == sentence.count {
            passes = [(sentence, 0b1111)]
        } else {
            // As said first (a skip word may be part of a template), then without skip words.
            passes = [
                (sentence, Mode.everywhere.bit | Mode.nowhere.bit),
                (withoutSkipWords, Mode.everywhere.bit),
                (SkipWords.remove(compiled.skipWords, from: sentence, .atStart), Mode.atStart.bit),
                (SkipWords.remove(compiled.skipWords, from: sentence, .atEnd), Mode.atEnd.bit),
            ]
        }

        // Every ending of every pass, best first; recognitions are built (and context-checked)
        // in that order, and only as far as needed.
        var endings: [(ending: Matcher.Ending, pass: Int)] = []
        var matchers: [Matcher] = []
        for (passText, modeMask) in passes {
            var matcher = Matcher(compiled: compiled, text: passText, modeMask: modeMask, blockEnabled: blockEnabled)
            let found = matcher.run()
            endings += found.map { ($0, matchers.count) }
            matchers.append(matcher)
        }
        let preferredKey = options.preferredMetadataKey
        func preferred(_ template: Int32) -> Bool {
            guard let preferredKey else { return false }
            return isSet(compiled.blocks[Int(compiled.templateBlock[Int(template)])].block.metadata?[preferredKey])
        }
        endings.sort { lhs, rhs in
            let (left, right) = (lhs.ending, rhs.ending)
            if preferredKey != nil {
                let leftPreferred = preferred(left.template), rightPreferred = preferred(right.template)
                if leftPreferred != rightPreferred { return leftPreferred }
            }
            if left.path.score != right.path.score { return right.path.score < left.path.score }
            let leftIntent = compiled.blocks[Int(compiled.templateBlock[Int(left.template)])].intent
            let rightIntent = compiled.blocks[Int(compiled.templateBlock[Int(right.template)])].intent
            if leftIntent != rightIntent { return leftIntent < rightIntent }
            let leftOrder = compiled.templates[Int(left.template)].tieOrder, rightOrder = compiled.templates[Int(right.template)].tieOrder
            if leftOrder != rightOrder { return leftOrder < rightOrder }
            return lhs.pass < rhs.pass
        }
        var result: [Recognition] = []
        var seen = Set<Int32>()
        for (ending, pass) in endings where !seen.contains(ending.template) {
            guard let recognition = makeRecognition(ending, matcher: matchers[pass], context: context) else { continue }
            seen.insert(ending.template)
            if let accept, !accept(recognition) { continue }
            result.append(recognition)
            if result.count >= limit { break }
        }
        return result
    }

    private func isSet(_ value: PhraseValue?) -> Bool {
        switch value {
        case nil, .null?, .bool(false)?: return false
        case .string(let text)?: return !text.isEmpty
        default: return true
        }
    }

    /// Blocks that can match at all (`nil`: every block): context rules that the caller's context
    /// already breaks, and `required_keywords` that the sentence lacks, rule a block out before matching.
    private func enabledBlocks(_ sentence: TokenizedText, context: [String: PhraseValue]) -> [Bool]? {
        guard compiled.blocksCanBeDisabled else { return nil }
        // Only blocks whose rules mention a key the caller gave can be ruled out by context.
        let concerned = Set(context.keys.flatMap { compiled.gatesByContextKey[$0] ?? [] })
        guard !concerned.isEmpty || compiled.blocksHaveKeywords else { return nil }
        let words = compiled.blocksHaveKeywords ? Set(sentence.tokens.map(\.text)) : []
        var enabled = [Bool](repeating: true, count: compiled.gates.count)
        for (index, gate) in compiled.gates.enumerated() {
            if let keywords = gate.requiredKeywords, keywords.isDisjoint(with: words) { enabled[index] = false }
        }
        for index in concerned where enabled[index] {
            let gate = compiled.gates[index]
            enabled[index] = ContextRules.satisfiesRequired(gate.requiresContext, in: context, allowMissingKeys: true)
                && ContextRules.satisfiesExcluded(gate.excludesContext, in: context)
        }
        return enabled
    }

    private func makeRecognition(_ ending: Matcher.Ending, matcher: Matcher, context: [String: PhraseValue]) -> Recognition? {
        let text = matcher.text
        let template = compiled.templates[Int(ending.template)]
        let compiledBlock = compiled.blocks[Int(template.block)]
        let block = compiledBlock.block
        var slots: [SlotMatch] = []
        var captures: [String: String] = [:]
        var mergedContext = context
        let automaton = compiled.automaton

        for capture in matcher.captures(of: ending.path) {
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
                if !value.context.isEmpty { mergedContext.merge(value.context) { _, new in new } }
                slots.append(SlotMatch(name: slot.reference.slotName, value: value.value ?? .string(spoken), text: spoken,
                                       source: .list, tokens: start..<end))
            case .range:
                slots.append(SlotMatch(name: slot.reference.slotName, value: matcher.reading(capture.reading) ?? .null, text: spoken,
                                       source: .range, tokens: start..<end))
            case .parser:
                slots.append(SlotMatch(name: slot.reference.slotName, value: matcher.reading(capture.reading) ?? .null, text: spoken,
                                       source: .parser, tokens: start..<end))
            case .wildcard:
                slots.append(SlotMatch(name: slot.reference.slotName, value: .string(spoken), text: spoken,
                                       source: .wildcard, tokens: start..<end, verbatim: text.verbatimText(start, end)))
            }
        }

        guard block.excludesContext.isEmpty || ContextRules.satisfiesExcluded(block.excludesContext, in: mergedContext) else { return nil }
        var contextSlots: [SlotMatch] = []
        if !block.requiresContext.isEmpty {
            guard let required = ContextRules.requiredSlots(block.requiresContext, in: mergedContext) else { return nil }
            contextSlots = required
        }
        if !block.slots.isEmpty || !contextSlots.isEmpty {
            let filled = slots.map(\.name)
            for name in block.slots.keys.sorted() where !filled.contains(name) {
                if let value = block.slots[name] { slots.append(SlotMatch(name: name, value: value, text: "", source: .fixed)) }
            }
            for slot in contextSlots where !filled.contains(slot.name) { slots.append(slot) }
        }

        return Recognition(intent: compiledBlock.intent, slots: slots, template: template.source, score: ending.path.score,
                           context: mergedContext, captures: captures, metadata: block.metadata, response: block.response)
    }
}
