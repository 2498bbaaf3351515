import HarkValue

/// Sentence templates, lists, rules and skip words for one language: what one or more
/// phrase files say, merged the way Home Assistant merges its sentence files.
public struct PhraseSet: Sendable {
    public var language: String?
    /// Intents in the order they were first seen.
    public var intents: [IntentPhrases]
    public var lists: [String: SlotList]
    public var expansionRules: [String: RuleDefinition]
    public var skipWords: [String]

    public init(language: String? = nil, intents: [IntentPhrases] = [], lists: [String: SlotList] = [:],
                expansionRules: [String: RuleDefinition] = [:], skipWords: [String] = []) {
        self.language = language
        self.intents = intents
        self.lists = lists
        self.expansionRules = expansionRules
        self.skipWords = skipWords
    }

    /// Adds what `other` says: an intent's data blocks are appended, a list's values are
    /// appended to a list of the same name (another kind of list replaces it), rules are
    /// replaced, skip words are appended.
    public mutating func merge(_ other: PhraseSet) {
        if let language = other.language { self.language = language }
        for intent in other.intents {
            if let index = intents.firstIndex(where: { $0.name == intent.name }) {
                intents[index].blocks += intent.blocks
            } else {
                intents.append(intent)
            }
        }
        for (name, list) in other.lists {
            if case .values(let existing)? = lists[name], case .values(let added) = list {
                lists[name] = .values(existing + added)
            } else {
                lists[name] = list
            }
        }
        expansionRules.merge(other.expansionRules) { _, new in new }
        for word in other.skipWords where !skipWords.contains(word) { skipWords.append(word) }
    }

    /// Every template, with its intent and block.
    public var templates: [(intent: String, block: PhraseBlock, template: TemplateSource)] {
        intents.flatMap { intent in
            intent.blocks.flatMap { block in block.sentences.map { (intent.name, block, $0) } }
        }
    }
}
