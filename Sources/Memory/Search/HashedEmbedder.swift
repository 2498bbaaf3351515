import SpokenKit

/// An embedder made of hashed word and character n-grams (feature hashing): no model file, no
/// network, a few microseconds a sentence. Texts that share words, word pairs or pieces of words
/// come out alike, so "swift concurrency" finds "Swift's concurrency model" and "concurrent code in
/// swift"; texts that share only meaning, not words, do not (that takes a neural model).
///
/// Features, each hashed (FNV-1a) to one of `dimensions` slots with a sign taken from the hash:
/// - every word that is not a stop word ("the", "to", "about"), weight 1;
/// - every pair of neighbouring such words, weight 0.5;
/// - every three-letter piece of such a word, with its edges marked ("^sw", "swi", …, "ft$"),
///   weighted so that a word's pieces together weigh 1.
public struct HashedEmbedder: Embedder {
    public let dimensions: Int
    public var name: String { "hashed-ngrams-\(dimensions)" }

    public init(dimensions: Int = 256) { self.dimensions = max(16, dimensions) }

    public func vector(for text: String) -> [Float] {
        var vector = [Float](repeating: 0, count: dimensions)
        let words = Self.contentWords(text)
        // Each feature is hashed as the bytes of its text ("w:" + word, …) would be, without
        // building that text: the hash runs on over its parts.
        func add(_ hash: UInt64, _ weight: Float) {
            let slot = Int(hash % UInt64(dimensions))
            vector[slot] += (hash >> 63) == 0 ? weight : -weight
        }
        // The hash of "p:" + the previous word + " ", which the next word's pair carries on.
        var pairSeed: UInt64?
        for word in words {
            var utf8 = word
            utf8.withUTF8 { bytes in
                add(Self.fnv1a(bytes, after: Self.wordStart), 1)
                if let pairSeed { add(Self.fnv1a(bytes, after: pairSeed), 0.5) }
                pairSeed = Self.fnv1a(CollectionOfOne(UInt8(ascii: " ")), after: Self.fnv1a(bytes, after: Self.pairStart))
                // Three-letter pieces of "^" + word + "$", counted in characters: in a word of
                // ASCII characters a character is a byte.
                if !bytes.contains(where: { $0 >= 0x80 }) {
                    let marked = bytes.count + 2
                    guard marked >= 3 else { return }
                    func byte(_ index: Int) -> UInt8 { index == 0 ? UInt8(ascii: "^") : index == marked - 1 ? UInt8(ascii: "$") : bytes[index - 1] }
                    let pieces = marked - 2
                    for start in 0 ..< pieces { add(Self.fnv1a((start ..< start + 3).lazy.map(byte), after: Self.pieceStart), 1 / Float(pieces)) }
                } else {
                    let marked = Array("^" + word + "$")
                    guard marked.count >= 3 else { return }
                    let pieces = marked.count - 2
                    for start in 0 ..< pieces { add(Self.fnv1a("c:" + String(marked[start ..< start + 3])), 1 / Float(pieces)) }
                }
            }
        }
        var length: Float = 0
        for value in vector { length += value * value }
        guard length > 0 else { return vector }
        let scale = 1 / length.squareRoot()
        return vector.map { $0 * scale }
    }

    /// The words of `text` that carry meaning: lower case, without stop words, without a final
    /// possessive "'s".
    public static func contentWords(_ text: String) -> [String] {
        Tokenizer.words(text).filter { word in
            // A word's first character is a letter or a digit: an ASCII one is looked at as a byte.
            guard let first = word.utf8.first else { return false }
            if first < 0x80 { return (0x61 ... 0x7A).contains(first | 0x20) || (0x30 ... 0x39).contains(first) }
            return word.first?.isLetter == true || word.first?.isNumber == true
        }.filter { !stopWords.contains($0) }
    }

    static func fnv1a(_ text: String) -> UInt64 { fnv1a(text.utf8) }

    /// FNV-1a of `bytes`, carried on from `hash` (the hash of what came before them).
    static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes, after hash: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64 {
        var hash = hash
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }

    /// The hash of what each kind of feature's text begins with ("w:", "p:", "c:").
    static let wordStart = fnv1a("w:"), pairStart = fnv1a("p:"), pieceStart = fnv1a("c:")

    /// Common English words that say nothing about what a memory is about.
    static let stopWords: Set<String> = [
        "a", "an", "the", "and", "or", "but", "if", "of", "to", "in", "on", "at", "by", "for", "with", "about", "from", "into",
        "over", "after", "before", "is", "are", "was", "were", "be", "been", "being", "am", "do", "does", "did", "have", "has",
        "had", "i", "me", "my", "we", "our", "you", "your", "he", "she", "it", "its", "they", "them", "their", "this", "that",
        "these", "those", "there", "here", "so", "as", "not", "no", "up", "out", "what", "which", "who", "whom", "how", "when",
        "where", "why", "all", "any", "some", "can", "could", "would", "should", "will", "just", "than", "then", "too", "very",
        "s", "'s", "t", "also", "get", "got", "know",
    ]
}
