import SpokenKit

/// Words that only point at text said after a colon: "remember this: the fuse box is behind the
/// coats", "save the following: gate code 4471" (Docs/values.md, "Values in context"). They are no
/// part of the text kept, and like "that" they introduce it.
extension Runtime {
    /// How many of `sentence`'s words, from `start`, only point at what follows the colon after
    /// them ("this:", "these:", "the following:"); 0 when they do not, or nothing follows.
    static func pointerBeforeColon(in sentence: TokenizedText, from start: Int) -> Int {
        let tokens = sentence.tokens
        for pointer in colonPointers where start + pointer.count < tokens.count {
            let last = start + pointer.count - 1
            guard zip(tokens[start ... last], pointer).allSatisfy({ $0.text.lowercased() == $1 }) else { continue }
            if sentence.original[tokens[last].range.upperBound ..< tokens[last + 1].range.lowerBound].contains(":") { return pointer.count }
        }
        return 0
    }

    /// What points at text after a colon.
    static let colonPointers: [[String]] = [["this"], ["that"], ["these"], ["it"], ["here"], ["the", "following"], ["following"]]
}
