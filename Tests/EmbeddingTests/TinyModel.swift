import Foundation
@testable import Embedding

/// A tiny random BERT written by the tests in the real model's format (config.json, vocab.txt,
/// model.safetensors), so the forward pass and the file reader run without the download.
struct TinyModel {
    static let vocabulary = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "hello", "world", "un", "##aff", "##able", "a", "b", "!",
                             ",", ".", "cafe", "中", "国", "##s", "play", "##ing", "the", "cat", "sat", "on", "mat", "e", "##e", "?", "x", "##x"]
    static let layers = 2, hidden = 16, heads = 2, intermediate = 32, positions = 300

    /// A generator with a fixed seed (SplitMix64).
    struct Random {
        var state: UInt64
        mutating func next() -> Float {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Float(z >> 40) / Float(1 << 24) * 2 - 1
        }
    }

    /// Every tensor's name and shape, in the order written.
    static var shapes: [(String, [Int])] {
        var list: [(String, [Int])] = [
            ("embeddings.word_embeddings.weight", [vocabulary.count, hidden]),
            ("embeddings.position_embeddings.weight", [positions, hidden]),
            ("embeddings.token_type_embeddings.weight", [2, hidden]),
            ("embeddings.LayerNorm.weight", [hidden]), ("embeddings.LayerNorm.bias", [hidden]),
        ]
        for layer in 0 ..< layers {
            let p = "encoder.layer.\(layer)."
            for name in ["attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense"] {
                list += [(p + name + ".weight", [hidden, hidden]), (p + name + ".bias", [hidden])]
            }
            list += [(p + "attention.output.LayerNorm.weight", [hidden]), (p + "attention.output.LayerNorm.bias", [hidden]),
                     (p + "intermediate.dense.weight", [intermediate, hidden]), (p + "intermediate.dense.bias", [intermediate]),
                     (p + "output.dense.weight", [hidden, intermediate]), (p + "output.dense.bias", [hidden]),
                     (p + "output.LayerNorm.weight", [hidden]), (p + "output.LayerNorm.bias", [hidden])]
        }
        return list
    }

    /// Random values for every tensor (LayerNorm scales near 1).
    static func tensors(seed: UInt64 = 7) -> [(String, [Int], [Float])] {
        var random = Random(state: seed)
        return shapes.map { name, shape in
            let count = shape.reduce(1, *)
            let scale: Float = name.contains("embeddings.") && !name.contains("LayerNorm") ? 1 : 0.5
            var values = (0 ..< count).map { _ in random.next() * scale }
            if name.hasSuffix("LayerNorm.weight") { values = values.map { 1 + 0.2 * $0 } }
            return (name, shape, values)
        }
    }

    /// The bytes of a safetensors file holding `tensors` (F32, in order, unless `dtypes` names
    /// another type for one), with `extra` members added to the header as JSON text.
    static func safetensors(_ tensors: [(String, [Int], [Float])], extra: String = "", dtypes: [String: String] = [:]) -> Data {
        var header = "{\"__metadata__\":{\"format\":\"pt\"}"
        var data = Data()
        for (name, shape, values) in tensors {
            let start = data.count
            for value in values { withUnsafeBytes(of: value.bitPattern.littleEndian) { data.append(contentsOf: $0) } }
            header += ",\"\(name)\":{\"dtype\":\"\(dtypes[name] ?? "F32")\",\"shape\":[\(shape.map(String.init).joined(separator: ","))],\"data_offsets\":[\(start),\(data.count)]}"
        }
        header += extra + "}"
        while (header.utf8.count + 8) % 8 != 0 { header += " " }
        var file = Data()
        withUnsafeBytes(of: UInt64(header.utf8.count).littleEndian) { file.append(contentsOf: $0) }
        file.append(contentsOf: Array(header.utf8))
        file.append(data)
        return file
    }

    /// A new folder holding the tiny model; `weights` replaces model.safetensors' bytes.
    static func folder(weights: Data? = nil, config: String? = nil, vocabulary: [String] = vocabulary) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-embedding-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try (weights ?? safetensors(tensors())).write(to: folder.appendingPathComponent("model.safetensors"))
        try (vocabulary.joined(separator: "\n") + "\n").write(to: folder.appendingPathComponent("vocab.txt"), atomically: true, encoding: .utf8)
        let configText = config ?? """
            {"hidden_size": \(hidden), "num_hidden_layers": \(layers), "num_attention_heads": \(heads), "intermediate_size": \(intermediate),
             "vocab_size": \(TinyModel.vocabulary.count), "max_position_embeddings": \(positions), "type_vocab_size": 2, "layer_norm_eps": 1e-12,
             "hidden_act": "gelu"}
            """
        try configText.write(to: folder.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        return folder.path
    }
}
