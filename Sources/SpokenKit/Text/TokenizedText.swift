/// A sentence split into tokens, keeping the original text so that slot values
/// (wildcards above all) can be given back exactly as the person wrote them.
public struct TokenizedText: Sendable {
    /// The text as it was given.
    public let original: String
    /// Its words, in order.
    public let tokens: [Token]

    public init(_ text: String) {
        original = text
        tokens = Tokenizer.tokens(of: text)
    }

    init(original: String, tokens: [Token]) {
        self.original = original
        self.tokens = tokens
    }

    /// Number of tokens.
    public var count: Int { tokens.count }

    /// The original text of tokens `start..<end`, from the first one's start to the last one's end.
    public func originalText(_ start: Int, _ end: Int) -> String {
        guard start < end, end <= tokens.count else { return "" }
        return String(original[tokens[start].range.lowerBound..<tokens[end - 1].range.upperBound])
    }

    /// Characters of the original text that tokens `start..<end` span.
    package func characterCount(_ start: Int, _ end: Int) -> Int {
        guard start < end, end <= tokens.count else { return 0 }
        return original.distance(from: tokens[start].range.lowerBound, to: tokens[end - 1].range.upperBound)
    }


    /// A copy without the tokens in `removed` (used for skip words).
    package func removing(_ removed: Set<Int>) -> TokenizedText {
        TokenizedText(original: original, tokens: tokens.enumerated().filter { !removed.contains($0.offset) }.map(\.element))
    }
}
