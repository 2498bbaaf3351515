/// A sentence-embedding model (sentence-transformers' all-MiniLM-L6-v2, or another BERT encoder
/// in its format) run in pure Swift: text → WordPiece tokens → encoder → mean of the token
/// vectors → unit length. The weights are read in place from a memory-mapped file.
public final class SentenceEncoder: Sendable {
    /// The model's name: its folder's name (the parent folder's if the folder is called `model`).
    public let name: String
    let tokenizer: WordPieceTokenizer
    let transformer: Transformer
    /// Sentences run together through the encoder, sorted by length so that they pad little.
    static let batchSize = 32
    static let batchTokens = 512

    /// Loads the model in `folder`: `model.safetensors` (F32 weights), `vocab.txt`, and
    /// `config.json` if present (else all-MiniLM-L6-v2's shape: 6 layers, 384 wide, 12 heads).
    /// Throws `EmbeddingError` naming the file and what is wrong with it (or, for an x86-64 build
    /// made for AVX2, naming /proc/cpuinfo if this CPU lacks it).
    public init(folder: String) throws {
        try ProcessorCheck.require()
        var folderPath = folder
        while folderPath.count > 1, folderPath.hasSuffix("/") { folderPath.removeLast() }
        let configPath = folderPath + "/config.json"
        let config = MappedFile.exists(configPath)
            ? try ModelConfig(json: MappedFile.text(path: configPath), path: configPath)
            : ModelConfig()
        let vocabularyPath = folderPath + "/vocab.txt"
        let tokenizer = try WordPieceTokenizer(vocabularyText: MappedFile.text(path: vocabularyPath), path: vocabularyPath)
        guard tokenizer.vocabulary.values.allSatisfy({ Int($0) < config.vocabulary }) else {
            throw EmbeddingError(file: vocabularyPath, "has more tokens than the model's \(config.vocabulary) word embeddings")
        }
        let weights = try ModelWeights(file: SafeTensors(path: folderPath + "/model.safetensors"), config: config)
        self.tokenizer = tokenizer
        self.transformer = Transformer(weights: weights)
        let parts = folderPath.split(separator: "/")
        if let last = parts.last, last != "model" {
            name = String(last)
        } else {
            name = parts.dropLast().last.map(String.init) ?? "model"
        }
    }

    /// The length of each vector (384 for all-MiniLM-L6-v2).
    public var dimensions: Int { transformer.config.hidden }

    /// One unit-length vector per text, in order. Texts longer than the model's 256 tokens are
    /// cut; an empty text gives the vector of [CLS] [SEP], as sentence-transformers does. Uses
    /// every core.
    public func encode(_ texts: [String]) -> [[Float]] {
        encode(tokens: texts.map(tokens))
    }

    /// The token ids the encoder sees for `text`: [CLS], WordPiece pieces, [SEP].
    func tokens(_ text: String) -> [Int32] {
        tokenizer.encode(text, maxTokens: transformer.config.maxTokens)
    }

    /// The vectors of token sequences, in batches of similar lengths (at most `batchSize`
    /// sequences and `batchTokens` tokens): the batches are shared among the cores, longest
    /// first, if there are enough of them; else each batch's work is.
    func encode(tokens sequences: [[Int32]]) -> [[Float]] {
        let order = sequences.indices.sorted { sequences[$0].count > sequences[$1].count }
        var batches: [[Int]] = []
        var current: [Int] = []
        var tokens = 0
        for index in order {
            let length = sequences[index].count
            if !current.isEmpty, current.count == Self.batchSize || tokens + length > Self.batchTokens {
                batches.append(current)
                current = []
                tokens = 0
            }
            current.append(index)
            tokens += length
        }
        if !current.isEmpty { batches.append(current) }
        let results = UnsafeMutableBufferPointer<[Float]>.allocate(capacity: sequences.count)
        results.initialize(repeating: [])
        defer { results.deinitialize().deallocate() }
        let cores = Parallel.cores
        if batches.count >= 2 * cores {
            let next = Parallel.Counter()
            Parallel.run(cores) { _ in
                while case let batch = next.take(), batch < batches.count {
                    run(batches[batch], sequences, threads: 1, into: results)
                }
            }
        } else {
            for batch in batches { run(batch, sequences, threads: cores, into: results) }
        }
        return Array(results)
    }

    private func run(_ indices: [Int], _ sequences: [[Int32]], threads: Int, into results: UnsafeMutableBufferPointer<[Float]>) {
        let batch = Batch(indices.map { sequences[$0] })
        let vectors = vectors(batch, threads: threads)
        for (index, vector) in zip(indices, vectors) { results[index] = vector }
    }

    /// The unit-length mean-pooled vector of each sequence in `batch`.
    func vectors(_ batch: Batch, threads: Int) -> [[Float]] {
        let states = transformer.hiddenStates(batch, threads: threads)
        return Pooling.meanNormalized(states, batch, width: dimensions)
    }
}
