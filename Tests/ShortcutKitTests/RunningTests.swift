import Foundation
import HarkValue
import Testing

@testable import ShortcutKit

/// Shortcuts run as written: intents called with their arguments, variables, conditions, loops,
/// questions; failures and limits stop them with clear words.
@Suite struct RunningTests {
    let checkIn = moodCheckIn

    @Test func callsIntentsWithTheirArgumentsAndSaysWhatItIsTold() async {
        let intents = FakeIntents { name, arguments in
            name == "MoodHistory" ? .done(dialog: "7 moods this week.", spoken: "", value: .map(["count": .int(7)]))
                : .done(dialog: "Added.", spoken: "", value: .null)
        }
        let run = await run(checkIn, parameters: ["feeling": .string("calm")], intents: intents)
        #expect(run.ending == .finished)
        #expect(intents.made.map(\.0) == ["AddMood", "MoodHistory"])
        #expect(intents.made.first?.1 == ["title": .string("calm")])
        #expect(run.said == ["A busy week for feelings: 7 moods this week."])
        #expect(run.result == .map(["count": .int(7)]))
        #expect(run.steps == 5)
        // AddMood's result is read for its dialog only: its value is not asked for.
        #expect(intents.valuesWanted == [false, true])
    }

    @Test func asksForAMissingParameterAndStopsWithTheQuestionWhenNobodyCanAnswer() async {
        let asker = ScriptedAsker(["tired"])
        let asked = await run(checkIn, asker: asker)
        #expect(asker.questions == ["How are you feeling?"])
        #expect(asked.parameters["feeling"] == .string("tired"))
        let intents = FakeIntents()
        let unanswered = await run(checkIn, intents: intents)
        #expect(unanswered.ending == .needsInput("How are you feeling?"))
        #expect(intents.made.isEmpty)
    }

    @Test func aFailingStepStopsTheShortcutAndNamesTheStepUnlessToldToGoOn() async {
        let failing = FakeIntents { name, _ in name == "AddMood" ? .failed("The database is read-only.") : .done(dialog: "ok", spoken: "ok", value: .null) }
        let stopped = await run(checkIn, parameters: ["feeling": .string("calm")], intents: failing)
        #expect(stopped.ending == .failed("test.yaml:9:5: AddMood failed: The database is read-only."))
        #expect(failing.made.count == 1)
        let goingOn = await run("""
            steps:
              - intent: AddMood
                with: {title: calm}
                as: added
                continue_on_error: true
              - say: "went on after: ${added.dialog}"
            """, intents: failing)
        #expect(goingOn.ending == .finished)
        #expect(goingOn.said == ["went on after: AddMood failed: The database is read-only."])
    }

    @Test func loopsChoicesAndVariables() async {
        let run = await run("""
            parameters:
              names: {type: text, default: "ann,bo,cy"}
            steps:
              - set: {total: 0, people: [ann, bo, cy]}
              - repeat:
                  for_each: "${people}"
                  steps:
                    - set: {total: "${total + index}"}
                    - say: "${index}: ${upper(item)}"
              - repeat:
                  count: 2
                  steps:
                    - set: {total: "${total * 2}"}
              - repeat:
                  while: "total > 20"
                  steps:
                    - set: {total: "${total - 5}"}
              - choose:
                  - when: "total == 0"
                    then: [{say: zero}]
                  - when: "total > 10 and people contains 'bo'"
                    then: [{say: "big: ${total}, ${count(people)} people, ${join(people, ' & ')}"}]
                default:
                  - say: small
              - result: "${total}"
            """)
        #expect(run.ending == .finished)
        #expect(run.said == ["1: ANN", "2: BO", "3: CY", "big: 19, 3 people, ann & bo & cy"])
        #expect(run.result == .int(19))
    }

    @Test func stopEndsTheRunAndAnErrorStopFails() async {
        let stopped = await run("steps:\n  - say: one\n  - stop: Nothing more to do.\n  - say: never\n")
        #expect(stopped.ending == .stopped("Nothing more to do."))
        #expect(stopped.said == ["one", "Nothing more to do."])
        let failed = await run("steps:\n  - stop: \"No moods yet\"\n    error: true\n")
        #expect(failed.ending == .failed("test.yaml:2:5: No moods yet"))
        #expect(!failed.succeeded)
    }

    @Test func menusAndQuestionsAreAskedAndTheirAnswersTyped() async {
        let yaml = """
            steps:
              - ask: "How many?"
                as: howMany
                type: number
              - menu: "Which one?"
                options:
                  - label: Tea
                    steps: [{say: "tea for ${howMany * 2}"}]
                  - label: Coffee
                    steps: [{say: coffee}]
                as: drink
              - say: "${drink}"
            """
        let answered = await run(yaml, asker: ScriptedAsker(["three", "Tea"]))
        #expect(answered.said == ["tea for 6", "Tea"])
        let retried = await run(yaml, asker: ScriptedAsker(["lots", "4", "Coffee"]))
        #expect(retried.said == ["coffee", "Coffee"])
        let unanswered = await run(yaml, asker: ScriptedAsker(["2"]))
        #expect(unanswered.ending == .needsInput("Which one? Tea, Coffee"))
    }

    @Test func limitsStopARunawayShortcut() async {
        let forever = await run("steps:\n  - repeat:\n      while: \"true\"\n      max: 10000\n      steps: [{set: {x: 1}}]\n", limits: Limits(steps: 500))
        #expect(forever.ending == .limitReached("the shortcut ran more than 500 steps, so I stopped it"))
        let bounded = await run("steps:\n  - repeat:\n      while: \"true\"\n      max: 3\n      steps: [{set: {x: 1}}]\n")
        #expect(bounded.ending == .failed("test.yaml:2:5: the 'while' loop ran 3 rounds (its 'max'), so I stopped it"))
        let slow = await run("steps:\n  - say: hi\n", limits: Limits(seconds: -1))
        #expect(slow.ending == .limitReached("the shortcut ran longer than -1 seconds, so I stopped it"))
    }

    @Test func shortcutsCallShortcutsAndADryRunChangesNothing() async {
        let intents = FakeIntents()
        let others = ["log-it": "parameters: {what: text}\nsteps:\n  - intent: AddMood\n    with: {title: \"${what}\"}\n  - say: \"logged ${what}\"\n  - result: 42\n"]
        let yaml = """
            steps:
              - shortcut: log-it
                with: {what: happy}
                as: logged
              - intent: MoodHistory
                as: week
              - say: "${logged.dialog} (${logged.value})"
            """
        let real = await run(yaml, intents: intents, others: others)
        #expect(real.said == ["logged happy", "logged happy (42)"])
        #expect(intents.made.map(\.0) == ["AddMood", "MoodHistory"])
        let dryIntents = FakeIntents()
        let dry = await run(yaml, intents: dryIntents, others: others, dryRun: true)
        #expect(dryIntents.made.map(\.0) == ["MoodHistory"])
        #expect(dry.plan.contains("log-it.yaml:3:5: AddMood {title: happy} (not run: it changes data)"))
        #expect(dry.plan.contains("test.yaml:5:5: MoodHistory {}"))
    }

    @Test func badParametersAreRefusedInWords() async {
        let unknown = await run(checkIn, parameters: ["mood": .string("x")])
        #expect(unknown.ending == .failed("test has no parameter 'mood' (its parameters: feeling)"))
        let typed = await run("parameters: {n: number}\nsteps:\n  - say: \"${n + 1}\"\n", parameters: ["n": .string("twelve")])
        #expect(typed.said == ["13"])
        let wrong = await run("parameters: {n: number}\nsteps:\n  - say: \"${n}\"\n", parameters: ["n": .string("many")])
        #expect(wrong.ending == .failed("test: 'n' is a number: expected a number"))
    }
}
