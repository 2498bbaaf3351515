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
