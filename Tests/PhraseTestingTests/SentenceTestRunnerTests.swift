import PhraseTesting
import Testing

import PhraseKit

/// Builds a recognizer from YAML written in the test.
private func recognizer(_ yaml: String) -> Recognizer {
    let (phrases, diagnostics) = PhraseFileReader.read(yaml, file: "test.yaml")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    return Recognizer(phrases: phrases)
}

@Suite struct SentenceTestRunnerTests {
    @Test func reportsEachFailureWithExpectedAndActual() {
        let phrases = recognizer("""
        language: en
        intents:
          Mood:
            data:
              - sentences: ["i feel {mood}"]
        lists:
          mood: {values: [happy, sad]}
        """)
        let (tests, diagnostics) = SentenceTestFile.read("""
        language: en
        tests:
          - sentences: ["i feel happy", "i feel sad"]
            intent: {name: Mood, slots: {mood: happy}}
          - sentences: ["i feel nothing"]
            intent: null
          - sentences: ["i feel happy"]
            intent: {name: Mood, slots: {mood: {value: happy}}}
        """, file: "t.yaml")
        #expect(diagnostics.isEmpty)
        let report = SentenceTestRunner.run([tests], with: phrases)
        #expect(report.summary == "3 passed, 1 failed")
        #expect(report.failures.first?.location.description == "t.yaml:3:34")
        #expect(report.failures.first?.description.contains("slot 'mood' is sad, not happy") == true)
    }

    @Test func unexpectedSlotsFail() {
        let phrases = recognizer("""
        language: en
        intents:
          Note:
            data:
              - sentences: ["note {text}"]
        lists:
          text: {wildcard: true}
        """)
        let (tests, _) = SentenceTestFile.read("tests:\n  - sentences: [\"note buy milk\"]\n    intent: {name: Note}\n", file: "t.yaml")
        #expect(SentenceTestRunner.run([tests], with: phrases).failures.first?.actual.contains("unexpected slot 'text'") == true)
    }
}
