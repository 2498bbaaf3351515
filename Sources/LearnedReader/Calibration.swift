/// Sets a model's thresholds from sentences held back from its training (never from the
/// held-out test sets). Each held-back sentence is observed with the model's prediction and the
/// evidence beside it — a template of the predicted intent, relaxed, fits it; or, without one,
/// the values that intent cannot do without are found in it; or neither:
/// - **act**, **act when fitted** and **act with values** are the three (the last two no higher
///   than the first) that act rightly on the most sentences while the reader acts on at most
///   `wrongActs` of the sentences meant for an intent as another intent and on at most
///   `falseAccepts` of those not for Hark (sentences a phrase matches exactly are the phrases'
///   doing, not the reader's: they are counted in the whole, not in the reader's acts);
/// - **ask** is the lowest confidence below them at which a "did you mean …?" naming the best two
///   intents still names the right one for at least half of the sentences in the band.
public enum Calibration {
    /// What stands beside the model's word for a sentence.
    public enum Evidence: Int, Sendable, CaseIterable {
        /// A template of the predicted intent, relaxed, fits the sentence.
        case template
        /// No template fits, but every value the intent cannot do without is found in it (and one at least).
        case values
        /// Neither.
        case none
    }

    /// A held-back sentence as the reader saw it.
    public struct Observation: Sendable {
        /// The intent meant, or nil: not for Hark.
        public var meant: String?
        public var prediction: Prediction
        public var evidence: Evidence
        /// The intent a phrase matches the sentence exactly as, if one does: then the reader is
        /// not asked, whatever the thresholds (`nil`: no exact match).
        public var exact: String?

        public init(meant: String?, prediction: Prediction, evidence: Evidence, exact: String? = nil) {
            self.meant = meant
            self.prediction = prediction
            self.evidence = evidence
            self.exact = exact
        }
    }

    static let steps = Array(stride(from: 30, through: 99, by: 1)).map { Double($0) / 100 }

    public static func thresholds(_ observations: [Observation], wrongActs: Double = 0.01, falseAccepts: Double = 0.01) -> IntentModel.Thresholds {
        let meantCount = Double(max(1, observations.filter { $0.meant != nil }.count))
        let noneCount = Double(max(1, observations.filter { $0.meant == nil }.count))
        // For each kind of evidence and each threshold: the reader's right acts, wrong acts and
        // false accepts at or above it. Sentences a phrase matches exactly are left out.
        var right = Array(repeating: Array(repeating: 0, count: steps.count), count: 3)
        var wrong = right, accepted = right
        for item in observations where item.exact == nil {
            guard let intent = item.prediction.best.intent else { continue }
            let group = item.evidence.rawValue
            for (index, threshold) in steps.enumerated() where item.prediction.best.probability >= threshold {
                if item.meant == nil { accepted[group][index] += 1 } else if intent == item.meant { right[group][index] += 1 } else { wrong[group][index] += 1 }
            }
        }
        var best: (right: Int, act: Int, fitted: Int, valued: Int) = (-1, steps.count - 1, steps.count - 1, steps.count - 1)
        for act in steps.indices {
            for fitted in 0 ... act {
                for valued in 0 ... act {
                    let groups = [(0, fitted), (1, valued), (2, act)]
                    let r = groups.reduce(0) { $0 + right[$1.0][$1.1] }
                    guard r > best.right else { continue }
                    let w = Double(groups.reduce(0) { $0 + wrong[$1.0][$1.1] }), a = Double(groups.reduce(0) { $0 + accepted[$1.0][$1.1] })
                    if w / meantCount <= wrongActs, a / noneCount <= falseAccepts { best = (r, act, fitted, valued) }
                }
            }
        }
        let thresholds = IntentModel.Thresholds(act: steps[best.act], actWhenFitted: steps[best.fitted], actWithValues: steps[best.valued], ask: 0)
        var ask = steps[min(best.fitted, best.valued)]
        for threshold in steps.reversed() where threshold < ask && threshold >= 0.2 {
            let band = observations.filter {
                $0.exact == nil && $0.prediction.best.intent != nil && $0.prediction.best.probability >= threshold
                    && $0.prediction.best.probability < thresholds.act(given: $0.evidence)
            }
            let named = band.filter { item in item.meant != nil && item.prediction.ranked.prefix(2).contains { $0.intent == item.meant } }
            guard band.isEmpty || Double(named.count) / Double(band.count) >= 0.5 else { break }
            ask = threshold
        }
        return .init(act: thresholds.act, actWhenFitted: thresholds.actWhenFitted, actWithValues: thresholds.actWithValues, ask: ask)
    }
}
