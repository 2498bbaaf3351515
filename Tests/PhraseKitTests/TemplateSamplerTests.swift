import PhraseKit
import Testing

@Suite struct TemplateSamplerTests {
    let phrases = Self.phrases(cancel: #"["cancel [my] order"]"#)

    /// The test phrases, with `cancel` as the Cancel intent's sentences (a YAML list).
    static func phrases(cancel: String) -> PhraseSet {
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
              - sentences: \(cancel)
        lists:
          flavor: {values: [vanilla, chocolate, "mint chip"]}
          count: {range: {from: 1, to: 5}}
          name: {wildcard: true}
        expansion_rules:
          size: "(a small|a large|one)"
        """, file: "test.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return phrases
    }

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
        let more = Self.phrases(cancel: #"["cancel [my] order", "(drop|scrap|forget) [the] [last] order [(now|please)]"]"#)
        func samples(_ phrases: PhraseSet) -> [(intent: String, text: String)] {
            TemplateSampler(phrases).samples(perIntent: 12, random: { intent in SplitMix64(seed: intent.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }) }) { _, _, _ in "sam" }
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
