import Foundation
import Testing
@testable import Embedding

/// Agreement with sentence-transformers on the real all-MiniLM-L6-v2, when it is at hand:
/// HARK_TEST_MODEL names the model folder and HARK_TEST_REFERENCE the JSON that
/// Benchmarks/Embedding/reference.py wrote for it. Skipped otherwise.
@Suite struct ParityTests {
    static let model = ProcessInfo.processInfo.environment["HARK_TEST_MODEL"]
    static let reference = ProcessInfo.processInfo.environment["HARK_TEST_REFERENCE"]

    struct Reference {
        let texts: [String]
        let tokenIDs: [[Int32]]
        let vectors: [[Float]]
    }

    static func load(_ path: String) throws -> Reference {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let root = try #require(object as? [String: Any])
        let texts = try #require(root["texts"] as? [String])
        let ids = try #require(root["token_ids"] as? [[NSNumber]]).map { $0.map { Int32(truncating: $0) } }
        let vectors = try #require(root["vectors"] as? [[NSNumber]]).map { $0.map { Float(truncating: $0) } }
        return Reference(texts: texts, tokenIDs: ids, vectors: vectors)
    }

    @Test(.enabled(if: model != nil && reference != nil))
    func tokensAndVectorsAgreeWithSentenceTransformers() throws {
        let encoder = try SentenceEncoder(folder: try #require(Self.model))
        let reference = try Self.load(try #require(Self.reference))
        #expect(reference.texts.count >= 60)
        #expect(encoder.dimensions == 384)
        var agreeing = 0
        for (index, (text, ids)) in zip(reference.texts, reference.tokenIDs).enumerated() {
            let mine = encoder.tokens(text)
            #expect(mine == ids, "text \(index): \(text.debugDescription)")
            if mine == ids { agreeing += 1 }
        }
        let vectors = encoder.encode(reference.texts)
        var lowest: Float = 1
        var lowestText = ""
        for (index, (mine, theirs)) in zip(vectors, reference.vectors).enumerated() {
            var dot: Float = 0, theirNorm: Float = 0
            for (a, b) in zip(mine, theirs) { dot += a * b; theirNorm += b * b }
            let cosine = dot / theirNorm.squareRoot()
            if cosine < lowest { lowest = cosine; lowestText = reference.texts[index] }
            #expect(cosine >= 0.99999, "\(reference.texts[index].debugDescription): cosine \(cosine)")
        }
        print("parity: token ids identical for \(agreeing) of \(reference.texts.count) texts; lowest cosine \(lowest) (\(lowestText.prefix(40).debugDescription))")
    }
}
