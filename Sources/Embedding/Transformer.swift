/// The BERT encoder's forward pass over a batch: embeddings (word + position + token type 0),
/// then each layer's self-attention (padding masked) and feed-forward block, each followed by a
/// residual connection and LayerNorm.
struct Transformer: Sendable {
    let weights: ModelWeights
    var config: ModelConfig { weights.config }

    /// The last layer's hidden states, one row of `config.hidden` floats per row of the batch,
    /// with each matrix product and the attention shared among `threads` threads.
    func hiddenStates(_ batch: Batch, threads: Int) -> [Float] {
        let h = config.hidden, rows = batch.rows
        guard rows > 0 else { return [] }
        let buffer = UnsafeMutablePointer<Float>.allocate(capacity: rows * (5 * h + config.intermediate))
        defer { buffer.deallocate() }
        var x = buffer, other = buffer + rows * h
        let q = buffer + 2 * rows * h, k = buffer + 3 * rows * h, v = buffer + 4 * rows * h
        let context = q   // each head's context replaces its own queries, read only by that head
        let inner = buffer + 5 * rows * h

        embed(batch, into: x)
        for layer in weights.layers {
            linear(x, rows: rows, layer.query, into: q, threads: threads)
            linear(x, rows: rows, layer.key, into: k, threads: threads)
            linear(x, rows: rows, layer.value, into: v, threads: threads)
            attention(batch, q: q, k: k, v: v, into: context, threads: threads)
            linear(context, rows: rows, layer.attentionOutput, into: other, threads: threads)
            addAndNormalize(other, residual: x, rows: rows, layer.attentionNorm)
            swap(&x, &other)
            linear(x, rows: rows, layer.intermediate, into: inner, threads: threads, gelu: true)
            linear(inner, rows: rows, layer.output, into: other, threads: threads)
            addAndNormalize(other, residual: x, rows: rows, layer.outputNorm)
            swap(&x, &other)
        }
        return Array(UnsafeBufferPointer(start: x, count: rows * h))
    }

    /// Word, position and token-type embeddings summed, then LayerNorm.
    private func embed(_ batch: Batch, into x: UnsafeMutablePointer<Float>) {
        let h = config.hidden
        for sequence in batch.sequences {
            for position in 0 ..< sequence.stride {
                let row = sequence.start + position
                let word = weights.wordEmbeddings + Int(batch.tokens[row]) * h
                let place = weights.positionEmbeddings + position * h
                let out = x + row * h
                for index in 0 ..< h { out[index] = word[index] + place[index] + weights.tokenTypeEmbeddings[index] }
            }
        }
        Activation.layerNorm(x, rows: batch.rows, width: h, weights.embeddingNorm, epsilon: config.layerNormEpsilon)
    }

    /// out = a · wᵀ + b, its columns shared among the threads; GELU applied after if `gelu`.
    private func linear(_ a: UnsafeMutablePointer<Float>, rows: Int, _ layer: Linear, into out: UnsafeMutablePointer<Float>, threads: Int, gelu: Bool = false) {
        let parts = Parallel.split(layer.outputs, into: threads, multiple: 3)
        Parallel.run(parts.count) { part in
            let columns = parts[part]
            guard !columns.isEmpty else { return }
            MatrixMultiply.linear(a, rows: rows, layer, into: out, columns: columns)
            if gelu {
                for row in 0 ..< rows { Activation.gelu(out + row * layer.outputs + columns.lowerBound, count: columns.count) }
            }
        }
    }

    /// Scaled dot-product attention, head by head (the heads shared among the threads): each row
    /// attends to its own sequence's real tokens only (padding is masked out).
    private func attention(_ batch: Batch, q: UnsafeMutablePointer<Float>, k: UnsafeMutablePointer<Float>, v: UnsafeMutablePointer<Float>, into context: UnsafeMutablePointer<Float>, threads: Int) {
        let h = config.hidden, d = config.headSize
        let scale = 1 / Float(d).squareRoot()
        let longest = batch.sequences.map(\.length).max() ?? 0
        let parts = Parallel.split(config.heads, into: min(threads, config.heads))
        Parallel.run(parts.count) { part in
            let scores = UnsafeMutablePointer<Float>.allocate(capacity: max(longest, 1))
            let sum = UnsafeMutablePointer<Float>.allocate(capacity: d)
            defer { scores.deallocate(); sum.deallocate() }
            for head in parts[part] {
                let offset = head * d
                for sequence in batch.sequences where sequence.length > 0 {
                    for row in sequence.start ..< sequence.start + sequence.stride {
                        let query = q + row * h + offset
                        for key in 0 ..< sequence.length {
                            scores[key] = MatrixMultiply.dot(query, k + (sequence.start + key) * h + offset, d) * scale
                        }
                        Activation.softmax(scores, count: sequence.length)
                        sum.update(repeating: 0, count: d)
                        for key in 0 ..< sequence.length {
                            let weight = scores[key], value = v + (sequence.start + key) * h + offset
                            for index in 0 ..< d { sum[index] += weight * value[index] }
                        }
                        (context + row * h + offset).update(from: sum, count: d)
                    }
                }
            }
        }
    }

    /// out = LayerNorm(out + residual).
    private func addAndNormalize(_ out: UnsafeMutablePointer<Float>, residual: UnsafeMutablePointer<Float>, rows: Int, _ norm: Norm) {
        let count = rows * config.hidden
        for index in 0 ..< count { out[index] += residual[index] }
        Activation.layerNorm(out, rows: rows, width: config.hidden, norm, epsilon: config.layerNormEpsilon)
    }
}
