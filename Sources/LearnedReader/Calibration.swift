/// Sets a model's thresholds from sentences held back from its training (never from the
/// held-out test sets):
/// - **act** is the lowest confidence at which, on those sentences, at most `wrongActs` of the
///   sentences meant for an intent would be acted on as another intent, and at most
///   `falseAccepts` of those not for Hark acted on at all;
/// - **ask** is the lowest confidence below `act` at which a "did you mean …?" naming the best
///   two intents still names the right one for at least half of the sentences in the band.
public enum Calibration {
    public static func thresholds(for model: IntentModel, on examples: [ModelTrainer.Example],
                                  wrongActs: Double = 0.01, falseAccepts: Double = 0.01) -> IntentModel.Thresholds {
        let read = examples.map { (meant: $0.intent, prediction: model.predict($0.text)) }
        let meantCount = Double(max(1, read.filter { $0.meant != nil }.count))
        let noneCount = Double(max(1, read.filter { $0.meant == nil }.count))
        var act = 0.99
        for step in stride(from: 30, through: 99, by: 1) {
            let threshold = Double(step) / 100
            var wrong = 0.0
            var accepted = 0.0
            for (meant, prediction) in read {
                guard let intent = prediction.best.intent, prediction.best.probability >= threshold else { continue }
                if meant == nil { accepted += 1 } else if intent != meant { wrong += 1 }
            }
            if wrong / meantCount <= wrongActs && accepted / noneCount <= falseAccepts {
                act = threshold
                break
            }
        }
        var ask = act
        for step in stride(from: Int(act * 100) - 1, through: 20, by: -1) {
            let threshold = Double(step) / 100
            let band = read.filter { $0.prediction.best.intent != nil && $0.prediction.best.probability >= threshold && $0.prediction.best.probability < act }
            guard !band.isEmpty else { ask = threshold; continue }
            let named = band.filter { item in item.meant != nil && item.prediction.ranked.prefix(2).contains { $0.intent == item.meant } }
            guard Double(named.count) / Double(band.count) >= 0.5 else { break }
            ask = threshold
        }
        return .init(act: act, ask: ask)
    }
}
