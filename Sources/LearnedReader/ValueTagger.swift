/// Finds where a free-text value (a note's title, a search, a person, a memory) lies in a sentence
/// that no template fits (Docs/phrases.md, "The learned reader", "Values"). Every run of words is
/// a candidate, and so is "no value"; a run's score adds up what its first word and the words
/// before it say of a value starting there ("called ‸"), what its last word and what follows
/// say of one ending there ("‸?", "‸ note"), what each word inside says of being part of one,
/// and its length. The surest candidate wins. A log-linear model over hashed features, trained
/// from the corpus's sentences and the values people gave in them (`ValueTaggerTrainer`).
public struct ValueTagger: Sendable {
    /// log₂ of the number of feature buckets.
    public let bits: Int
    let weights: Weights

    init(bits: Int, weights: Weights) {
        self.bits = bits
        self.weights = weights
    }

    /// The longest value, in words, the tagger finds.
    public static let longest = 32

    /// A word of a sentence as the tagger sees it.
    public struct Word: Sendable, Equatable {
        /// The word, normalised as the phrase matcher reads it.
        public var text: String
        /// The mark that stands between the previous word and this one (`,` `.` `?` `!` `:` …), or nil.
        public var markBefore: Character?
        /// Whether the word as said begins with a capital letter.
        public var isCapitalised: Bool
        public var isNumber: Bool
        /// What the intent's templates say of the word for the slot being read.
        public var role: Role

        public init(text: String, markBefore: Character?, isCapitalised: Bool, isNumber: Bool, role: Role) {
            self.text = text
            self.markBefore = markBefore
            self.isCapitalised = isCapitalised
            self.isNumber = isNumber
            self.role = role
        }
    }

    /// What an intent's templates say of a word, for one slot.
    public struct Role: OptionSet, Sendable, Equatable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// It stands right before the slot in a template ("called" before {title}).
        public static let lead = Role(rawValue: 1)
        /// It stands right after the slot ("note" after {note}).
        public static let trail = Role(rawValue: 2)
        /// A template of the intent has it.
        public static let template = Role(rawValue: 4)
        /// It leads to another slot of the intent.
        public static let otherLead = Role(rawValue: 8)
        /// It only wraps a request (greetings, politeness, "could you").
        public static let wrapper = Role(rawValue: 16)
        /// It is part of a value already found (a day, a number): never of this one.
        public static let taken = Role(rawValue: 32)
    }

    /// The value's words for `slot` (as "Intent.name"): the surest run of words, none of them
    /// `.taken`; nil when "no value" is surer.
    public func span(_ words: [Word], slot: String) -> Range<Int>? {
        let found = Self.features(words, slot: slot, bits: bits)
        return weights.withUnsafeBufferPointer { w in
            let scores = found.scores(w)
            var best: (range: Range<Int>?, score: Float) = (nil, scores.none)
            Self.forEachSpan(words) { range in
                let score = scores.score(range)
                if score > best.score { best = (range, score) }
            }
            return best.range
        }
    }

    /// Calls `body` with every run of at most `longest` words that holds no `.taken` word.
    static func forEachSpan(_ words: [Word], _ body: (Range<Int>) -> Void) {
        for start in words.indices where !words[start].role.contains(.taken) {
            var end = start
            while end < words.count, end - start < longest, !words[end].role.contains(.taken) {
                end += 1
                body(start ..< end)
            }
        }
    }

    /// The buckets of a sentence's features for one slot: at each word, as the first word of a
    /// value, as its last, and as a word inside; for each length of value; and for no value.
    struct Features {
        var starts: [[Int32]]
        var ends: [[Int32]]
        var insides: [[Int32]]
        var lengths: [[Int32]]
        var none: [Int32]

        /// Their weights summed where they lie.
        func scores(_ w: UnsafeBufferPointer<Float>) -> Scores {
            func sum(_ buckets: [Int32]) -> Float { buckets.reduce(0) { $0 + w[Int($1)] } }
            let inside = insides.map(sum)
            var cumulative: [Float] = [0]
            for score in inside { cumulative.append(cumulative[cumulative.count - 1] + score) }
            return Scores(start: starts.map(sum), end: ends.map(sum), cumulative: cumulative, length: lengths.map(sum), none: sum(none))
        }
    }

    struct Scores {
        var start: [Float], end: [Float], cumulative: [Float], length: [Float], none: Float

        func score(_ range: Range<Int>) -> Float {
            start[range.lowerBound] + end[range.upperBound - 1] + cumulative[range.upperBound] - cumulative[range.lowerBound]
                + length[range.count - 1]
        }
    }

    /// The features of `words` for `slot`, each said twice: for the slot of this intent, and for
    /// any slot (so that an intent or a shortcut no sentence of the corpus speaks of still reads
    /// by its templates' words).
    static func features(_ words: [Word], slot: String, bits: Int) -> Features {
        let mask = UInt32((1 << bits) - 1)
        let scopes = [NGramFeatures.hash(Array(slot.utf8), seed: 5), NGramFeatures.hash(Array("*".utf8), seed: 5)]
        func buckets(_ names: [String]) -> [Int32] {
            var result: [Int32] = []
            result.reserveCapacity(names.count * scopes.count)
            for scope in scopes {
                for name in names { result.append(Int32(bitPattern: NGramFeatures.hash(Array(name.utf8), seed: scope) & mask)) }
            }
            return result
        }
        func word(_ at: Int) -> String { at < 0 ? "<s>" : at >= words.count ? "</s>" : words[at].text }
        func mark(_ at: Int) -> String {   // the mark before word `at` ("$" at the sentence's end)
            at <= 0 ? "" : at >= words.count ? "$" : words[at].markBefore.map(String.init) ?? ""
        }
        func role(_ at: Int) -> String { at < 0 || at >= words.count ? "-" : String(words[at].role.rawValue) }
        let hasLead = words.contains { $0.role.contains(.lead) }
        var starts: [[Int32]] = [], ends: [[Int32]] = [], insides: [[Int32]] = []
        var nearestLead = "none"
        for index in words.indices {
            starts.append(buckets([
                "S w=" + word(index), "S p=" + word(index - 1), "S pp=" + word(index - 2) + " " + word(index - 1),
                "S m=" + mark(index), "S r=" + role(index), "S pr=" + role(index - 1), "S pw=" + word(index - 1) + " " + word(index),
                "S cap=" + String(words[index].isCapitalised),
            ]))
            ends.append(buckets([
                "E w=" + word(index), "E n=" + word(index + 1), "E nn=" + word(index + 1) + " " + word(index + 2),
                "E m=" + mark(index + 1), "E r=" + role(index), "E nr=" + role(index + 1), "E wn=" + word(index) + " " + word(index + 1),
            ]))
            if index > 0 {
                if words[index - 1].role.contains(.lead) { nearestLead = "1" } else if words[index - 1].role.contains(.otherLead) {
                    nearestLead = "other"
                } else if let distance = Int(nearestLead) { nearestLead = String(min(distance + 1, 6)) }
            }
            insides.append(buckets([
                "I w=" + word(index), "I r=" + role(index), "I lead=" + nearestLead, "I num=" + String(words[index].isNumber),
                "I m=" + mark(index),
            ]))
        }
        let lengths = (1 ... longest).map { buckets(["L=" + String(min($0, 12))]) }
        let none = buckets(["none", "none lead=" + String(hasLead), "none n=" + String(min(words.count, 12))])
        return Features(starts: starts, ends: ends, insides: insides, lengths: lengths, none: none)
    }
}
