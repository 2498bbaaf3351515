/// A parsed sentence template, such as `turn on [the] {name} [light[s]]`.
///
/// The tree mirrors Home Assistant's hassil: text, sequences, alternatives `(a|b)`,
/// optionals `[a]` (an alternative with an empty branch), permutations `(a;b)`,
/// slot references `{list}` / `{list:slot}` and expansion-rule references `<rule>`.
public struct Template: Hashable, Sendable {
    /// The template as written.
    public var text: String
    /// The parsed tree.
    public var root: TemplateNode {
        get {
            switch tree {
            case .parsed(let root): root
            case .unparsed: (try? TemplateParser.parse(text)) ?? .text(text)
            }
        }
        set { tree = .parsed(newValue) }
    }

    /// The tree, or a note that it is parsed from `text` when asked for: templates read back
    /// from a compiled-phrase archive, whose trees the matcher does not need (only `explain` and
    /// suggestions might), are not rebuilt at every start.
    enum Tree: Sendable {
        case parsed(TemplateNode)
        case unparsed
    }
    private var tree: Tree

    /// Parses `text`; a syntax error carries the character offset where it was found.
    public init(_ text: String) throws(TemplateSyntaxError) {
        self.text = text
        self.tree = .parsed(try TemplateParser.parse(text))
    }

    /// A template whose tree is `root`, whatever `text` says (made by Hark, not read).
    init(uncheckedText: String, root: TemplateNode) {
        self.text = uncheckedText
        self.tree = .parsed(root)
    }

    /// A template known to parse (it was parsed before), parsed again only when its tree is asked for.
    init(parsedBefore text: String) {
        self.text = text
        self.tree = .unparsed
    }

    /// Whether the tree is just what parsing `text` gives (so an archive may keep the text alone).
    var treeIsParsedText: Bool {
        switch tree {
        case .unparsed: true
        case .parsed(let root): (try? TemplateParser.parse(text)) == root
        }
    }

    public static func == (lhs: Template, rhs: Template) -> Bool { lhs.text == rhs.text && lhs.root == rhs.root }
    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// Names of every list this template refers to directly (not through rules).
    public var listNames: [String] { root.slotReferences.map(\.listName) }
}

/// One node of a template tree.
public indirect enum TemplateNode: Hashable, Sendable {
    /// Literal text, with its spaces as written: `"turn on "` or the `s` of `light[s]`.
    case text(String)
    /// Items that must all match, in order.
    case sequence([TemplateNode])
    /// Exactly one item must match; an optional `[x]` is an alternative with an empty branch.
    case alternative([TemplateNode], isOptional: Bool)
    /// Every item must match, in any order: `(a;b)`.
    case permutation([TemplateNode])
    /// A slot filled from a list, a number range, a wildcard or a typed parser.
    case slot(SlotReference)
    /// A reference to an expansion rule: `<name>`; `offset` is where it stands in the template.
    case rule(name: String, offset: Int)

    /// Slot references in this tree and in the expansion rules it uses (each rule once), looking
    /// rules up in `block` first, then in `phrases`.
    public func slotReferences(expandingRulesIn phrases: PhraseSet, block: PhraseBlock) -> [SlotReference] {
        var seen = Set<String>()
        func collect(_ node: TemplateNode) -> [SlotReference] {
            switch node {
            case .text: return []
            case .slot(let reference): return [reference]
            case .rule(let name, _):
                guard seen.insert(name).inserted,
                      let rule = block.expansionRules[name] ?? phrases.expansionRules[name] else { return [] }
                return collect(rule.template.root)
            case .sequence(let items), .alternative(let items, _), .permutation(let items):
                return items.flatMap(collect)
            }
        }
        return collect(self)
    }

    var slotReferences: [SlotReference] {
        switch self {
        case .text, .rule: return []
        case .slot(let reference): return [reference]
        case .sequence(let items), .alternative(let items, _), .permutation(let items):
            return items.flatMap(\.slotReferences)
        }
    }
}
