/// The learned reader's model: for each intent (and "none": not for Hark), a weight for each
/// feature bucket; a sentence's score for an intent is the sum of its features' weights, and its
/// probability the softmax of the scores. With the thresholds calibrated for it (`Thresholds`).
/// A model trained with a sentence encoder's vectors (`SentenceVectors`) also weighs each of the
/// sentence vector's numbers: its `dense` part, read only with that encoder handed in (`encoder`).
public struct IntentModel: Sendable {
    /// What the model may answer: intent names, and `IntentModel.none` for "not for Hark".
    public let labels: [String]
    public let features: NGramFeatures
    /// Weights by bucket, then label: `weights[bucket * labels.count + label]`.
    let weights: Weights
    let bias: [Float]
    public var thresholds: Thresholds
    /// Weights of the sentence vector's numbers, by dimension, then label, when the model was
    /// trained with a sentence encoder; its name is `denseEncoder`.
    let dense: Weights?
    /// The name of the sentence encoder the model was trained with, if it was.
    public let denseEncoder: String?
    /// The encoder the dense part reads vectors from (must be the one named `denseEncoder`;
    /// without it the model reads words alone).
    public var encoder: SentenceVectors?

    /// Finds free-text values in sentences no template fits, when trained with one (`ValueTaggerTrainer`).
    public var valueTagger: ValueTagger?

    /// The label of sentences that are not for Hark.
    public static let none = "∅"

    /// Which confidences act, ask "did you mean …?", or refuse (calibrated on sentences held back
    /// from training, `Calibration`).
    public struct Thresholds: Sendable, Equatable {
        /// At or above: act on the best intent.
        public var act: Double
        /// At or above: act on the best intent when one of its templates, relaxed, fits the
        /// sentence (corroborating evidence, so it may be lower than `act`).
        public var actWhenFitted: Double
        /// At or above: act on the best intent when no template fits but every value it cannot do
        /// without is found in the sentence.
        public var actWithValues: Double
        /// At or above (and below the act threshold): ask about the best one or two intents.
        public var ask: Double

        public init(act: Double, actWhenFitted: Double, actWithValues: Double? = nil, ask: Double) {
            self.act = act
            self.actWhenFitted = actWhenFitted
            self.actWithValues = actWithValues ?? act
            self.ask = ask
        }

        /// The threshold to act at, given the evidence beside the model's word.
        public func act(given evidence: Calibration.Evidence) -> Double {
            switch evidence {
            case .template: min(act, actWhenFitted)
            case .values: min(act, actWithValues)
            case .none: act
            }
        }
    }

    init(labels: [String], features: NGramFeatures, weights: Weights, bias: [Float], thresholds: Thresholds,
         dense: Weights? = nil, denseEncoder: String? = nil) {
        self.labels = labels
        self.features = features
        self.weights = weights
        self.bias = bias
        self.thresholds = thresholds
        self.dense = dense
        self.denseEncoder = denseEncoder
    }

    /// Whether the model reads sentence vectors: it was trained with an encoder, and that very
    /// encoder is handed in.
    public var readsVectors: Bool { dense != nil && encoder != nil && encoder?.name == denseEncoder }

    /// One label's probability.
    public struct Score: Sendable, Equatable {
        /// The intent, or nil for "not for Hark".
        public var intent: String?
        public var probability: Double
    }

    /// How the model reads `text`: every label's probability, best first, and the words that
    /// weighed most for the best.
    public func predict(_ text: String) -> Prediction {
        predict(text, vector: readsVectors ? encoder?.vector(text) : nil)
    }

    /// How the model reads `text` whose sentence vector (from `encoder`) is `vector`, read
    /// beforehand, in a batch (nil: words alone).
    public func predict(_ text: String, vector: [Float]?) -> Prediction {
        let words = ReaderText.words(text)
        let (found, value) = features.features(of: words)
        let count = labels.count
        var logits = bias
        weights.withUnsafeBufferPointer { w in
            logits.withUnsafeMutableBufferPointer { z in
                for feature in found {
                    let row = Int(feature.bucket) * count
                    for label in 0 ..< count { z[label] += w[row + label] * value }
                }
            }
        }
        if let vector, let dense, dense.count == vector.count * count {
            dense.withUnsafeBufferPointer { w in
                for (dimension, x) in vector.enumerated() where x != 0 {
                    let row = dimension * count
                    for label in 0 ..< count { logits[label] += w[row + label] * x }
                }
            }
        }
        let probabilities = Self.softmax(logits)
        var ranked = (0 ..< count).map { Score(intent: labels[$0] == Self.none ? nil : labels[$0], probability: Double(probabilities[$0])) }
        ranked.sort { $0.probability > $1.probability }
        // Each word's part in the best label's score: its own features' weights.
        var weighed: [Float] = Array(repeating: 0, count: words.count)
        if let best = ranked.first, let label = labels.firstIndex(of: best.intent ?? Self.none) {
            weights.withUnsafeBufferPointer { w in
                for feature in found { weighed[Int(feature.word)] += w[Int(feature.bucket) * count + label] * value }
            }
        }
        let heaviest = words.indices.sorted { weighed[$0] > weighed[$1] }.prefix(3).filter { weighed[$0] > 0 }.map { words[$0] }
        return Prediction(ranked: ranked, words: heaviest)
    }

    /// The probability the model gives `intent` (nil: "not for Hark") for `text`.
    public func probability(of intent: String?, in text: String) -> Double {
        predict(text).ranked.first { $0.intent == intent }?.probability ?? 0
    }

    static func softmax(_ logits: [Float]) -> [Float] {
        let top = logits.max() ?? 0
        let exps = logits.map { Float.exp($0 - top) }
        let sum = exps.reduce(0, +)
        return exps.map { $0 / sum }
    }
}

/// The learned reader's answer for a sentence.
public struct Prediction: Sendable {
    /// Every label with its probability, best first.
    public var ranked: [IntentModel.Score]
    /// The sentence's words that weighed most for the best label (at most three, heaviest first).
    public var words: [String]

    public var best: IntentModel.Score { ranked.first ?? .init(intent: nil, probability: 1) }
}

extension Float {
    static func exp(_ x: Float) -> Float {
        #if canImport(Glibc)
        return Glibc.expf(x)
        #else
        return Foundation.exp(x)
        #endif
    }
}

#if canImport(Glibc)
import Glibc
#else
import Foundation
#endif
