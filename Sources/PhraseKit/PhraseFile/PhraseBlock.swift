import HarkValue

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
