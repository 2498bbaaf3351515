/// The shape of a BERT encoder: read from a Hugging Face `config.json`, or all-MiniLM-L6-v2's.
struct ModelConfig: Equatable, Sendable {
    var layers = 6
    var hidden = 384
    var heads = 12
    var intermediate = 1536
    var vocabulary = 30522
    var positions = 512
    var tokenTypes = 2
    var layerNormEpsilon: Float = 1e-12
    /// The longest input in tokens, [CLS] and [SEP] included (sentence-transformers' max_seq_length).
    var maxTokens = 256

    var headSize: Int { hidden / heads }

    init() {}

    /// The configuration in `config.json` text; keys it lacks keep their defaults.
    init(json text: String, path: String) throws {
        let value: JSONValue
        do {
            value = try JSONValue.parse(text)
        } catch {
            throw EmbeddingError(file: path, "is not JSON: \(error.message)")
        }
        guard case .object = value else { throw EmbeddingError(file: path, "is not a JSON object") }
        func integer(_ key: String, into field: inout Int) throws {
            guard let member = value[key] else { return }
            guard let number = member.integer, number > 0, number <= 1 << 20 else {
                throw EmbeddingError(file: path, "has \(key) that is not a positive whole number")
            }
            field = number
        }
        try integer("num_hidden_layers", into: &layers)
        try integer("hidden_size", into: &hidden)
        try integer("num_attention_heads", into: &heads)
        try integer("intermediate_size", into: &intermediate)
        try integer("vocab_size", into: &vocabulary)
        try integer("max_position_embeddings", into: &positions)
        try integer("type_vocab_size", into: &tokenTypes)
        if let member = value["layer_norm_eps"] {
            guard case let .number(epsilon) = member, epsilon > 0, epsilon < 1 else {
                throw EmbeddingError(file: path, "has layer_norm_eps that is not a small positive number")
            }
            layerNormEpsilon = Float(epsilon)
        }
        if case let .string(activation)? = value["hidden_act"], activation != "gelu" {
            throw EmbeddingError(file: path, "has hidden_act '\(activation)'; only 'gelu' (exact, erf) is supported")
        }
        if case let .string(kind)? = value["position_embedding_type"], kind != "absolute" {
            throw EmbeddingError(file: path, "has position_embedding_type '\(kind)'; only 'absolute' is supported")
        }
        guard hidden % heads == 0 else {
            throw EmbeddingError(file: path, "has hidden_size \(hidden) not divisible by num_attention_heads \(heads)")
        }
        maxTokens = min(maxTokens, positions)
    }
}
