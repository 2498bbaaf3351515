import HarkValue
import SpokenKit

/// A template ready for matching: its intent, its block and how skip words apply to it.
struct CompiledTemplate {
    /// How hassil treats skip words for a template, which depends on wildcards at its ends.
    enum SkipWordMode {
        /// Skip words removed everywhere (the sentence as said is tried first).
        case everywhere
        /// The template starts with a wildcard: skip words removed at the end only.
        case atEnd
        /// The template ends with a wildcard: skip words removed at the start only.
        case atStart
        /// The template is one wildcard: nothing is removed.
        case nowhere

        var bit: UInt8 {
            switch self {
            case .everywhere: return 1
            case .atEnd: return 2
            case .atStart: return 4
            case .nowhere: return 8
            }
        }
    }

    var block: Int32
    var source: TemplateSource
    var skipWordMode: SkipWordMode
    /// Position among all templates when matches tie: file order, except that within a block
    /// templates with wildcards come first, those with more text first (as hassil orders them).
    var tieOrder: Int32 = 0
}

/// A data block with its intent's name.
struct CompiledBlock {
    var intent: String
    var block: PhraseBlock
}

/// What decides whether a template may start: its skip-word mode, its block, and its required words
/// (`templateKeys[keyStart..<keyEnd]`).
struct TemplateGate {
    var modeBit: UInt8
    var block: Int32
    var keyStart: Int32
    var keyEnd: Int32
}

/// What decides, before matching, whether a block can match a sentence at all.
struct BlockGate {
    var requiredKeywords: Set<String>?
    var requiresContext: [String: PhraseValue]
    var excludesContext: [String: PhraseValue]
}

/// Everything the matcher needs, built once from a `PhraseSet`.
final class CompiledPhrases: Sendable {
    let automaton: Automaton
    /// Per template: its block.
    let templateBlock: [Int32]
    /// The automaton's hot arrays, for the matcher's inner loop.
    let tables: AutomatonTables
    let templates: [CompiledTemplate]
    let blocks: [CompiledBlock]
    /// Whether any block has context rules or required keywords (else every block is always enabled).
    let blocksCanBeDisabled: Bool
    let blocksHaveKeywords: Bool
    let gates: [BlockGate]
    /// For each context key, the blocks whose context rules mention it.
    let gatesByContextKey: [String: [Int]]
    let vocabulary: Vocabulary
    let parsers: [any SlotValueParser]
    let skipWords: [[String]]
    let diagnostics: [PhraseDiagnostic]
    /// Per template, its (up to three) rarest required words: `templateKeys[keyStart[t]..<keyStart[t + 1]]`.
    let keyStart: [Int32]
    let templateKeys: [Int32]

    /// - Parameters:
    ///   - keyStart, templateKeys: per template, up to three of its required words (the rarest), all of
    ///     which a sentence must contain for the template to be tried: `templateKeys[keyStart[t]..<keyStart[t + 1]]`.
    init(automaton: Automaton, templates: [CompiledTemplate], keyStart: [Int32], templateKeys: [Int32],
         blocks: [CompiledBlock], vocabulary: Vocabulary, parsers: [any SlotValueParser], skipWords: [[String]],
         diagnostics: [PhraseDiagnostic]) {
        self.automaton = automaton
        let templateGates = templates.indices.map { index in
            TemplateGate(modeBit: templates[index].skipWordMode.bit, block: templates[index].block,
                         keyStart: keyStart[index], keyEnd: keyStart[index + 1])
        }
        self.tables = AutomatonTables(automaton, gates: templateGates, keys: templateKeys, vocabularySize: vocabulary.count)
        self.templateBlock = templates.map(\.block)
        self.gates = blocks.map {
            BlockGate(requiredKeywords: $0.block.requiredKeywords, requiresContext: $0.block.requiresContext,
                      excludesContext: $0.block.excludesContext)
        }
        self.blocksHaveKeywords = gates.contains { $0.requiredKeywords != nil }
        var byKey: [String: [Int]] = [:]
        for (index, gate) in gates.enumerated() {
            for key in Set(gate.requiresContext.keys).union(gate.excludesContext.keys) { byKey[key, default: []].append(index) }
        }
        self.gatesByContextKey = byKey
        self.blocksCanBeDisabled = gates.contains {
            $0.requiredKeywords != nil || !$0.requiresContext.isEmpty || !$0.excludesContext.isEmpty
        }
        self.templates = templates
        self.blocks = blocks
        self.vocabulary = vocabulary
        self.parsers = parsers
        self.skipWords = skipWords
        self.diagnostics = diagnostics
        self.keyStart = keyStart
        self.templateKeys = templateKeys
    }
}

/// Compiles a `PhraseSet` into one automaton. A template that refers to a list or rule that
/// does not exist is reported (at its file, line and column) and left out; the rest still work.
enum PhraseCompiler {
    static func compile(_ phrases: PhraseSet, lists extraLists: [String: SlotList],
                        parsers namedParsers: [String: any SlotValueParser], entitySlotName: String?) -> CompiledPhrases {
        var diagnostics: [PhraseDiagnostic] = []
        var vocabulary = Vocabulary()
        var builder = AutomatonBuilder()
        var automaton = Automaton()
        var templates: [CompiledTemplate] = []
        var blocks: [CompiledBlock] = []
        var globalLists = phrases.lists
        globalLists.merge(extraLists) { _, new in new }
        let parserNames = namedParsers.keys.sorted()
        let parsers = parserNames.compactMap { namedParsers[$0] }

        var listIndex: [String: Int32] = [:]
        var contextIDs: [[String: PhraseValue]: Int32] = [:]
        struct SlotKey: Hashable { var block: Int32; var list: String; var slot: String; var isCapture: Bool }
        var slotIndex: [SlotKey: Int32] = [:]
        var allowedCache: [Int64: Set<Int32>?] = [:]
        var starts: [Int32] = []
        var stateTemplate: [Int32] = []
        var requiredWords: [[Int32]] = []
        var tieKeys: [(block: Int32, key: Int, id: Int)] = []
        var requiredCount: [Int32: Int] = [:]

        func report(_ message: String, _ location: SourceLocation?) {
            diagnostics.append(PhraseDiagnostic(message, at: location ?? SourceLocation(file: "<lists>", line: 1, column: 1)))
        }

        // One lowering (and its memo of rules) for every block without rules of its own.
        let sharedLowering = TemplateLowering(rule: { name in phrases.expansionRules[name]?.template })
        func lowering(for block: PhraseBlock?) -> TemplateLowering {
            guard let block, !block.expansionRules.isEmpty else { return sharedLowering }
            return TemplateLowering(rule: { name in block.expansionRules[name]?.template ?? phrases.expansionRules[name]?.template })
        }

        /// Resolves `{list}` for a block: a bound parser, the block's own lists, the global lists, an inline range.
        func source(for reference: SlotReference, blockID: Int32, block: PhraseBlock) -> Automaton.Slot.Source? {
            if let parser = parserNames.firstIndex(of: reference.listName) { return .parser(Int32(parser)) }
            let local = block.lists[reference.listName]
            guard let list = local ?? globalLists[reference.listName] else {
                if let range = reference.inlineRange { return .range(NumberRange(from: range.from, to: range.to, step: range.step)) }
                return nil
            }
            switch list {
            case .wildcard: return .wildcard
            case .range(let range): return .range(range)
            case .values(let values):
                let key = local != nil ? "block \(blockID): \(reference.listName)" : reference.listName
                if let index = listIndex[key] { return .list(index) }
                let compiled = CompiledList(name: reference.listName, values: values, vocabulary: &vocabulary,
                                            contextIDs: &contextIDs, lowering: lowering(for: local != nil ? block : nil), report: report)
                automaton.lists.append(compiled)
                let index = Int32(automaton.lists.count - 1)
                listIndex[key] = index
                return .list(index)
            }
        }

        func isWildcard(_ node: TemplateNode, _ blockID: Int32, _ block: PhraseBlock) -> Bool {
            guard case .slot(let reference) = node, case .wildcard? = source(for: reference, blockID: blockID, block: block) else { return false }
            return true
        }

        func skipWordMode(_ template: Template, _ blockID: Int32, _ block: PhraseBlock) -> CompiledTemplate.SkipWordMode {
            var items: [TemplateNode]
            if case .sequence(let sequence) = template.root { items = sequence } else { items = [template.root] }
            items = items.filter { if case .text(let text) = $0 { return !text.allSatisfy(\.isWhitespace) }; return true }
            guard let first = items.first, let last = items.last else { return .everywhere }
            if items.count == 1 { return isWildcard(first, blockID, block) ? .nowhere : .everywhere }
            if isWildcard(first, blockID, block) { return .atEnd }
            if isWildcard(last, blockID, block) { return .atStart }
            return .everywhere
        }

        for intent in phrases.intents {
            for block in intent.blocks {
                let blockID = Int32(blocks.count)
                blocks.append(CompiledBlock(intent: intent.name, block: block))
                let lower = lowering(for: block)
                templateLoop: for sentence in block.sentences {
                    let pattern: WordPattern
                    do {
                        pattern = try lower.lower(sentence.template)
                    } catch {
                        switch error {
                        case .unknownRule(let name, let offset):
                            report("unknown expansion rule <\(name)>", sentence.location.advanced(by: offset))
                        case .recursiveRule(let name, let offset):
                            report("expansion rule <\(name)> refers to itself", sentence.location.advanced(by: offset))
                        case .tooManyPermutations(let offset):
                            report("a permutation may have at most 6 parts, and permutations inside it at most 720 orderings in all", sentence.location.advanced(by: offset))
                        case .tooLarge:
                            report("the template is too large once its permutations are spelled out (more than \(TemplateLowering.maximumSize) words and slots)", sentence.location)
                        }
                        continue templateLoop
                    }
                    // Resolve every slot first, so that a template with an unknown list is left out whole.
                    var resolved: [SlotReference: Int32] = [:]
                    var hasWildcard = false
                    for reference in slotReferences(in: pattern) where resolved[reference] == nil {
                        guard let slotSource = source(for: reference, blockID: blockID, block: block) else {
                            report("unknown list {\(reference.listName)}: define it under 'lists', pass it with --lists, or bind a value parser to it",
                                   sentence.location.advanced(by: reference.offset))
                            continue templateLoop
                        }
                        var allowed: Set<Int32>? = nil
                        if case .wildcard = slotSource, sentence.template.listNames.contains(reference.listName) { hasWildcard = true }
                        if case .list(let list) = slotSource, !block.requiresContext.isEmpty || !block.excludesContext.isEmpty {
                            let cacheKey = Int64(list) << 32 | Int64(blockID)
                            if let cached = allowedCache[cacheKey] {
                                allowed = cached
                            } else {
                                let values = automaton.lists[Int(list)].values
                                let allowedValues = Set(values.indices.filter { index in
                                    let context = values[index].context
                                    return context.isEmpty || (ContextRules.satisfiesRequired(block.requiresContext, in: context, allowMissingKeys: true)
                                        && ContextRules.satisfiesExcluded(block.excludesContext, in: context))
                                }.map(Int32.init))
                                allowed = allowedValues.count == values.count ? nil : allowedValues
                                allowedCache[cacheKey] = allowed
                            }
                        }
                        let key = SlotKey(block: blockID, list: reference.listName, slot: reference.slotName, isCapture: reference.isCapture)
                        if let existing = slotIndex[key] {
                            resolved[reference] = existing
                        } else {
                            automaton.slots.append(Automaton.Slot(source: slotSource, reference: reference, allowedValues: allowed,
                                                                  isEntity: reference.slotName == entitySlotName && !reference.isCapture))
                            let index = Int32(automaton.slots.count - 1)
                            slotIndex[key] = index
                            resolved[reference] = index
                        }
                    }
                    let templateID = Int32(templates.count)
                    let required = pattern.requiredWords.map { vocabulary.intern($0) }
                    for word in required { requiredCount[word, default: 0] += 1 }
                    requiredWords.append(required)
                    let startState = builder.newState()
                    let end = builder.add(pattern, from: startState, vocabulary: &vocabulary) { resolved[$0] ?? 0 }
                    builder.setAccept(end, template: templateID)
                    stateTemplate += [Int32](repeating: templateID, count: builder.stateCount - stateTemplate.count)
                    starts.append(startState)
                    templates.append(CompiledTemplate(block: blockID, source: sentence,
                                                      skipWordMode: skipWordMode(sentence.template, blockID, block)))
                    tieKeys.append((blockID, hasWildcard ? -textChunkCount(sentence.template.root) : 0, Int(templateID)))
                }
            }
        }

        // hassil tries a block's wildcard templates first (counting only wildcards written in the
        // template itself, not in its rules), those with more literal text first.
        for (order, entry) in tieKeys.sorted(by: { ($0.block, $0.key, $0.id) < ($1.block, $1.key, $1.id) }).enumerated() {
            templates[entry.id].tieOrder = Int32(order)
        }

        var keyStart: [Int32] = [0]
        var templateKeys: [Int32] = []
        for required in requiredWords {
            templateKeys += required.sorted { (requiredCount[$0] ?? 0, $0) < (requiredCount[$1] ?? 0, $1) }.prefix(3)
            keyStart.append(Int32(templateKeys.count))
        }

        builder.flatten(starts: starts, stateTemplate: stateTemplate, into: &automaton)
        let skipWords = phrases.skipWords.map(Tokenizer.words).filter { !$0.isEmpty }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1) }
        return CompiledPhrases(automaton: automaton, templates: templates,
                               keyStart: keyStart, templateKeys: templateKeys,
                               blocks: blocks, vocabulary: vocabulary, parsers: parsers, skipWords: skipWords,
                               diagnostics: diagnostics)
    }

    /// hassil's count of text chunks: one per word of text, one per optional's empty branch.
    private static func textChunkCount(_ node: TemplateNode) -> Int {
        switch node {
        case .text(let text): return max(1, text.split(whereSeparator: \.isWhitespace).count)
        case .slot, .rule: return 0
        case .alternative(let items, let isOptional): return items.map(textChunkCount).reduce(0, +) + (isOptional ? 1 : 0)
        case .sequence(let items), .permutation(let items): return items.map(textChunkCount).reduce(0, +)
        }
    }

    private static func slotReferences(in pattern: WordPattern) -> [SlotReference] {
        switch pattern {
        case .word: return []
        case .slot(let reference): return [reference]
        case .sequence(let items), .choice(let items): return items.flatMap(slotReferences)
        }
    }
}
