/// A sentence split into tokens, keeping the original text so that slot values
/// (wildcards above all) can be given back exactly as the person wrote them.
public struct TokenizedText: Sendable {
    /// The text as it was given.
    public let original: String
    /// Its words, in order.
    public let tokens: [Token]
    /// Every word of `original`, in order, whichever of them `tokens` keeps (skip words left out)
    /// or reads otherwise (a fuzzy reading's corrected words): where a value's neighbours stand.
    package let sentenceTokens: [Token]

    public init(_ text: String) {
        original = text
        tokens = Tokenizer.tokens(of: text)
        sentenceTokens = tokens
    }

    init(original: String, tokens: [Token], sentenceTokens: [Token]) {
        self.original = original
        self.tokens = tokens
        self.sentenceTokens = sentenceTokens
    }

    /// Number of tokens.
    public var count: Int { tokens.count }

    /// The original text of tokens `start..<end`, from the first one's start to the last one's end
    /// (by where they stand in the original text, should a reading have reordered them).
    public func originalText(_ start: Int, _ end: Int) -> String {
        guard let span = span(start, end) else { return "" }
        return String(original[span])
    }

    /// Characters of the original text that tokens `start..<end` span.
    package func characterCount(_ start: Int, _ end: Int) -> Int {
        guard let span = span(start, end) else { return 0 }
        return original.distance(from: span.lowerBound, to: span.upperBound)
    }

    /// Where tokens `start..<end` stand in the original text: from the earliest start to the
    /// latest end; nil for no tokens.
    package func span(_ start: Int, _ end: Int) -> Range<String.Index>? {
        guard start >= 0, start < end, end <= tokens.count else { return nil }
        var lower = tokens[start].range.lowerBound, upper = tokens[start].range.upperBound
        for token in tokens[start..<end] {
            lower = min(lower, token.range.lowerBound)
            upper = max(upper, token.range.upperBound)
        }
        return lower..<upper
    }

    /// A copy without the tokens in `removed` (used for skip words).
    package func removing(_ removed: Set<Int>) -> TokenizedText {
        TokenizedText(original: original, tokens: tokens.enumerated().filter { !removed.contains($0.offset) }.map(\.element),
                      sentenceTokens: sentenceTokens)
    }

    /// The same sentence read as `tokens`: words of it changed, left out or reordered (a fuzzy
    /// reading), each still standing where its word stands in the original text, so that values
    /// are still taken from what the person wrote.
    package func reading(_ tokens: [Token]) -> TokenizedText {
        TokenizedText(original: original, tokens: tokens, sentenceTokens: sentenceTokens)
    }
}
