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
    /// For a wildcard, the person's own characters for it: the exact span of the original sentence,
    /// punctuation at its ends included (`TokenizedText.verbatimText`). `value` and `text` are its
    /// words, without that punctuation, as Home Assistant's hassil gives a wildcard; free text that
    /// is kept (a memory, a title) is taken from here. Nil for other slots.
    public var verbatim: String?

    public init(name: String, value: PhraseValue, text: String, source: Source, tokens: Range<Int>? = nil, verbatim: String? = nil) {
        self.name = name
        self.value = value
        self.text = text
        self.source = source
        self.tokens = tokens
        self.verbatim = verbatim
    }
}
