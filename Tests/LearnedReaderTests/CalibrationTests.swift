@testable import LearnedReader
import Testing

@Suite struct CalibrationTests {
    func observation(_ meant: String?, _ best: String?, _ probability: Double, fitted: Bool = false, exact: String? = nil) -> Calibration.Observation {
        observation(meant, best, probability, evidence: fitted ? .template : .none, exact: exact)
    }

    func observation(_ meant: String?, _ best: String?, _ probability: Double, evidence: Calibration.Evidence, exact: String? = nil) -> Calibration.Observation {
        let second = best == "A" ? "B" : "A"
        return .init(meant: meant, prediction: Prediction(ranked: [.init(intent: best, probability: probability),
                                                                   .init(intent: second, probability: 1 - probability)], words: []),
                     evidence: evidence, exact: exact)
    }

    @Test func actsAsLowAsItCanWithoutWrongActsOrFalseAccepts() {
        var observations: [Calibration.Observation] = []
        // 100 meant for A, right from 0.6 up; one wrong at 0.7; two near misses at 0.75.
        for index in 0 ..< 99 { observations.append(observation("A", "A", 0.6 + Double(index) / 250)) }
        observations.append(observation("A", "B", 0.7))
        observations += [observation(nil, "A", 0.75), observation(nil, "A", 0.74)]
        observations += (0 ..< 98).map { _ in observation(nil, nil, 0.9) }
        let thresholds = Calibration.thresholds(observations)
        // A false accept at 0.75 allowed (1 of 100), not two: act just above 0.74.
        #expect(thresholds.act == 0.75)
        #expect(thresholds.ask < thresholds.act)
    }

    @Test func aFittingTemplateMayActLower() {
        var observations: [Calibration.Observation] = []
        for index in 0 ..< 50 { observations.append(observation("A", "A", 0.5 + Double(index) / 200, fitted: true)) }
        for index in 0 ..< 50 { observations.append(observation("A", index % 5 == 0 ? "B" : "A", 0.5 + Double(index) / 200)) }
        let thresholds = Calibration.thresholds(observations)
        // Fitted: all right, so as low as it goes. Not fitted: ten wrong (0.5 … 0.725) of 100
        // meant, one allowed: the one at 0.725, so from 0.71.
        #expect(thresholds.actWhenFitted <= 0.5)
        #expect(thresholds.act == 0.71)
    }

    @Test func valuesFoundAreEvidenceOfTheirOwn() {
        var observations: [Calibration.Observation] = []
        for index in 0 ..< 50 { observations.append(observation("A", "A", 0.5 + Double(index) / 200, evidence: .values)) }
        for index in 0 ..< 50 { observations.append(observation("A", index % 5 == 0 ? "B" : "A", 0.5 + Double(index) / 200)) }
        let thresholds = Calibration.thresholds(observations)
        #expect(thresholds.actWithValues <= 0.5)
        #expect(thresholds.act == 0.71)
        #expect(thresholds.act(given: .values) <= 0.5 && thresholds.act(given: .none) == 0.71)
    }

    @Test func exactMatchesAreThePhrasesDoing() {
        let observations = (0 ..< 10).map { _ in observation(nil, "A", 0.99, exact: "A") } + [observation("A", "A", 0.4)]
        #expect(Calibration.thresholds(observations).act == 0.3)
    }
}
