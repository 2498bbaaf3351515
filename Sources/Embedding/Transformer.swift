/// The BERT encoder's forward pass over a batch: embeddings (word + position + token type 0),
/// then each layer's self-attention (padding masked) and feed-forward block, each followed by a
/// residual connection and LayerNorm.
struct Transformer: Sendable {
    let weights: ModelWeights
    var config: ModelConfig { weights.config }

    /// The last layer's hidden states, one row of `config.hidden` floats per row of the batch.
    /// With `threads` > 1, that many threads share each step's work (matrix columns, heads, rows).
    func hiddenStates(_ batch: Batch, threads: Int) -> [Float] {
        let h = config.hidden, rows = batch.rows
        guard rows > 0 else { return [] }
        let buffer = UnsafeMutablePointer<Float>.allocate(capacity: rows * (5 * h + config.intermediate))
        defer { buffer.deallocate() }
        let steps = threads > 1 ? Parallel.Steps() : nil
        var result = buffer
        Parallel.run(threads) { thread in
            var cursor = Parallel.StepCursor(steps)
            let last = forward(batch, buffer, threads: threads, &cursor)
            if thread == 0 { result = last }
        }
        return Array(UnsafeBufferPointer(start: result, count: rows * h))
    }

    /// The forward pass in `buffer`, step by step; returns where the last hidden states are.
    private func forward(_ batch: Batch, _ buffer: UnsafeMutablePointer<Float>, threads: Int, _ cursor: inout Parallel.StepCursor) -> UnsafeMutablePointer<Float> {
        let h = config.hidden, rows = batch.rows
        var x = buffer, other = buffer + rows * h
        let q = buffer + 2 * rows * h, k = buffer + 3 * rows * h, v = buffer + 4 * rows * h
        let context = q   // each head's context replaces its own queries, read only by that head
        let inner = buffer + 5 * rows * h
        let rowParts = Parallel.split(rows, into: threads)
        let hiddenParts = Parallel.split(h, into: threads, multiple: 3)
        let innerParts = Parallel.split(config.intermediate, into: threads, multiple: 3)
        let headParts = Parallel.split(config.heads, into: min(threads, config.heads))

        cursor.step(rowParts.count) { part in embed(batch, rows: rowParts[part], into: x) }
        for layer in weights.layers {
            let projections = [(layer.query, q), (layer.key, k), (layer.value, v)]
            cursor.step(3 * hiddenParts.count) { chunk in
                let (linear, out) = projections[chunk / hiddenParts.count]
                MatrixMultiply.linear(x, rows: rows, linear, into: out, columns: hiddenParts[chunk % hiddenParts.count])
            }
            cursor.step(headParts.count) { part in attention(batch, heads: headParts[part], q: q, k: k, v: v, into: context) }
            cursor.step(hiddenParts.count) { part in
                MatrixMultiply.linear(context, rows: rows, layer.attentionOutput, into: other, columns: hiddenParts[part])
            }
            cursor.step(rowParts.count) { part in addAndNormalize(other, residual: x, rows: rowParts[part], layer.attentionNorm) }
            swap(&x, &other)
            cursor.step(innerParts.count) { part in
                let columns = innerParts[part]
                MatrixMultiply.linear(x, rows: rows, layer.intermediate, into: inner, columns: columns)
                for row in 0 ..< rows { Activation.gelu(inner + row * config.intermediate + columns.lowerBound, count: columns.count) }
            }
            cursor.step(hiddenParts.count) { part in
                MatrixMultiply.linear(inner, rows: rows, layer.output, into: other, columns: hiddenParts[part])
            }
            cursor.step(rowParts.count) { part in addAndNormalize(other, residual: x, rows: rowParts[part], layer.outputNorm) }
            swap(&x, &other)
        }
        return x
    }

    /// Word, position and token-type embeddings summed, then LayerNorm.
    private func embed(_ batch: Batch, rows: Range<Int>, into x: UnsafeMutablePointer<Float>) {
        let h = config.hidden
        for sequence in batch.sequences where sequence.start < rows.upperBound && sequence.start + sequence.stride > rows.lowerBound {
            for position in max(0, rows.lowerBound - sequence.start) ..< min(sequence.stride, rows.upperBound - sequence.start) {
                let row = sequence.start + position
                let word = weights.wordEmbeddings + Int(batch.tokens[row]) * h
                let place = weights.positionEmbeddings + position * h
                let out = x + row * h
                for index in 0 ..< h { out[index] = word[index] + place[index] + weights.tokenTypeEmbeddings[index] }
            }
        }
        Activation.layerNorm(x + rows.lowerBound * h, rows: rows.count, width: h, weights.embeddingNorm, epsilon: config.layerNormEpsilon)
    }

    /// Scaled dot-product attention for `heads`: each row attends to its own sequence's real
    /// tokens only (padding is masked out).
    private func attention(_ batch: Batch, heads: Range<Int>, q: UnsafeMutablePointer<Float>, k: UnsafeMutablePointer<Float>, v: UnsafeMutablePointer<Float>, into context: UnsafeMutablePointer<Float>) {
        let h = config.hidden, d = config.headSize
        let scale = 1 / Float(d).squareRoot()
        let longest = batch.sequences.map(\.length).max() ?? 0
        do {
            let scores = UnsafeMutablePointer<Float>.allocate(capacity: max(longest, 1))
            let sum = UnsafeMutablePointer<Float>.allocate(capacity: d)
            defer { scores.deallocate(); sum.deallocate() }
            for head in heads {
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
                            var index = 0
                            while index + 8 <= d {
                                let total = Activation.load(sum + index) + weight * Activation.load(value + index)
                                UnsafeMutableRawPointer(sum + index).storeBytes(of: total, as: SIMD8<Float>.self)
                                index += 8
                            }
                            while index < d { sum[index] += weight * value[index]; index += 1 }
                        }
                        (context + row * h + offset).update(from: sum, count: d)
                    }
                }
            }
        }
    }

    /// out = LayerNorm(out + residual).
    private func addAndNormalize(_ out: UnsafeMutablePointer<Float>, residual: UnsafeMutablePointer<Float>, rows: Range<Int>, _ norm: Norm) {
        let h = config.hidden
        for index in rows.lowerBound * h ..< rows.upperBound * h { out[index] += residual[index] }
        Activation.layerNorm(out + rows.lowerBound * h, rows: rows.count, width: h, norm, epsilon: config.layerNormEpsilon)
    }
}
