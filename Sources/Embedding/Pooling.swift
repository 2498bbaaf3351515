/// Sentence vectors from token vectors: the mean over a sequence's real tokens, scaled to unit
/// length (sentence-transformers' Pooling and Normalize modules).
enum Pooling {
    static func meanNormalized(_ states: [Float], _ batch: Batch, width: Int) -> [[Float]] {
        batch.sequences.map { sequence in
            var vector = [Float](repeating: 0, count: width)
            for row in sequence.start ..< sequence.start + sequence.length {
                for index in 0 ..< width { vector[index] += states[row * width + index] }
            }
            let count = Float(max(sequence.length, 1))
            var squares: Float = 0
            for index in 0 ..< width {
                vector[index] /= count
                squares += vector[index] * vector[index]
            }
            let inverse = 1 / max(squares.squareRoot(), 1e-12)
            for index in 0 ..< width { vector[index] *= inverse }
            return vector
        }
    }
}
