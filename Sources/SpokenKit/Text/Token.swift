/// One word of a sentence, as the matcher sees it, with where it came from.
public struct Token: Hashable, Sendable {
    /// The normalised word: lower case, `’` written `'`, punctuation at its edges removed.
    public var text: String
    /// Where the word stands in the original text.
    public var range: Range<String.Index>
}
