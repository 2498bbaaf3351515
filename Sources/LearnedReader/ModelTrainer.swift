/// Trains an `IntentModel`: multinomial logistic regression by stochastic gradient descent over
/// the examples in a seeded shuffled order, a few passes with a falling learning rate. Small,
/// fast, and every weight is the reason of a word (`Prediction.words`).
public struct ModelTrainer: Sendable {
    /// A sentence with what it means: an intent, or nil for "not for Hark".
    public struct Example: Sendable {
        public var intent: String?
        public var text: String
        /// How much it counts, relative to others (a person's sentence counts more than a
        /// template's expansion).
        public var weight: Float
        /// The sentence's vector from a sentence encoder, when the model is trained with one
        /// (`train(_:encoder:thresholds:)`); nil: its words alone.
        public var vector: [Float]?

        public init(intent: String?, text: String, weight: Float = 1, vector: [Float]? = nil) {
            self.intent = intent
            self.text = text
            self.weight = weight
            self.vector = vector
        }
    }

    public var bits = 16
    public var passes = 8
    public var learningRate: Float = 0.8
    /// Weight decay applied to a label's weights each time the example's features are visited.
    public var decay: Float = 1e-6
    public var seed: UInt64 = 0x4841_524B

    public init() {}

    /// A model for `examples`; thresholds are those given (calibrate them with `Calibration`).
    /// With an `encoder`, the examples' vectors (`Example.vector`, from that encoder) are weighed
    /// beside their words, and the model reads sentences with it.
    public func train(_ examples: [Example], encoder: SentenceVectors? = nil,
                      thresholds: IntentModel.Thresholds = .init(act: 0.85, actWhenFitted: 0.85, ask: 0.5)) -> IntentModel {
        let dimensions = encoder?.dimensions ?? 0
        let scale = encoder?.weight ?? 1
        let features = NGramFeatures(bits: bits)
        var labels = Array(Set(examples.map { $0.intent ?? IntentModel.none })).sorted()
        if !labels.contains(IntentModel.none) { labels.append(IntentModel.none) }
        let index = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
        let count = labels.count
        let prepared: [(label: Int, features: [Int32], value: Float, weight: Float, vector: [Float]?, source: Int)] = examples.enumerated().compactMap { position, example in
            let (found, value) = features.features(of: ReaderText.words(example.text))
            guard !found.isEmpty, let label = index[example.intent ?? IntentModel.none] else { return nil }
            let vector = example.vector.flatMap { $0.count == dimensions && dimensions > 0 ? $0.map { $0 * scale } : nil }
            return (label, found.map(\.bucket), value, example.weight, vector, position)
        }
        var weights = [Float](repeating: 0, count: features.bucketCount * count)
        var dense = [Float](repeating: 0, count: dimensions * count)
        var bias = [Float](repeating: 0, count: count)
        // Each pass visits the examples in an order drawn from their own text, so one example
        // more or less leaves the others' order as it was (a shuffle of indices would not).
        let keys = examples.map { example in
            var random = SeededRandom(seed: seed, text: (example.intent ?? "") + "\u{0}" + example.text)
            return random.next()
        }
        let keyOf = prepared.indices.map { keys[prepared[$0].source] }
        let steps = Float(max(1, passes * prepared.count))
        var step: Float = 0
        var logits = [Float](repeating: 0, count: count)
        dense.withUnsafeMutableBufferPointer { d in
        weights.withUnsafeMutableBufferPointer { w in
            bias.withUnsafeMutableBufferPointer { b in
                logits.withUnsafeMutableBufferPointer { z in
                    for pass in 0 ..< passes {
                        var mixer = SeededRandom(seed: UInt64(pass))
                        let salt = mixer.next()
                        let place = keyOf.map { passKey($0, salt) }
                        let order = prepared.indices.sorted { place[$0] != place[$1] ? place[$0] < place[$1] : $0 < $1 }
                        for i in order {
                            let example = prepared[i]
                            let rate = learningRate * (1 - step / steps) + 0.01
                            step += 1
                            for label in 0 ..< count { z[label] = b[label] }
                            for bucket in example.features {
                                let row = Int(bucket) * count
                                for label in 0 ..< count { z[label] += w[row + label] * example.value }
                            }
                            if let vector = example.vector {
                                for (dimension, x) in vector.enumerated() where x != 0 {
                                    let row = dimension * count
                                    for label in 0 ..< count { z[label] += d[row + label] * x }
                                }
                            }
                            var top = z[0]
                            for label in 1 ..< count where z[label] > top { top = z[label] }
                            var sum: Float = 0
                            for label in 0 ..< count { z[label] = Float.exp(z[label] - top); sum += z[label] }
                            // z now holds the gradient of the loss by each label's score.
                            for label in 0 ..< count { z[label] = (z[label] / sum - (label == example.label ? 1 : 0)) * example.weight * rate }
                            for label in 0 ..< count { b[label] -= z[label] * 0.1 }
                            let shrink = 1 - decay * rate
                            for bucket in example.features {
                                let row = Int(bucket) * count
                                for label in 0 ..< count { w[row + label] = w[row + label] * shrink - z[label] * example.value }
                            }
                            if let vector = example.vector {
                                for (dimension, x) in vector.enumerated() where x != 0 {
                                    let row = dimension * count
                                    for label in 0 ..< count { d[row + label] = d[row + label] * shrink - z[label] * x }
                                }
                            }
                        }
                    }
                }
            }
        }
        }
        // Trained on vectors times `scale`, the weights read plain vectors once multiplied by it.
        for index in dense.indices { dense[index] *= scale }
        var model = IntentModel(labels: labels, features: features, weights: Weights(weights), bias: bias, thresholds: thresholds,
                                dense: encoder == nil ? nil : Weights(dense), denseEncoder: encoder?.name)
        model.encoder = encoder
        return model
    }
}

/// An example's place in one pass: its own key mixed with the pass's salt (SplitMix64's finaliser).
private func passKey(_ key: UInt64, _ salt: UInt64) -> UInt64 {
    var z = key ^ salt
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
}
