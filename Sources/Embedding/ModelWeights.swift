/// A linear layer's weights in PyTorch's layout: `weight` is [outputs][inputs], row-major.
struct Linear: @unchecked Sendable {
    // @unchecked: pointers into a read-only mapping kept alive by `ModelWeights.file`.
    let weight: UnsafePointer<Float>
    let bias: UnsafePointer<Float>
    let inputs: Int
    let outputs: Int
}

/// A LayerNorm's scale and shift.
struct Norm: @unchecked Sendable {
    let weight: UnsafePointer<Float>
    let bias: UnsafePointer<Float>
}

/// One encoder layer's weights.
struct LayerWeights: Sendable {
    let query: Linear, key: Linear, value: Linear
    let attentionOutput: Linear
    let attentionNorm: Norm
    let intermediate: Linear
    let output: Linear
    let outputNorm: Norm
}

/// Every tensor the forward pass needs, found in the safetensors file with the configuration's
/// shapes (pointers into the mapping; nothing is copied). Names may carry a `bert.` prefix.
struct ModelWeights: @unchecked Sendable {
    let file: SafeTensors
    let config: ModelConfig
    let wordEmbeddings: UnsafePointer<Float>
    let positionEmbeddings: UnsafePointer<Float>
    let tokenTypeEmbeddings: UnsafePointer<Float>
    let embeddingNorm: Norm
    let layers: [LayerWeights]

    init(file: SafeTensors, config: ModelConfig) throws {
        self.file = file
        self.config = config
        let prefix = file.entries["embeddings.word_embeddings.weight"] == nil && file.entries["bert.embeddings.word_embeddings.weight"] != nil ? "bert." : ""
        func tensor(_ name: String, _ shape: [Int]) throws -> UnsafePointer<Float> { try file.floats(prefix + name, shape: shape) }
        func linear(_ name: String, _ inputs: Int, _ outputs: Int) throws -> Linear {
            Linear(weight: try tensor(name + ".weight", [outputs, inputs]), bias: try tensor(name + ".bias", [outputs]), inputs: inputs, outputs: outputs)
        }
        func norm(_ name: String) throws -> Norm {
            Norm(weight: try tensor(name + ".weight", [config.hidden]), bias: try tensor(name + ".bias", [config.hidden]))
        }
        let h = config.hidden
        wordEmbeddings = try tensor("embeddings.word_embeddings.weight", [config.vocabulary, h])
        positionEmbeddings = try tensor("embeddings.position_embeddings.weight", [config.positions, h])
        tokenTypeEmbeddings = try tensor("embeddings.token_type_embeddings.weight", [config.tokenTypes, h])
        embeddingNorm = try norm("embeddings.LayerNorm")
        layers = try (0 ..< config.layers).map { index in
            let name = "encoder.layer.\(index)"
            return LayerWeights(
                query: try linear(name + ".attention.self.query", h, h),
                key: try linear(name + ".attention.self.key", h, h),
                value: try linear(name + ".attention.self.value", h, h),
                attentionOutput: try linear(name + ".attention.output.dense", h, h),
                attentionNorm: try norm(name + ".attention.output.LayerNorm"),
                intermediate: try linear(name + ".intermediate.dense", h, config.intermediate),
                output: try linear(name + ".output.dense", config.intermediate, h),
                outputNorm: try norm(name + ".output.LayerNorm")
            )
        }
    }
}
