/// Trains a `ValueTagger`: for each example, the probability of every candidate (each run of
/// words, and "no value") is the softmax of their scores; stochastic gradient descent moves the
/// weights towards the run people meant, in a seeded shuffled order over a few passes with a
/// falling learning rate.
public struct ValueTaggerTrainer: Sendable {
    /// A sentence read for one slot: its words, and which of them are the value (nil: the
    /// sentence says none).
    public struct Example: Sendable {
        public var words: [ValueTagger.Word]
        public var slot: String
        public var value: Range<Int>?

        public init(words: [ValueTagger.Word], slot: String, value: Range<Int>?) {
            self.words = words
            self.slot = slot
            self.value = value
        }
    }

    public var bits = 18
    public var passes = 5
    public var learningRate: Float = 0.1
    public var seed: UInt64 = 0x5441_4747

    public init() {}

    public func train(_ examples: [Example]) -> ValueTagger {
        let usable = examples.filter { example in
            guard !example.words.isEmpty else { return false }
            guard let value = example.value else { return true }
            return value.count <= ValueTagger.longest && value.upperBound <= example.words.count
                && !example.words[value].contains { $0.role.contains(.taken) }
        }
        var weights = [Float](repeating: 0, count: 1 << bits)
        var order = Array(usable.indices)
        var random = SeededRandom(seed: seed)
        let steps = Float(max(1, passes * usable.count))
        var step: Float = 0
        weights.withUnsafeMutableBufferPointer { w in
            for _ in 0 ..< passes {
                order.shuffle(using: &random)
                for i in order {
                    let example = usable[i]
                    let rate = learningRate * (1 - step / steps) + 0.002
                    step += 1
                    let features = ValueTagger.features(example.words, slot: example.slot, bits: bits)
                    let scores = features.scores(UnsafeBufferPointer(w))
                    // Each candidate's probability, then how much each word is expected to start,
                    // end or be inside the value, and each length to be its length.
                    var spans: [(Range<Int>, Float)] = []
                    var top = scores.none
                    ValueTagger.forEachSpan(example.words) { range in
                        let score = scores.score(range)
                        spans.append((range, score))
                        top = max(top, score)
                    }
                    let noneWeight = Float.exp(scores.none - top)
                    var total = noneWeight
                    for index in spans.indices {
                        spans[index].1 = Float.exp(spans[index].1 - top)
                        total += spans[index].1
                    }
                    let count = example.words.count
                    var start = [Float](repeating: 0, count: count), end = start, inside = start
                    var length = [Float](repeating: 0, count: ValueTagger.longest)
                    var insideDelta = [Float](repeating: 0, count: count + 1)
                    for (range, weight) in spans {
                        let p = weight / total
                        start[range.lowerBound] += p
                        end[range.upperBound - 1] += p
                        length[range.count - 1] += p
                        insideDelta[range.lowerBound] += p
                        insideDelta[range.upperBound] -= p
                    }
                    var running: Float = 0
                    for index in 0 ..< count { running += insideDelta[index]; inside[index] = running }
                    var none = noneWeight / total
                    // Minus what was meant: the gradient of the loss by each score.
                    if let value = example.value {
                        start[value.lowerBound] -= 1
                        end[value.upperBound - 1] -= 1
                        length[value.count - 1] -= 1
                        for index in value { inside[index] -= 1 }
                    } else {
                        none -= 1
                    }
                    func move(_ buckets: [Int32], _ gradient: Float) {
                        guard gradient != 0 else { return }
                        let change = gradient * rate
                        for bucket in buckets { w[Int(bucket)] -= change }
                    }
                    for index in 0 ..< count {
                        move(features.starts[index], start[index])
                        move(features.ends[index], end[index])
                        move(features.insides[index], inside[index])
                    }
                    for index in length.indices { move(features.lengths[index], length[index]) }
                    move(features.none, none)
                }
            }
        }
        return ValueTagger(bits: bits, weights: Weights(weights))
    }
}
