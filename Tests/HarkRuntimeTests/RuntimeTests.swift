import Foundation
import IntentKit
import PhraseKit
import Testing
import SpokenKit

@testable import HarkRuntime

// The test intents are shared with IntentKitTests by path, so both targets see them.

/// The test phrases for `OrderIceCream` and `ArchiveProject`.
func testPhrases() -> PhraseSet {
    let (phrases, diagnostics) = PhraseFileReader.read("""
    language: en
    intents:
      OrderIceCream:
        data:
          - sentences:
              - "[i want] {scoops} scoop[s] of {flavor}"
              - "order [some] ice cream"
              - "order {flavor} ice cream [with {toppings}]"
      ArchiveProject:
        data:
          - sentences: ["archive [the] {project} project"]
    """, file: "test.yaml")
    #expect(diagnostics.isEmpty)
    return phrases
}

func runtime() throws -> Runtime {
    try Runtime(registry: try IntentRegistry([OrderIceCream.self, ArchiveProject.self]), phrases: testPhrases())
}

func context(_ answers: [String]? = nil) -> IntentContext {
    IntentContext(now: Date(timeIntervalSince1970: 1_800_000_000), calendar: Calendar(identifier: .gregorian),
                  asker: answers.map { ScriptedAsker(answers: $0) } ?? NoTerminal())
}

@Suite struct RuntimeTests {
    @Test func slotsAreTypedByTheirParameters() async throws {
        let outcome = await try runtime().run("I want three scoops of cocoa", context: context())
        guard case .done(let understanding, let result) = outcome else { Issue.record("\(outcome)"); return }
        #expect(result.dialog == "3 chocolate.")
        #expect(understanding.parameters["scoops"] == .int(3))
        #expect(understanding.parameters["flavor"] == .string("chocolate"))
        #expect(understanding.parameters["cone"] == .null)
        #expect(await try runtime().run("order plain ice cream with sprinkles and nuts", context: context()).dialog
                == "1 vanilla with sprinkles and nuts.")
    }

    @Test func outOfRangeValuesAreAnsweredInWords() async throws {
        let outcome = await try runtime().run("9 scoops of vanilla", context: context())
        guard case .failed(_, let dialog, _, _) = outcome else { Issue.record("\(outcome)"); return }
        #expect(dialog == "The scoops must be between 1 and 5.")
    }

    @Test func missingValuesAreAskedForOnATerminal() async throws {
        let asker = ScriptedAsker(answers: ["durian", "mint chip"])
        var withTerminal = context()
        withTerminal.asker = asker
        let outcome = await try runtime().run("order some ice cream", context: withTerminal)
        #expect(outcome.dialog == "1 mint chip.")
        #expect(await asker.questions == ["Which flavor would you like?",
                                          "I couldn't use “durian” as the flavor: expected one of: Vanilla, Chocolate, Mint chip. Which flavor would you like?"])
    }

    /// Pressing Enter is no answer: the question is asked again, up to three times in all.
    @Test func aBlankAnswerIsAskedAgain() async throws {
        let asker = ScriptedAsker(answers: ["", "  ", "vanilla"])
        var withTerminal = context()
        withTerminal.asker = asker
        #expect(await try runtime().run("order some ice cream", context: withTerminal).dialog == "1 vanilla.")
        #expect(await asker.questions == Array(repeating: "Which flavor would you like?", count: 3))
        let blank = ScriptedAsker(answers: ["", "", ""])
        withTerminal.asker = blank
        guard case .failed = await try runtime().run("order some ice cream", context: withTerminal) else {
            Issue.record("three blank answers did not stop"); return
        }
    }

    @Test func missingValuesWithoutATerminalSayWhatIsMissing() async throws {
        let outcome = await try runtime().run("order some ice cream", context: context())
        guard case .needsInput(let intent, let parameter, let question) = outcome else { Issue.record("\(outcome)"); return }
        #expect(intent == "OrderIceCream" && parameter == "flavor" && question == "Which flavor would you like?")
    }

    @Test func entitiesAreFoundByTheirQueryAndAmbiguityIsAsked() async throws {
        let asker = ScriptedAsker(answers: ["2", "yes"])
        var withTerminal = context()
        withTerminal.asker = asker
        let outcome = await try runtime().run("archive the garden project", context: withTerminal)
        #expect(outcome.dialog == "Archived Garden path.")
        #expect(await asker.questions == ["Which one did you mean: 1. Garden shed, 2. Garden path?",
                                          "Are you sure you want to archive project “Garden path”?"])
        #expect(await try runtime().run("archive the attic project", context: context()).dialog == "I couldn't find a project called “attic”.")
    }

    @Test func destructiveIntentsAreConfirmed() async throws {
        var declining = context()
        declining.asker = ScriptedAsker(answers: ["no"])
        guard case .declined = await try runtime().run("archive the garden shed project", context: declining) else {
            Issue.record("expected a decline"); return
        }
        guard case .needsInput(_, "confirmation", _) = await try runtime().run("archive the garden shed project", context: context()) else {
            Issue.record("expected a confirmation to be needed"); return
        }
    }

    @Test func intentErrorsAreConversational() async throws {
        var confirming = context()
        confirming.asker = ScriptedAsker(answers: ["yes"])
        let outcome = await try runtime().run("archive the kitchen project", context: confirming)
        guard case .failed(let intent, let dialog, _, _) = outcome else { Issue.record("\(outcome)"); return }
        #expect(intent == "ArchiveProject")
        #expect(dialog == "The kitchen project can't be archived while it has open tasks.")
    }

    @Test func unknownSentencesGetTheClosestPhrases() async throws {
        let outcome = await try runtime().run("order a pizza", context: context())
        guard case .notUnderstood(_, let suggestions) = outcome else { Issue.record("\(outcome)"); return }
        #expect(suggestions.first == "order ice cream")
        #expect(outcome.dialog.hasPrefix("Sorry, I didn't understand “order a pizza”. Try: “order ice cream”"))
    }

    @Test func intentsRunByNameWithTypedArguments() async throws {
        let outcome = await try runtime().run(intent: "OrderIceCream", arguments: [("flavor", .string("vanilla")), ("scoops", .string("2")),
                                                                                   ("cone", .string("yes"))], context: context())
        #expect(outcome.dialog == "2 vanilla in a cone.")
        let unknown = await try runtime().run(intent: "OrderIceCream", arguments: [("sauce", .string("hot"))], context: context())
        #expect(unknown.dialog == "OrderIceCream has no parameter “sauce”. Its parameters: scoops, flavor, cone, toppings.")
    }

    @Test func phrasesThatDoNotFitTheRegistryAreRejected() throws {
        let (phrases, _) = PhraseFileReader.read("""
        language: en
        intents:
          OrderIceCream:
            data:
              - sentences: ["{scoops} scoops please", "a {size} cone"]
        """, file: "bad.yaml")
        #expect(throws: PhraseErrors.self) { try Runtime(registry: try IntentRegistry([OrderIceCream.self]), phrases: phrases) }
        do {
            _ = try Runtime(registry: try IntentRegistry([OrderIceCream.self]), phrases: phrases)
        } catch let errors as PhraseErrors {
            #expect(errors.diagnostics.map(\.description).contains { $0.hasPrefix("bad.yaml:5:50: error: slot {size} is not a parameter of OrderIceCream") })
        } catch {
            Issue.record("\(error)")
        }
    }
}

/// A reminder: a date said in words next to free text.
struct Remind: AppIntent {
    static let title = "Remind"
    static let description = "Sets a reminder."
    @Parameter(title: "When") var when: Date
    @Parameter(title: "Task") var task: String
    @Parameter(title: "For", default: nil) var length: Duration?

    func perform(_ context: IntentContext) async throws -> IntentResult {
        let zone = context.calendar.timeZone
        let extra = length.map { " for \($0.components.seconds) s" } ?? ""
        return .result(dialog: "\(task) at \(ISO8601Text.string(when, in: zone))\(extra)")
    }
}

@Suite struct SpokenSlotTests {
    func remindRuntime() throws -> Runtime {
        let (phrases, diagnostics) = PhraseFileReader.read("""
        language: en
        intents:
          Remind:
            data:
              - sentences:
                  - "remind me {when} to {task}"
                  - "remind me to {task} {when}"
                  - "remind me to {task} {when} for {length}"
        """, file: "remind.yaml")
        #expect(diagnostics.isEmpty)
        return try Runtime(registry: try IntentRegistry([Remind.self]), phrases: phrases)
    }

    /// Wednesday 2026-11-25 10:30 in Berlin.
    func berlin() throws -> IntentContext {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        calendar.firstWeekday = 2
        return IntentContext(now: try #require(ISO8601Text.date("2026-11-25T10:30:00+01:00")), calendar: calendar)
    }

    /// The date slot knows where the date ends; the wildcard gets only the rest, on either side.
    @Test func aDateInsideASentenceIsReadAndTheTextKeptApart() async throws {
        let runtime = try remindRuntime()
        let context = try berlin()
        #expect(await runtime.run("remind me next thursday at 3 to call mom", context: context).dialog
                == "call mom at 2026-11-26T15:00:00+01:00")
        #expect(await runtime.run("remind me to water the plants tomorrow morning", context: context).dialog
                == "water the plants at 2026-11-26T09:00:00+01:00")
        #expect(await runtime.run("remind me to stretch in 20 minutes", context: context).dialog
                == "stretch at 2026-11-25T10:50:00+01:00")
        #expect(await runtime.run("remind me to call the bank on friday at 9am for half an hour", context: context).dialog
                == "call the bank at 2026-11-27T09:00:00+01:00 for 1800 s")
        let explained = runtime.explain("remind me next thursday at 3 to call mom")
        #expect(explained.first?.slots.first { $0.name == "when" }?.text == "next thursday at 3")
        #expect(explained.first?.slots.first { $0.name == "task" }?.text == "call mom")
    }

    /// Words that are no date don't fill a date slot: the sentence is not understood (and a
    /// date given by a script is explained in words).
    @Test func anUnreadableDateIsNotADate() async throws {
        let outcome = await try remindRuntime().run("remind me to call mom the 45th of smarch", context: try berlin())
        guard case .notUnderstood = outcome else { Issue.record("\(outcome)"); return }
        let scripted = await try remindRuntime().run(intent: "Remind", arguments: [("when", .string("the 45th of smarch")), ("task", .string("x"))],
                                                     context: try berlin())
        #expect(scripted.dialog.contains("expected a date or time"))
    }
}
