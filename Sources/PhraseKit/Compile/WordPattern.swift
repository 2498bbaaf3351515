import SpokenKit

/// A template rewritten over words instead of characters: what the automaton is built from.
indirect enum WordPattern: Hashable {
    case word(String)
    case sequence([WordPattern])
    case choice([WordPattern])
    case slot(SlotReference)

    /// How many words and slots it holds, counting stopped past `limit`.
    func size(upTo limit: Int) -> Int {
        switch self {
        case .word, .slot: return 1
        case .sequence(let items), .choice(let items):
            var total = 0
            for item in items {
                total += item.size(upTo: limit - total)
                if total > limit { return total }
            }
            return total
        }
    }

    static let empty = WordPattern.sequence([])

    static func words(_ words: [String]) -> WordPattern {
        words.count == 1 ? .word(words[0]) : .sequence(words.map(WordPattern.word))
    }

    /// Words said on every path through the pattern: a sentence without one of them cannot match.
    var requiredWords: Set<String> {
        switch self {
        case .word(let word): return [word]
        case .slot: return []
        case .sequence(let items): return items.reduce(into: Set<String>()) { $0.formUnion($1.requiredWords) }
        case .choice(let branches):
            guard var common = branches.first?.requiredWords else { return [] }
            for branch in branches.dropFirst() where !common.isEmpty { common.formIntersection(branch.requiredWords) }
            return common
        }
    }

    /// Every word sequence the pattern can say, or `nil` when it holds a slot or says more than `limit`.
    func sequences(limit: Int) -> [[String]]? {
        switch self {
        case .word(let word): return [[word]]
        case .slot: return nil
        case .choice(let items):
            var result: [[String]] = []
            var seen = Set<[String]>()
            for item in items {
                guard let sequences = item.sequences(limit: limit) else { return nil }
                for sequence in sequences where seen.insert(sequence).inserted { result.append(sequence) }
                if result.count > limit { return nil }
            }
            return result
        case .sequence(let items):
            var result: [[String]] = [[]]
            for item in items {
                guard let sequences = item.sequences(limit: limit) else { return nil }
                var next: [[String]] = []
                next.reserveCapacity(result.count * sequences.count)
                for prefix in result { for suffix in sequences { next.append(prefix + suffix) } }
                guard next.count <= limit else { return nil }
                result = next
            }
            return result
        }
    }
}

/// Rewrites a template over words, expanding rules.
///
/// Template text is written over characters, and pieces may be glued together: `light[s]`
/// says "light" or "lights", `[the ]lamp` says "the lamp" or "lamp". Where pieces are glued,
/// every string they can say is spelled out and split into words by the same `Tokenizer` that
/// splits sentences, so both sides agree. Where a slot is glued to text (`{volume}%`), the slot
/// ends at a word boundary; the tokenizer makes "50%" two words, so this matches as hassil does.
struct TemplateLowering {
    /// Looks up an expansion rule's template by name.
    var rule: (String) -> Template?
    /// Most strings a glued run may spell out before its pieces are matched one by one.
    var expansionLimit = 2_000
    /// Rules already lowered (rules are used many times: `<the>`, `<name>`…).
    private let memo = Memo()

    private final class Memo {
        var lowered: [String: WordPattern] = [:]
        var holdsSlot: [String: Bool] = [:]
        var words: [String: [String]] = [:]
    }

    /// The tokenizer's words for template text (memoised: the same words recur everywhere).
    private func words(_ text: String) -> [String] {
        if let known = memo.words[text] { return known }
        let words = Tokenizer.words(text)
        memo.words[text] = words
        return words
    }

    init(rule: @escaping (String) -> Template?) {
        self.rule = rule
    }

    enum Failure: Error {
        case unknownRule(String, offset: Int)
        case recursiveRule(String, offset: Int)
        case tooManyPermutations(offset: Int)
        case tooLarge
    }

    func lower(_ template: Template) throws(Failure) -> WordPattern {
        let pattern = try lower(template.root, depth: 0, ruleStack: [])
        guard pattern.size(upTo: Self.maximumSize) <= Self.maximumSize else { throw .tooLarge }
        return pattern
    }

    /// The most words and slots a template may hold once its permutations are spelled out (the
    /// fuzzer found a permutation of parts full of optionals that took 15 seconds to compile).
    static let maximumSize = 20_000

    /// The most orderings a template's permutations may make, nested ones multiplied: one
    /// permutation of six parts (720). Nested permutations would multiply the pattern past what
    /// any phrase needs (the fuzzer found templates that took 40 seconds to compile).
    static let maximumOrderings = 720

    private func lower(_ node: TemplateNode, depth: Int, ruleStack: [String], orderings: Int = 1) throws(Failure) -> WordPattern {
        switch node {
        case .text(let text):
            return .words(words(text))
        case .slot(let reference):
            return .slot(reference)
        case .rule(let name, let offset):
            if orderings == 1, let lowered = memo.lowered[name] { return lowered }
            let body = try ruleBody(name, offset: offset, ruleStack: ruleStack)
            let lowered = try lower(body.root, depth: depth + 1, ruleStack: ruleStack + [name], orderings: orderings)
            if orderings == 1 { memo.lowered[name] = lowered }
            return lowered
        case .alternative(let items, _):
            var branches: [WordPattern] = []
            for item in items { branches.append(try lower(item, depth: depth + 1, ruleStack: ruleStack, orderings: orderings)) }
            return .choice(branches)
        case .permutation(let items):
            let count = (1...max(1, items.count)).reduce(1) { $0 * $1 }
            guard items.count <= 6, orderings * count <= Self.maximumOrderings else { throw .tooManyPermutations(offset: 0) }
            var lowered: [WordPattern] = []
            for item in items { lowered.append(try lower(item, depth: depth + 1, ruleStack: ruleStack, orderings: orderings * count)) }
            return .choice(Self.orderings(lowered.count).map { order in .sequence(order.map { lowered[$0] }) })
        case .sequence(let items):
            return try lowerSequence(items, depth: depth, ruleStack: ruleStack, orderings: orderings)
        }
    }

    private func ruleBody(_ name: String, offset: Int, ruleStack: [String]) throws(Failure) -> Template {
        guard !ruleStack.contains(name), ruleStack.count < 24 else { throw .recursiveRule(name, offset: offset) }
        guard let body = rule(name) else { throw .unknownRule(name, offset: offset) }
        return body
    }

    /// A piece of a sequence, with whether a space stands before and after it.
    private enum Atom {
        case boundary
        case node(TemplateNode)
    }

    private func lowerSequence(_ items: [TemplateNode], depth: Int, ruleStack: [String], orderings: Int) throws(Failure) -> WordPattern {
        // Split text at spaces so that each run of glued pieces can be handled on its own.
        var atoms: [Atom] = []
        for item in items {
            guard case .text(let text) = item else { atoms.append(.node(item)); continue }
            // Split at spaces (any Unicode space), keeping where they were.
            var pieceStart = text.startIndex
            var index = text.startIndex
            while index < text.endIndex {
                let character = text[index]
                let next = text.index(after: index)
                if character == " " || (character.asciiValue == nil && character.isWhitespace) || character == "\t" {
                    if pieceStart < index { atoms.append(.node(.text(String(text[pieceStart..<index])))) }
                    atoms.append(.boundary)
                    pieceStart = next
                }
                index = next
            }
            if pieceStart < text.endIndex { atoms.append(.node(.text(String(text[pieceStart...])))) }
        }
        var runs: [[TemplateNode]] = [[]]
        for atom in atoms {
            switch atom {
            case .boundary: if !runs[runs.count - 1].isEmpty { runs.append([]) }
            case .node(let node): runs[runs.count - 1].append(node)
            }
        }
        var parts: [WordPattern] = []
        for run in runs where !run.isEmpty {
            parts.append(try lowerGluedRun(run, depth: depth, ruleStack: ruleStack, orderings: orderings))
        }
        return parts.count == 1 ? parts[0] : .sequence(parts)
    }

    private func lowerGluedRun(_ run: [TemplateNode], depth: Int, ruleStack: [String], orderings: Int) throws(Failure) -> WordPattern {
        if run.count == 1 { return try lower(run[0], depth: depth + 1, ruleStack: ruleStack, orderings: orderings) }
        // Split the run where it holds slots: a slot is matched on its own, its neighbours glued together.
        var parts: [WordPattern] = []
        var literal: [TemplateNode] = []
        func flushLiteral() throws(Failure) {
            guard !literal.isEmpty else { return }
            if literal.count > 1, let strings = try spelled(.sequence(literal), ruleStack: ruleStack) {
                let sequences = Array(Set(strings.map(words))).sorted { $0.lexicographicallyPrecedes($1) }
                parts.append(sequences.count == 1 ? .words(sequences[0]) : .choice(sequences.map(WordPattern.words)))
            } else {
                for node in literal { parts.append(try lower(node, depth: depth + 1, ruleStack: ruleStack, orderings: orderings)) }
            }
            literal = []
        }
        for node in run {
            if try containsSlot(node, ruleStack: ruleStack) {
                try flushLiteral()
                parts.append(try lower(node, depth: depth + 1, ruleStack: ruleStack, orderings: orderings))
            } else {
                literal.append(node)
            }
        }
        try flushLiteral()
        return parts.count == 1 ? parts[0] : .sequence(parts)
    }

    private func containsSlot(_ node: TemplateNode, ruleStack: [String]) throws(Failure) -> Bool {
        switch node {
        case .text: return false
        case .slot: return true
        case .rule(let name, let offset):
            if let known = memo.holdsSlot[name] { return known }
            let body = try ruleBody(name, offset: offset, ruleStack: ruleStack)
            let holds = try containsSlot(body.root, ruleStack: ruleStack + [name])
            memo.holdsSlot[name] = holds
            return holds
        case .sequence(let items), .alternative(let items, _), .permutation(let items):
            for item in items where try containsSlot(item, ruleStack: ruleStack) { return true }
            return false
        }
    }

    /// Every string a slot-free node can say, as written (spaces included), or `nil` past the limit.
    private func spelled(_ node: TemplateNode, ruleStack: [String]) throws(Failure) -> [String]? {
        switch node {
        case .text(let text): return [text]
        case .slot, .permutation: return nil
        case .rule(let name, let offset):
            let body = try ruleBody(name, offset: offset, ruleStack: ruleStack)
            return try spelled(body.root, ruleStack: ruleStack + [name])
        case .alternative(let items, _):
            var result: [String] = []
            for item in items {
                guard let strings = try spelled(item, ruleStack: ruleStack) else { return nil }
                result += strings
                if result.count > expansionLimit { return nil }
            }
            return result
        case .sequence(let items):
            var result = [""]
            for item in items {
                guard let strings = try spelled(item, ruleStack: ruleStack) else { return nil }
                guard result.count * strings.count <= expansionLimit else { return nil }
                result = result.flatMap { prefix in strings.map { prefix + $0 } }
            }
            return result
        }
    }

    /// Every ordering of `count` items (for permutations).
    static func orderings(_ count: Int) -> [[Int]] {
        guard count > 1 else { return [Array(0..<count)] }
        var result: [[Int]] = []
        for first in 0..<count {
            for rest in orderings(count - 1) {
                result.append([first] + rest.map { $0 >= first ? $0 + 1 : $0 })
            }
        }
        return result
    }
}
