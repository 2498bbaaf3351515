import HarkValue
import SpokenKit

/// A sentence recognised as an intent: which template matched, the slots it filled, and its score.
public struct Recognition: Sendable {
    /// The intent's name.
    public var intent: String
    /// Filled slots, in the order they appear in the sentence; fixed and context slots last.
    public var slots: [SlotMatch]
    /// The template that matched, with where it was written.
    public var template: TemplateSource
    /// How good the match is; higher is better (see `RecognitionScore`).
    public var score: RecognitionScore
    /// Context after matching: the caller's context plus what matched list values brought.
    public var context: [String: PhraseValue]
    /// Text captured by `{list:@name}` references, for responses.
    public var captures: [String: String]
    /// The matched block's `metadata` and `response`.
    public var metadata: [String: PhraseValue]?
    public var response: String?

    /// The slot named `name`, if filled.
    public subscript(slot name: String) -> SlotMatch? { slots.first { $0.name == name } }

    /// Slot values by name.
    public var slotValues: [String: PhraseValue] {
        var result: [String: PhraseValue] = [:]
        for slot in slots where result[slot.name] == nil { result[slot.name] = slot.value }
        return result
    }
}

/// One filled slot.
public struct SlotMatch: Hashable, Sendable {
    /// How the slot was filled.
    public enum Source: String, Hashable, Sendable {
        case list, range, wildcard, parser, fixed, context
    }

    public var name: String
    /// The value: a list entry's `out`, a number, the wildcard's text, a parser's value…
    public var value: PhraseValue
    /// The words of the sentence that gave the value, as written (empty for fixed and context slots).
    public var text: String
    public var source: Source
    /// Token positions `start..<end` in the sentence (nil for fixed and context slots).
    public var tokens: Range<Int>?

    public init(name: String, value: PhraseValue, text: String, source: Source, tokens: Range<Int>? = nil) {
        self.name = name
        self.value = value
        self.text = text
        self.source = source
        self.tokens = tokens
    }
}

/// How Home Assistant ranks matches, as one comparable value. Compared field by field:
/// 1. `entityCharacters`: more characters of a matched entity name (the `name` slot by default) —
///    a template that names a device beats one that does not;
/// 2. `wildcards`: fewer wildcard slots;
/// 3. `literalCharacters`: more characters of the template's own words;
/// 4. `wildcardCharacters`: fewer characters swallowed by wildcards.
public struct RecognitionScore: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var entityCharacters: Int = 0
    public var wildcards: Int = 0
    public var literalCharacters: Int = 0
    public var wildcardCharacters: Int = 0

    public init(entityCharacters: Int = 0, wildcards: Int = 0, literalCharacters: Int = 0, wildcardCharacters: Int = 0) {
        self.entityCharacters = entityCharacters
        self.wildcards = wildcards
        self.literalCharacters = literalCharacters
        self.wildcardCharacters = wildcardCharacters
    }

    /// `a < b` when `b` is the better match.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.entityCharacters != rhs.entityCharacters { return lhs.entityCharacters < rhs.entityCharacters }
        if lhs.wildcards != rhs.wildcards { return lhs.wildcards > rhs.wildcards }
        if lhs.literalCharacters != rhs.literalCharacters { return lhs.literalCharacters < rhs.literalCharacters }
        return lhs.wildcardCharacters > rhs.wildcardCharacters
    }

    public var description: String {
        "entity \(entityCharacters), wildcards \(wildcards), literal \(literalCharacters), wildcard text \(wildcardCharacters)"
    }
}
