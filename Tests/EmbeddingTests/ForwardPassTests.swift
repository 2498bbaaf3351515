import Foundation
import Testing
@testable import Embedding

/// The optimised forward pass against a plain one written here (loops over Doubles), on the tiny
/// random model; and the promises of `encode`: unit length, batches and padding change nothing.
@Suite struct ForwardPassTests {
    let folder: String
    let encoder: SentenceEncoder
    let tensors: [String: [Float]]

    init() throws {
        folder = try TinyModel.folder()
        encoder = try SentenceEncoder(folder: folder)
        tensors = Dictionary(uniqueKeysWithValues: TinyModel.tensors().map { ($0.0, $0.2) })
    }

    static let texts = ["hello world", "", "the cat sat on the mat.", "unaffable playing!", "中国 cafe?", "x",
                        Array(repeating: "the cat sat on the mat", count: 60).joined(separator: ", ")]

    /// The sentence vector by the textbook: embeddings, LayerNorm, per layer attention with softmax,
    /// residual, LayerNorm, GELU(erf) feed-forward, residual, LayerNorm; mean; unit length.
    func reference(_ ids: [Int32]) -> [Float] {
        let h = TinyModel.hidden, heads = TinyModel.heads, d = h / heads, n = ids.count
        func t(_ name: String) -> [Double] { tensors[name]!.map(Double.init) }
        func linear(_ x: [[Double]], _ name: String) -> [[Double]] {
            let w = t(name + ".weight"), b = t(name + ".bias"), outputs = b.count, inputs = x[0].count
            var y = Array(repeating: Array(repeating: 0.0, count: outputs), count: x.count)
            for r in 0 ..< x.count {
                for o in 0 ..< outputs {
                    var sum = b[o]
                    for i in 0 ..< inputs { sum += x[r][i] * w[o * inputs + i] }
                    y[r][o] = sum
                }
            }
            return y
        }
        func norm(_ x: [[Double]], _ name: String) -> [[Double]] {
            let w = t(name + ".weight"), b = t(name + ".bias")
            return x.map { row in
                let mean = row.reduce(0, +) / Double(h)
                let variance = row.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(h)
                return row.indices.map { (row[$0] - mean) / (variance + 1e-12).squareRoot() * w[$0] + b[$0] }
            }
        }
        let word = t("embeddings.word_embeddings.weight"), position = t("embeddings.position_embeddings.weight"), type = t("embeddings.token_type_embeddings.weight")
        var x = Array(repeating: Array(repeating: 0.0, count: h), count: n)
        for i in 0 ..< n {
            for c in 0 ..< h { x[i][c] = word[Int(ids[i]) * h + c] + position[i * h + c] + type[c] }
        }
        x = norm(x, "embeddings.LayerNorm")
        for layer in 0 ..< TinyModel.layers {
            let p = "encoder.layer.\(layer)."
            let q = linear(x, p + "attention.self.query"), k = linear(x, p + "attention.self.key"), v = linear(x, p + "attention.self.value")
            var context = Array(repeating: Array(repeating: 0.0, count: h), count: n)
            for head in 0 ..< heads {
                for i in 0 ..< n {
                    var scores = Array(repeating: 0.0, count: n)
                    for j in 0 ..< n {
                        for c in 0 ..< d { scores[j] += q[i][head * d + c] * k[j][head * d + c] }
                        scores[j] /= Double(d).squareRoot()
                    }
                    let top = scores.max()!
                    let e = scores.map { exp($0 - top) }
                    let total = e.reduce(0, +)
                    for j in 0 ..< n { for c in 0 ..< d { context[i][head * d + c] += e[j] / total * v[j][head * d + c] } }
                }
            }
            let attended = linear(context, p + "attention.output.dense")
            x = norm((0 ..< n).map { i in (0 ..< h).map { attended[i][$0] + x[i][$0] } }, p + "attention.output.LayerNorm")
            let inner = linear(x, p + "intermediate.dense").map { $0.map { $0 * 0.5 * (1 + erf($0 / 2.0.squareRoot())) } }
            let out = linear(inner, p + "output.dense")
            x = norm((0 ..< n).map { i in (0 ..< h).map { out[i][$0] + x[i][$0] } }, p + "output.LayerNorm")
        }
        let mean = (0 ..< h).map { c in x.reduce(0) { $0 + $1[c] } / Double(n) }
        let length = mean.reduce(0) { $0 + $1 * $1 }.squareRoot()
        return mean.map { Float($0 / length) }
    }

    func largestDifference(_ a: [Float], _ b: [Float]) -> Float {
        zip(a, b).map { abs($0 - $1) }.max() ?? 0
    }

    @Test func theForwardPassAgreesWithThePlainOne() {
        let vectors = encoder.encode(Self.texts)
        for (text, vector) in zip(Self.texts, vectors) {
            let expected = reference(encoder.tokens(text))
            #expect(vector.count == TinyModel.hidden)
            #expect(largestDifference(vector, expected) < 1e-5, "\(text.prefix(30))")
        }
    }

    @Test func vectorsHaveUnitLength() {
        for vector in encoder.encode(Self.texts) {
            #expect(abs(vector.reduce(0) { $0 + $1 * $1 } - 1) < 1e-5)
        }
    }

    @Test func aBatchGivesWhatOneAtATimeGives() {
        let many = (0 ..< 300).map { Self.texts[$0 % Self.texts.count] + ($0 % 3 == 0 ? " hello" : "") }
        let together = encoder.encode(many)
        #expect(together.count == many.count)
        for (text, vector) in zip(many, together).prefix(40) {
            #expect(largestDifference(vector, encoder.encode([text])[0]) < 1e-5)
        }
        #expect(encoder.encode([]).isEmpty)
    }

    @Test func paddingChangesNoVector() {
        let sequences = Self.texts.map(encoder.tokens)
        let plain = encoder.vectors(Batch(sequences), threads: 1)
        for threads in [1, 2] {
            let padded = encoder.vectors(Batch(sequences, paddedLength: 280), threads: threads)
            for (a, b) in zip(plain, padded) { #expect(largestDifference(a, b) < 1e-5) }
        }
    }

    /// Within a few units in the last place of a Float near 1 (1.2e-7).
    @Test func theErrorFunctionIsExactToFloatPrecision() {
        var largest: Double = 0
        for step in -6000 ... 6000 {
            let x = Float(step) / 1000
            let approximate = Activation.erf(SIMD8(repeating: x))[0]
            largest = max(largest, abs(Double(approximate) - erf(Double(x))))
        }
        #expect(largest < 5e-7)
    }

    @Test func theExponentialIsExactToFloatPrecision() {
        var largest: Double = 0
        for step in -8700 ... 8800 {
            let x = Float(step) / 100
            let approximate = Activation.exp(SIMD8(repeating: x))[0]
            largest = max(largest, abs(Double(approximate) / exp(Double(x)) - 1))
        }
        #expect(largest < 5e-7)
    }
}
