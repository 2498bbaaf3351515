import Foundation
import IntentKit
import LearnedReader
import PhraseKit
import Testing

@testable import HarkRuntime

/// The test runtime with a learned reader trained on its phrases and a few people's sentences.
func runtimeWithReader(act: Double = 0.6, actWhenFitted: Double = 0.4, ask: Double = 0.25) throws -> Runtime {
    var runtime = try runtime()
    let phrases = testPhrases()
    let corpus: [ReaderTraining.Sentence] = [
        .init(intent: "OrderIceCream", text: "could I get a cone of chocolate"), .init(intent: "OrderIceCream", text: "ice cream time, vanilla"),
        .init(intent: "OrderIceCream", text: "gimme 2 scoops mint chip"), .init(intent: "OrderIceCream", text: "i fancy some ice cream"),
        .init(intent: "ArchiveProject", text: "put the garden project away"), .init(intent: "ArchiveProject", text: "we're done with kitchen, archive it"),
        .init(intent: "ArchiveProject", text: "shelve the project called garden path"),
        .init(intent: nil, text: "my sister ate all the ice cream yesterday"), .init(intent: nil, text: "the project meeting ran long"),
        .init(intent: nil, text: "ok"), .init(intent: nil, text: "thanks"), .init(intent: nil, text: "ice cream is bad for you"),
        .init(intent: nil, text: "i archived my old photos last year"), .init(intent: nil, text: "what a lovely day"),
    ]
    var model = ReaderTraining.model(phrases: phrases, registry: runtime.registry, corpus: corpus,
                                     exact: { runtime.read($0)?.intent }, evidence: { runtime.evidence(for: $0, as: $1) })
    model.thresholds = .init(act: act, actWhenFitted: actWhenFitted, ask: ask)
    let trained = model
    runtime.learnedReader = Lazy { trained }
    return runtime
}

@Suite struct LearnedReadingTests {
    @Test func anExactMatchStaysExact() throws {
        guard case .exact(let reading) = try runtimeWithReader().interpret("order some ice cream") else { Issue.record("not exact"); return }
        #expect(reading.intent == "OrderIceCream")
    }

    @Test func aRequestWrappedInPolitenessIsReadWithItsValues() async throws {
        let runtime = try runtimeWithReader()
        let sentence = "um hey could you please order chocolate ice cream for me? thanks so much"
        #expect(runtime.read(sentence) == nil)
        guard case .learned(let learned) = runtime.interpret(sentence) else { Issue.record("not read by the reader"); return }
        #expect(learned.intent == "OrderIceCream" && learned.isActedOn)
        #expect(learned.matched == "order chocolate ice cream")
        #expect(await runtime.run(sentence, context: context()).dialog == "1 chocolate.")
    }

    @Test func valuesAreFoundWithoutATemplate() async throws {
        let runtime = try runtimeWithReader(act: 0.3)
        let sentence = "ice cream time: three scoops, mint chip"
        guard case .learned(let learned) = runtime.interpret(sentence) else { Issue.record("not read by the reader"); return }
        #expect(learned.recognition == nil)
        #expect(Set(learned.slots.map(\.name)) == ["scoops", "flavor"])
        #expect(await runtime.run(sentence, context: context()).dialog == "3 mint chip.")
    }

    @Test func anUnsureReadingIsAskedAboutAndARefusalDoesNothing() async throws {
        let runtime = try runtimeWithReader(act: 0.999, actWhenFitted: 0.999, ask: 0.2)
        let outcome = await runtime.run("could I get a cone of vanilla", context: context(["no"]))
        guard case .declined(let intent, _) = outcome else { Issue.record("\(outcome)"); return }
        #expect(intent == "OrderIceCream")
        let unanswered = await runtime.run("could I get a cone of vanilla", context: context())
        guard case .unsure(_, _, let suggested, _) = unanswered else { Issue.record("\(unanswered)"); return }
        #expect(suggested == "OrderIceCream")
    }

    @Test func sentencesThatAreNotForHarkAreNotActedOn() async throws {
        let runtime = try runtimeWithReader()
        for sentence in ["my brother ate the ice cream", "ok thanks", "what a lovely evening"] {
            #expect(runtime.interpret(sentence).acted == nil, "\(sentence)")
        }
    }

    @Test func withoutAModelOnlyPhrasesAndFuzzyReadingsAreUsed() throws {
        let plain = try runtime()
        #expect(plain.learnedRead("could I get a cone of vanilla") == nil)
        #expect(plain.interpret("could I get a cone of vanilla").acted == nil)
    }
}

@Suite struct ValueBoundaryTests {
    func cut(_ text: String) throws -> String? {
        let slot = SlotMatch(name: "project", value: .string(text), text: text, source: .wildcard, verbatim: text)
        return try runtime().cutAtBoundary(slot, intent: "ArchiveProject").value.stringValue
    }

    @Test func aLookedUpValueEndsWhereTheRequestEnds() throws {
        #expect(try cut("garden shed? it is full of junk") == "garden shed")
        #expect(try cut("garden shed — can you do it now") == "garden shed")
        #expect(try cut("the kitchen. I am done with it") == "the kitchen")
        #expect(try cut("garden path thanks so much") == "garden path")
        #expect(try cut("garden path, it is finished") == "garden path")
        #expect(try cut("garden path, archive please") == "garden path")
    }

    @Test func aSignOffIsNoPartOfAValueEvenOneKeptAsSaid() {
        #expect(Runtime.withoutSignOff("tax documents, would you?") == "tax documents")
        #expect(Runtime.withoutSignOff("the plumber comes on friday. Thanks a lot!") == "the plumber comes on friday")
        #expect(Runtime.withoutSignOff("packing list, if you don't mind") == "packing list")
        #expect(Runtime.withoutSignOff("I said no, so I") == "I said no, so I")
        #expect(Runtime.withoutSignOff("we ship. done") == "we ship. done")
        #expect(Runtime.withoutSignOff("v1.2, please") == "v1.2")
    }

    @Test func aLookedUpValueLeavesOutItsLinkingWord() throws {
        #expect(try cut("of the garden path") == "the garden path")
        #expect(try cut("out of the garden path") == "the garden path")
        #expect(try cut("about") == "about")
    }

    @Test func whatIsPartOfAValueIsKept() throws {
        #expect(try cut("/tmp/x-1/said.json") == "/tmp/x-1/said.json")
        #expect(try cut("Mr. Nguyen") == "Mr. Nguyen")
        #expect(try cut("hark.json") == "hark.json")
        #expect(try cut("thanks") == "thanks")
    }
}

@Suite struct WildcardRuleTests {
    /// Phrases where a project's template is one wide wildcard: "{project} project".
    func wideRuntime(act: Double) throws -> Runtime {
        let (phrases, diagnostics) = PhraseFileReader.read("""
        language: en
        intents:
          OrderIceCream:
            data:
              - sentences: ["[i want] {scoops} scoop[s] of {flavor}", "order {flavor} ice cream"]
          ArchiveProject:
            data:
              - sentences: ["{project} project"]
        """, file: "wide.yaml")
        #expect(diagnostics.isEmpty)
        var runtime = try Runtime(registry: try IntentRegistry([OrderIceCream.self, ArchiveProject.self]), phrases: phrases)
        let corpus: [ReaderTraining.Sentence] = [
            .init(intent: "OrderIceCream", text: "two scoops of chocolate please"), .init(intent: "OrderIceCream", text: "i would love some vanilla"),
            .init(intent: "OrderIceCream", text: "three scoops of mint chip for me"), .init(intent: "OrderIceCream", text: "can i get chocolate"),
            .init(intent: "ArchiveProject", text: "archive the garden project"), .init(intent: "ArchiveProject", text: "shelve the kitchen project"),
            .init(intent: nil, text: "the weather is nice"), .init(intent: nil, text: "ok"),
        ]
        var model = ReaderTraining.model(phrases: phrases, registry: runtime.registry, corpus: corpus,
                                         exact: { runtime.read($0)?.intent }, evidence: { runtime.evidence(for: $0, as: $1) })
        model.thresholds = .init(act: act, actWhenFitted: act, ask: 0.2)
        let trained = model
        runtime.learnedReader = Lazy { trained }
        return runtime
    }

    /// A match that rests on a wildcard gives way to another intent the reader is sure of, when
    /// that intent's values are found in the sentence; when the reader is unsure, the match stands.
    @Test func aWildcardMatchGivesWayToAnIntentTheReaderIsSureOf() throws {
        let sentence = "i want two scoops of chocolate for the team project"
        let sure = try wideRuntime(act: 0.5)
        guard case .exact(let exact) = try wideRuntime(act: 1).interpret(sentence) else { Issue.record("no exact match"); return }
        #expect(exact.intent == "ArchiveProject")
        let prediction = try #require(sure.predict(sentence))
        #expect(prediction.best.intent == "OrderIceCream" && prediction.best.probability >= 0.5, "\(prediction.ranked.prefix(2))")
        guard case .learned(let learned) = sure.interpret(sentence) else { Issue.record("the reader did not win"); return }
        #expect(learned.intent == "OrderIceCream")
        #expect(Set(learned.slots.map(\.name)) == ["scoops", "flavor"])
    }
}
