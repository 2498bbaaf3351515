import HarkRuntime
import IntentKit
import PhraseKit
import Testing

@Suite struct PhraseValidationTests {
    let registry: IntentRegistry

    init() throws { registry = try IntentRegistry([OrderIceCream.self, ArchiveProject.self]) }

    @Test func phrasesAreCheckedAgainstTheRegistry() {
        let (phrases, _) = PhraseFileReader.read("""
        language: en
        intents:
          OrderIceCream:
            data:
              - sentences: ["order {scoops} scoops of {flavour}"]
          OrderPizza:
            data:
              - sentences: ["order a pizza"]
        """, file: "p.yaml")
        let problems = registry.validate(phrases).map(\.description)
        #expect(problems.contains { $0.hasPrefix("p.yaml:5:47: error: slot {flavour} is not a parameter of OrderIceCream") })
        #expect(problems.contains { $0.contains("p.yaml:8:") && $0.contains("'OrderPizza', which is not registered") })
    }
}
