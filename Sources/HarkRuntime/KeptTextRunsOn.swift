import SpokenKit

/// Text kept as said is not cut short where the value tagger stops (Docs/values.md, "Values in
/// context"): "save a reminder that the gate code is 4412 and I need to bring the fob" keeps the
/// whole of it, not "the gate code is 4412"; "log the outcome of the vendor call: the lease goes to
/// legal and Ana sends the draft" keeps everything after the colon. What a person asks Hark to keep
/// is theirs: a word left out is a word lost.
extension Runtime {
    /// `range`, the words the tagger found for the intent's last text kept as said (one no cleaner
    /// tidies: a memory, an outcome, a note's body, not a title or a feeling), carried on
    /// - to the right, over the words up to the next word another value holds (or the end), when
    ///   they name something of the person's ("first", "and I need to bring my passport"), not
    ///   only words of the intent's own phrases, small words and politeness ("to my memory"), and
    ///   not over a request made after a mark ("…, could you write that down?");
    /// - to the left, back to a colon, when no word between holds another value.
    func keptRunningOn(_ range: Range<Int>, in sentence: TokenizedText, intent: String, slot: String, taken: Set<Int>) -> Range<Int> {
        guard cleaners.kept(intent).last?.name == slot, cleaners[intent][slot] == nil, !range.isEmpty else { return range }
        let tokens = sentence.tokens
        var start = range.lowerBound, end = range.upperBound
        var next = end
        while next < tokens.count, !taken.contains(next) { next += 1 }
        // Nor over a request made after a mark ("…, could you write that down?").
        if let asked = (end ..< next).first(where: { index in
            markBetween(sentence, index - 1, index)
                && (Self.requestOpeners.contains(tokens[index].text) || (index ..< next).contains { Self.askingWords.contains(tokens[$0].text) })
        }) {
            next = asked
        }
        if next > end, (end ..< next).contains(where: { isNamePart(tokens[$0].text, intent: intent) }) { end = next }
        if let colon = stride(from: start, to: 0, by: -1).first(where: { index in
            sentence.original[tokens[index - 1].range.upperBound ..< tokens[index].range.lowerBound].contains(":")
        }), colon < start, (colon ..< start).allSatisfy({ !taken.contains($0) }) {
            start = colon
        }
        return start ..< end
    }
}
