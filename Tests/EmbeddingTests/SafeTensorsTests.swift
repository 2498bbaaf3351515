import Foundation
import Testing
@testable import Embedding

/// The weights file is checked before anything is read from it: bad files are errors that name
/// the file and what is wrong.
@Suite struct SafeTensorsTests {
    func problem(_ weights: Data) throws -> EmbeddingError? {
        let folder = try TinyModel.folder(weights: weights)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do {
            _ = try SentenceEncoder(folder: folder)
            return nil
        } catch let error as EmbeddingError {
            #expect(error.file == folder + "/model.safetensors")
            return error
        }
    }

    func header(_ length: UInt64, _ rest: [UInt8]) -> Data {
        var data = Data()
        withUnsafeBytes(of: length.littleEndian) { data.append(contentsOf: $0) }
        data.append(contentsOf: rest)
        return data
    }

    @Test func theTinyModelLoads() throws {
        let folder = try TinyModel.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let encoder = try SentenceEncoder(folder: folder)
        #expect(encoder.dimensions == TinyModel.hidden)
        #expect(encoder.name.hasPrefix("hark-embedding-"))
        let file = try SafeTensors(path: folder + "/model.safetensors")
        #expect(file.entries.count == TinyModel.shapes.count)
    }

    @Test func badHeadersAreRejected() throws {
        #expect(try problem(Data([1, 2, 3]))?.problem.contains("too short") == true)
        #expect(try problem(header(200_000_000, []))?.problem.contains("limit") == true)
        #expect(try problem(header(50, Array("{}".utf8)))?.problem.contains("declares a 50-byte header") == true)
        #expect(try problem(header(5, Array("{\"a\":".utf8)))?.problem.contains("not JSON") == true)
        #expect(try problem(header(2, Array("[]".utf8)))?.problem.contains("not a JSON object") == true)
        let unknown = "{\"x\":{\"dtype\":\"F31\",\"shape\":[1],\"data_offsets\":[0,4]}}"
        #expect(try problem(header(UInt64(unknown.utf8.count), Array(unknown.utf8) + [0, 0, 0, 0]))?.problem.contains("unknown dtype 'F31'") == true)
    }

    @Test func missingAndMisshapenTensorsAreNamed() throws {
        let tensors = TinyModel.tensors()
        let missing = try problem(TinyModel.safetensors(tensors.filter { $0.0 != "encoder.layer.1.output.dense.bias" }))
        #expect(missing?.problem == "has no tensor 'encoder.layer.1.output.dense.bias'")
        let misshapen = tensors.map { $0.0 == "encoder.layer.0.attention.self.key.weight" ? ($0.0, [8, 32], $0.2) : $0 }
        #expect(try problem(TinyModel.safetensors(misshapen))?.problem == "tensor 'encoder.layer.0.attention.self.key.weight' has shape [8, 32], not [16, 16]")
    }

    @Test func offsetsOutsideTheFileOrOverlappingAreRejected() throws {
        let tensors = TinyModel.tensors()
        let outside = try problem(TinyModel.safetensors(tensors, extra: ",\"extra\":{\"dtype\":\"F32\",\"shape\":[4],\"data_offsets\":[99999984,100000000]}"))
        #expect(outside?.problem.contains("tensor 'extra': has data_offsets [99999984, 100000000] outside") == true)
        let wrongSize = try problem(TinyModel.safetensors(tensors, extra: ",\"extra\":{\"dtype\":\"F32\",\"shape\":[3],\"data_offsets\":[0,4]}"))
        #expect(wrongSize?.problem.contains("needs 12") == true)
        let overlapping = try problem(TinyModel.safetensors(tensors, extra: ",\"extra\":{\"dtype\":\"F32\",\"shape\":[1],\"data_offsets\":[4,8]}"))
        #expect(overlapping?.problem.contains("overlap") == true)
        let negative = try problem(TinyModel.safetensors(tensors, extra: ",\"extra\":{\"dtype\":\"F32\",\"shape\":[-1],\"data_offsets\":[0,4]}"))
        #expect(negative?.problem.contains("invalid shape") == true)
    }

    @Test func aTensorOfAnotherTypeIsNamed() throws {
        let bytes = TinyModel.safetensors(TinyModel.tensors(), dtypes: ["embeddings.LayerNorm.bias": "I32"])
        #expect(try problem(bytes)?.problem == "tensor 'embeddings.LayerNorm.bias' is I32, not F32")
    }

    @Test func missingFilesAndBadConfigsAreNamed() throws {
        let folder = try TinyModel.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.removeItem(atPath: folder + "/vocab.txt")
        #expect { _ = try SentenceEncoder(folder: folder) } throws: { ($0 as? EmbeddingError)?.file == folder + "/vocab.txt" }
        let other = try TinyModel.folder(config: "{\"hidden_size\": 16, \"num_attention_heads\": 3}")
        defer { try? FileManager.default.removeItem(atPath: other) }
        #expect { _ = try SentenceEncoder(folder: other) } throws: { ($0 as? EmbeddingError)?.problem.contains("not divisible") == true }
        let notJSON = try TinyModel.folder(config: "{\"hidden_size\": 16,")
        defer { try? FileManager.default.removeItem(atPath: notJSON) }
        #expect { _ = try SentenceEncoder(folder: notJSON) } throws: { ($0 as? EmbeddingError)?.file == notJSON + "/config.json" }
        let noUnknown = try TinyModel.folder(vocabulary: TinyModel.vocabulary.filter { $0 != "[UNK]" })
        defer { try? FileManager.default.removeItem(atPath: noUnknown) }
        #expect { _ = try SentenceEncoder(folder: noUnknown) } throws: { ($0 as? EmbeddingError)?.problem == "has no [UNK] token" }
        // Without config.json the defaults are all-MiniLM-L6-v2's, which the tiny weights do not fit.
        let noConfig = try TinyModel.folder()
        defer { try? FileManager.default.removeItem(atPath: noConfig) }
        try FileManager.default.removeItem(atPath: noConfig + "/config.json")
        #expect { _ = try SentenceEncoder(folder: noConfig) } throws: { ($0 as? EmbeddingError)?.problem.contains("not [30522, 384]") == true }
    }
}
