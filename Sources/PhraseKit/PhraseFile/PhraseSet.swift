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

/// An intent's sentence blocks (`intents: NAME: data: [...]`).
public struct IntentPhrases: Sendable {
    public var name: String
    public var blocks: [PhraseBlock]

    public init(name: String, blocks: [PhraseBlock]) {
        self.name = name
        self.blocks = blocks
    }
}

/// One `data:` block: sentences sharing fixed slots, context rules, and local lists and rules.
public struct PhraseBlock: Sendable {
    public var sentences: [TemplateSource]
    /// Slots that every match of these sentences gets (unless the sentence filled them).
    public var slots: [String: PhraseValue]
    /// Context that must be present (a value, a list of allowed values, or `{value:, slot:}`).
    public var requiresContext: [String: PhraseValue]
    /// Context that must not be present.
    public var excludesContext: [String: PhraseValue]
    public var lists: [String: SlotList]
    public var expansionRules: [String: RuleDefinition]
    public var metadata: [String: PhraseValue]?
    public var response: String?
    /// When set, a sentence must contain one of these words for the block to be tried.
    public var requiredKeywords: Set<String>?

    public init(sentences: [TemplateSource], slots: [String: PhraseValue] = [:],
                requiresContext: [String: PhraseValue] = [:], excludesContext: [String: PhraseValue] = [:],
                lists: [String: SlotList] = [:], expansionRules: [String: RuleDefinition] = [:],
                metadata: [String: PhraseValue]? = nil, response: String? = nil, requiredKeywords: Set<String>? = nil) {
        self.sentences = sentences
        self.slots = slots
        self.requiresContext = requiresContext
        self.excludesContext = excludesContext
        self.lists = lists
        self.expansionRules = expansionRules
        self.metadata = metadata
        self.response = response
        self.requiredKeywords = requiredKeywords
    }
}

/// A sentence template with where it was written.
public struct TemplateSource: Sendable {
    public var template: Template
    public var location: SourceLocation

    public init(_ template: Template, location: SourceLocation) {
        self.template = template
        self.location = location
    }
}

/// An expansion rule (`expansion_rules: name: "template"`).
public struct RuleDefinition: Sendable {
    public var template: Template
    public var location: SourceLocation

    public init(_ template: Template, location: SourceLocation) {
        self.template = template
        self.location = location
    }
}
