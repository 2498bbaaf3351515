/// Sets a model's thresholds from sentences held back from its training (never from the
/// held-out test sets). Each held-back sentence is observed with the model's prediction and
/// whether a template of the predicted intent, relaxed, fits it:
/// - **act**, **act when fitted** and **act when short** are the three that act rightly on the most sentences while the
///   reader acts on at most `wrongActs` of the sentences meant for an intent as another intent and
///   on at most `falseAccepts` of those not for Hark (sentences a phrase matches exactly are the
///   phrases' doing, not the reader's: they are counted in the whole, not in the reader's acts);
/// - **ask** is the lowest confidence below them at which a "did you mean …?" naming the best two
///   intents still names the right one for at least half of the sentences in the band.
public enum Calibration {
    /// A held-back sentence as the reader saw it.
    public struct Observation: Sendable {
        /// The intent meant, or nil: not for Hark.
        public var meant: String?
        public var prediction: Prediction
        /// Whether a template of the predicted intent fits the sentence.
        public var fitted: Bool
        /// Whether the sentence is short (`IntentModel.Thresholds.shortSentence` words or fewer):
        /// without a fitting template, a word or two decide, and such sentences have their own threshold.
        public var short: Bool
        /// The intent a phrase matches the sentence exactly as, if one does: then the reader is
        /// not asked, whatever the thresholds (`nil`: no exact match).
        public var exact: String?

        public init(meant: String?, prediction: Prediction, fitted: Bool, short: Bool = false, exact: String? = nil) {
            self.meant = meant
            self.prediction = prediction
            self.fitted = fitted
            self.short = short
            self.exact = exact
        }
    }

    public static func thresholds(_ observations: [Observation], wrongActs: Double = 0.01, falseAccepts: Double = 0.01) -> IntentModel.Thresholds {
        let meantCount = Double(max(1, observations.filter { $0.meant != nil }.count))
        let noneCount = Double(max(1, observations.filter { $0.meant == nil }.count))
        let steps = Array(stride(from: 30, through: 99, by: 1)).map { Double($0) / 100 }
        let coarse = Array(stride(from: 30, through: 100, by: 5)).map { Double($0) / 100 }
        // Sentences a phrase matches exactly are the phrases' doing, acted on whatever the thresholds.
        let read = observations.filter { $0.exact == nil }
        var best: (right: Int, act: Double, fitted: Double, short: Double) = (-1, 0.99, 0.99, 1)
        for act in steps {
            for fitted in steps where fitted <= act {
                for short in [act] + coarse.filter({ $0 > act }) {
                    var right = 0, wrong = 0.0, accepted = 0.0
                    for item in read {
                        guard let intent = item.prediction.best.intent,
                              item.prediction.best.probability >= (item.fitted ? fitted : item.short ? short : act) else { continue }
                        if item.meant == nil { accepted += 1 } else if intent == item.meant { right += 1 } else { wrong += 1 }
                    }
                    if wrong / meantCount <= wrongActs, accepted / noneCount <= falseAccepts, right > best.right {
                        best = (right, act, fitted, short)
                    }
                }
            }
        }
        var ask = best.fitted
        for threshold in steps.reversed() where threshold < best.fitted && threshold >= 0.2 {
            let band = observations.filter {
                $0.exact == nil && $0.prediction.best.intent != nil && $0.prediction.best.probability >= threshold
                    && $0.prediction.best.probability < ($0.fitted ? best.fitted : $0.short ? best.short : best.act)
            }
            let named = band.filter { item in item.meant != nil && item.prediction.ranked.prefix(2).contains { $0.intent == item.meant } }
            guard band.isEmpty || Double(named.count) / Double(band.count) >= 0.5 else { break }
            ask = threshold
        }
        return .init(act: best.act, actWhenFitted: best.fitted, actWhenShort: best.short, ask: ask)
    }
}
