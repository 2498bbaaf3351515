import PhraseKit
import Testing

@Suite struct TemplateSamplerTests {
    let phrases: PhraseSet = {
        let (phrases, diagnostics) = PhraseFileReader.read("""
        language: en
        intents:
          Order:
            data:
              - sentences:
                  - "(order|get) [me] <size> {flavor} [ice cream] [(please|now)]"
                  - "{count} scoops of {flavor} for {name}"
          Cancel:
            data:
              - sentences: ["cancel [my] order"]
        lists:
          flavor: {values: [vanilla, chocolate, "mint chip"]}
          count: {range: {from: 1, to: 5}}
          name: {wildcard: true}
        expansion_rules:
          size: "(a small|a large|one)"
        """, file: "test.yaml")
        #expect(diagnostics.isEmpty, "\\(diagnostics)")
        return phrases
    }()

    @Test func everySampleIsASentenceItsTemplatesMatch() {
        var random = SystemRandomNumberGenerator()
        let samples = TemplateSampler(phrases).samples(perIntent: 30, using: &random) { _, _, _ in "sam" }
        let recognizer = Recognizer(phrases: phrases)
        #expect(samples.filter { $0.intent == "Order" }.count == 30)
        #expect(samples.filter { $0.intent == "Cancel" }.count == 2)   // only two different sentences exist
        for sample in samples {
            #expect(recognizer.recognize(sample.text)?.intent == sample.intent, "\\(sample.text)")
        }
        #expect(samples.contains { $0.text.contains("mint chip") })
        #expect(samples.contains { $0.text.hasSuffix("for sam") })
    }

    /// With a generator per intent, one intent's templates changing leaves every other intent's
    /// sentences as they were, so retraining after one phrase file changes moves only that intent.
    @Test func eachIntentDrawnWithItsOwnGeneratorKeepsItsSamplesWhenAnotherIntentChanges() {
        let (more, diagnostics) = PhraseFileReader.read("""
        language: en
        intents:
          Order:
            data:
              - sentences:
                  - "(order|get) [me] <size> {flavor} [ice cream] [(please|now)]"
                  - "{count} scoops of {flavor} for {name}"
          Cancel:
            data:
              - sentences: ["cancel [my] order", "(drop|scrap|forget) [the] [last] order [(now|please)]"]
        lists:
          flavor: {values: [vanilla, chocolate, "mint chip"]}
          count: {range: {from: 1, to: 5}}
          name: {wildcard: true}
        expansion_rules:
          size: "(a small|a large|one)"
        """, file: "more.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        func samples(_ phrases: PhraseSet) -> [(intent: String, text: String)] {
            TemplateSampler(phrases).samples(perIntent: 12, random: { intent in SplitMix(intent.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }) }) { _, _, _ in "sam" }
        }
        let before = samples(phrases), after = samples(more)
        #expect(before.filter { $0.intent == "Order" }.map(\.text) == after.filter { $0.intent == "Order" }.map(\.text))
        #expect(before.filter { $0.intent == "Cancel" }.map(\.text) != after.filter { $0.intent == "Cancel" }.map(\.text))
    }

    @Test func leadWordsAreTheWordsRightBeforeEachSlot() throws {
        let template = try Template("[show] meetings (with|alongside) {attendee} [about {query}] [in] {range}")
        let leads = template.slotLeadWords
        #expect(leads["attendee"] == ["with", "alongside"])
        #expect(leads["query"] == ["about"])
        // Before {range}: "in" (optional), then what ends the optional "about {query}", then "with"/"alongside"'s slot.
        #expect(leads["range"]?.contains("in") == true)
    }

    @Test func trailWordsAreTheWordsRightAfterEachSlot() throws {
        let template = try Template("show [the] {note} note [in full]")
        #expect(template.slotTrailWords["note"] == ["note"])
        let optional = try Template("open {memory} [in full] [please]")
        #expect(optional.slotTrailWords["memory"] == ["in", "please"])
    }
}

/// A seeded generator for the tests (SplitMix64).
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(_ seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
