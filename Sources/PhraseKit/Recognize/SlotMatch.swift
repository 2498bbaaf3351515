import HarkValue
import SpokenKit

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
