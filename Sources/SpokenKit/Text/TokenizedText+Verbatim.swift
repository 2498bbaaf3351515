extension TokenizedText {
    /// Marks that, ending a value that more of the sentence follows, separate it from the rest
    /// ("add design review, tomorrow at 3" → "design review").
    static let separators: Set<Character> = [",", ";", ":", "—", "–", "-", "…"]

    /// The person's own characters for tokens `start..<end`: the exact span of the original text
    /// they were read from, as written, whatever reading found them (exact, case-folded, or a
    /// fuzzy reading's spelled-right words).
    ///
    /// The span runs from the word before the value (and any punctuation glued to that word) to
    /// the word after it (and any punctuation glued to that one), so punctuation at the value's
    /// own ends is the person's and is kept: "remember that — x" gives "— x", "remember that
    /// (draft) plan" gives "(draft) plan", a sentence ending "'hi'." gives "'hi'.". Only
    /// whitespace around it is left out, and, where more of the sentence follows, the separating
    /// marks before it (`, ; : — – - …`). Empty for no tokens.
    public func verbatimText(_ start: Int, _ end: Int) -> String {
        guard let span = span(start, end) else { return "" }
        let previous = sentenceTokens.last { $0.range.upperBound <= span.lowerBound }
        let next = sentenceTokens.first { $0.range.lowerBound >= span.upperBound }
        let lower = verbatimStart(from: span.lowerBound, after: previous?.range.upperBound)
        let upper = verbatimEnd(from: span.upperBound, before: next?.range.lowerBound)
        return String(original[lower..<upper])
    }

    /// Where a value whose first word starts at `first` begins: after the previous word
    /// (ending at `floor`, nil at the start of the text) and the punctuation glued to it.
    private func verbatimStart(from first: String.Index, after floor: String.Index?) -> String.Index {
        var index = floor ?? original.startIndex
        if floor != nil {
            // Punctuation glued to the previous word ("that:") is that word's; with no space at
            // all between the words ("that—x") the marks only separate them.
            while index < first, !original[index].isWhitespace { index = original.index(after: index) }
            if index == first { return first }
        }
        while index < first, original[index].isWhitespace { index = original.index(after: index) }
        return index
    }

    /// Where a value whose last word ends at `last` ends: before the next word (starting at
    /// `ceiling`, nil at the end of the text), the punctuation glued to it, and separating marks.
    private func verbatimEnd(from last: String.Index, before ceiling: String.Index?) -> String.Index {
        var index = ceiling ?? original.endIndex
        if ceiling != nil {
            while index > last, !original[original.index(before: index)].isWhitespace { index = original.index(before: index) }
            if index == last { return last }
        }
        while index > last {
            let character = original[original.index(before: index)]
            guard character.isWhitespace || (ceiling != nil && Self.separators.contains(character)) else { break }
            index = original.index(before: index)
        }
        return index
    }
}
