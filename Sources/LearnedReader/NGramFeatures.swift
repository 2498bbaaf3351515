/// The features the learned reader weighs: each word, each pair of neighbouring words (with the
/// sentence's start and end), and the letter groups of three to five inside each word (with its
/// edges), hashed into a fixed number of buckets. Letter groups let a misspelled, shortened or
/// run-together word ("tmrw", "remmeber") share weight with the word it stands for.
public struct NGramFeatures: Sendable {
    /// log₂ of the number of buckets.
    public let bits: Int
    public var bucketCount: Int { 1 << bits }

    public init(bits: Int) { self.bits = bits }

    /// A feature's bucket and the word (by index) it came from; a pair belongs to its second word.
    public struct Feature: Sendable {
        public var bucket: Int32
        public var word: Int32
    }

    /// The features of `words` (from `ReaderText.words`), and the value each one has: every
    /// feature counts the same, and the vector has length one.
    public func features(of words: [String]) -> (features: [Feature], value: Float) {
        var result: [Feature] = []
        result.reserveCapacity(words.count * 12 + 2)
        let mask = UInt32(bucketCount - 1)
        var previous: UInt32 = 0x5EED
        for (index, word) in words.enumerated() {
            let bytes = Array(word.utf8.prefix(48))
            let whole = Self.hash(bytes, seed: 1)
            let at = Int32(index)
            result.append(Feature(bucket: Int32(bitPattern: whole & mask), word: at))
            result.append(Feature(bucket: Int32(bitPattern: Self.mix(previous, whole) & mask), word: at))
            previous = whole
            // Letter groups of the word with its edges: "<tmrw>" → "<tm", "tmr", …, "<tmr", …
            let edged = [UInt8(ascii: "<")] + bytes + [UInt8(ascii: ">")]
            for n in 3 ... 5 where edged.count >= n {
                for start in 0 ... (edged.count - n) {
                    let hash = Self.hash(edged[start ..< start + n], seed: UInt32(n) &* 7919)
                    result.append(Feature(bucket: Int32(bitPattern: hash & mask), word: at))
                }
            }
        }
        if let last = words.indices.last {
            result.append(Feature(bucket: Int32(bitPattern: Self.mix(previous, 0xE4D) & mask), word: Int32(last)))
        }
        let value = result.isEmpty ? 0 : 1 / Float(result.count).squareRoot()
        return (result, value)
    }

    static func hash<C: Collection>(_ bytes: C, seed: UInt32) -> UInt32 where C.Element == UInt8 {
        var hash: UInt32 = 0x811C_9DC5 ^ seed
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        return hash
    }

    static func mix(_ a: UInt32, _ b: UInt32) -> UInt32 {
        var hash = a &* 0x9E37_79B1 ^ b
        hash ^= hash >> 15
        hash = hash &* 0x85EB_CA77
        hash ^= hash >> 13
        return hash
    }
}
