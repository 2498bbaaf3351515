/// Turns text into a vector whose cosine with another text's vector says how alike they are.
///
/// Vectors are L2-normalised, so cosine similarity is their dot product. Hark ships
/// `HashedEmbedder`, which needs no model file and no network; a neural sentence-embedding
/// model can stand in for it by conforming to this protocol (its `name` is stored with the
/// vectors, so that vectors of two embedders are never compared).
public protocol Embedder: Sendable {
    /// Names the embedder and its settings ("hashed-ngrams-256").
    var name: String { get }
    /// The length of every vector it makes.
    var dimensions: Int { get }
    /// The text's vector: `dimensions` numbers, L2-normalised (all zeros for text with no words).
    func vector(for text: String) -> [Float]
}

extension Embedder {
    /// The cosine similarity of two vectors of this embedder (their dot product).
    public static func similarity(_ a: [Float], _ b: [Float]) -> Float {
        var sum: Float = 0
        for index in 0..<min(a.count, b.count) { sum += a[index] * b[index] }
        return sum
    }
}
