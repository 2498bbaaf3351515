/// Where a sentence's vector comes from when the learned reader is trained with a sentence
/// encoder (all-MiniLM-L6-v2 where one is installed): its name, the length of its vectors, and
/// the vectors of a batch of texts, L2-normalised. The reader stays pure: whoever runs it hands
/// the encoder in.
public struct SentenceVectors: Sendable {
    /// Names the encoder (kept with a model trained on its vectors, which only it may read).
    public let name: String
    /// The length of every vector.
    public let dimensions: Int
    /// How much a sentence's vector weighs beside its words in training: its numbers are
    /// multiplied by it (the words' features have length one, as the vector has).
    public var weight: Float = 1
    let encode: @Sendable ([String]) -> [[Float]]

    /// `encode` gives one vector of `dimensions` numbers for each text, in order.
    public init(name: String, dimensions: Int, encode: @escaping @Sendable ([String]) -> [[Float]]) {
        self.name = name
        self.dimensions = dimensions
        self.encode = encode
    }

    /// The vectors of `texts`, one each; a vector of the wrong length reads as all zeros.
    public func vectors(_ texts: [String]) -> [[Float]] {
        let found = texts.isEmpty ? [] : encode(texts)
        return texts.indices.map { index in
            index < found.count && found[index].count == dimensions ? found[index] : [Float](repeating: 0, count: dimensions)
        }
    }

    /// The vector of one text.
    public func vector(_ text: String) -> [Float] { vectors([text])[0] }
}
