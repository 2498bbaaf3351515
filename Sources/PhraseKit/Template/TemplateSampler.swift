/// Sentences the phrase files say, drawn at random but evenly across each intent's templates:
/// each alternative chosen at random, each optional part on or off, a permutation's parts in a
/// random order, a list slot given one of its values, a number range one of its numbers, and any
/// other slot (a wildcard, a typed value such as a day) the text `value` gives for it. The learned
/// reader is trained on them (with people's own sentences), so every intent is seen as its
/// templates describe it.
public struct TemplateSampler: Sendable {
    public let phrases: PhraseSet

    public init(_ phrases: PhraseSet) { self.phrases = phrases }

    /// Up to `perIntent` different sentences for each intent, in template order round the
    /// intent's templates; `value` says a slot of an intent that no list fills (nil: the slot's name).
    public func samples<R: RandomNumberGenerator>(perIntent: Int, using random: inout R,
                                                  value: (_ intent: String, SlotReference, inout R) -> String?) -> [(intent: String, text: String)] {
        var shared = random
        defer { random = shared }
        return samples(perIntent: perIntent, randomFor: { _ in shared }, keep: { shared = $0 }, value: value)
    }

    /// As `samples(perIntent:using:value:)`, each intent drawn with its own generator
    /// (`random(intent)`), so that one intent's templates changing leaves every other intent's
    /// sentences as they were.
    public func samples<R: RandomNumberGenerator>(perIntent: Int, random: (_ intent: String) -> R,
                                                  value: (_ intent: String, SlotReference, inout R) -> String?) -> [(intent: String, text: String)] {
        samples(perIntent: perIntent, randomFor: random, keep: { _ in }, value: value)
    }

    private func samples<R: RandomNumberGenerator>(perIntent: Int, randomFor: (_ intent: String) -> R, keep: (R) -> Void,
                                                   value: (_ intent: String, SlotReference, inout R) -> String?) -> [(intent: String, text: String)] {
        var result: [(intent: String, text: String)] = []
        var order: [String] = []
        var byIntent: [String: [(block: PhraseBlock, template: Template)]] = [:]
        for (intent, block, source) in phrases.templates {
            if byIntent[intent] == nil { order.append(intent) }
            byIntent[intent, default: []].append((block, source.template))
        }
        for intent in order {
            var random = randomFor(intent)
            defer { keep(random) }
            let templates = byIntent[intent] ?? []
            var seen = Set<String>()
            var attempts = 0
            while seen.count < perIntent && attempts < perIntent * 4 {
                let (block, template) = templates[attempts % templates.count]
                attempts += 1
                let text = render(template.root, block: block, depth: 0, using: &random) { value(intent, $0, &$1) }
                    .split(whereSeparator: \.isWhitespace).joined(separator: " ")
                guard !text.isEmpty, seen.insert(text).inserted else { continue }
                result.append((intent, text))
            }
        }
        return result
    }

    private func render<R: RandomNumberGenerator>(_ node: TemplateNode, block: PhraseBlock, depth: Int, using random: inout R,
                                                  value: (SlotReference, inout R) -> String?) -> String {
        guard depth < 24 else { return "" }
        switch node {
        case .text(let text):
            return text
        case .sequence(let items):
            return items.map { render($0, block: block, depth: depth, using: &random, value: value) }.joined()
        case .permutation(let items):
            return items.shuffled(using: &random).map { render($0, block: block, depth: depth, using: &random, value: value) }.joined(separator: " ")
        case .alternative(let items, let isOptional):
            if isOptional && Bool.random(using: &random) { return "" }
            guard let chosen = items.randomElement(using: &random) else { return "" }
            return render(chosen, block: block, depth: depth, using: &random, value: value)
        case .rule(let name, _):
            guard let rule = block.expansionRules[name] ?? phrases.expansionRules[name] else { return "" }
            return render(rule.template.root, block: block, depth: depth + 1, using: &random, value: value)
        case .slot(let reference):
            if let range = reference.inlineRange {
                return String(Int.random(in: range.from ... max(range.from, range.to), using: &random))
            }
            switch block.lists[reference.listName] ?? phrases.lists[reference.listName] {
            case .values(let values)?:
                guard let chosen = values.randomElement(using: &random) else { return "" }
                return render(chosen.spoken.root, block: block, depth: depth + 1, using: &random, value: value)
            case .range(let range)?:
                let steps = max(0, (range.to - range.from) / max(1, range.step))
                return String(range.from + Int.random(in: 0 ... steps, using: &random) * range.step)
            case .wildcard?, nil:
                return value(reference, &random) ?? reference.slotName
            }
        }
    }
}
