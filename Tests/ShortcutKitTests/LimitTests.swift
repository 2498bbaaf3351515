import Foundation
import HarkValue
import IntentKit
import Testing

@testable import ShortcutKit

/// One shortcut file cannot take Hark down: expressions too deep or too long are problems with a
/// place, values too large stop the run with a message, and impossible repeats fail validation.
@Suite struct LimitTests {
    @Test func deeplyNestedParenthesesAreAProblemNotACrash() throws {
        let deep = String(repeating: "(", count: 2_000) + "1" + String(repeating: ")", count: 2_000)
        #expect(throws: ExpressionError.self) { try ExpressionParser.expression(deep) }
        #expect(throws: ExpressionError.self) { try ExpressionParser.text("${" + deep + "}") }
        #expect(throws: ExpressionError.self) { try ExpressionParser.expression(String(repeating: "not ", count: 5_000) + "true") }
        #expect(throws: ExpressionError.self) { try ExpressionParser.expression(String(repeating: "-", count: 5_000) + "1") }
        #expect(throws: ExpressionError.self) { try ExpressionParser.expression(String(repeating: "[", count: 5_000)) }
        // Within the limits it reads as before.
        let fine = String(repeating: "(", count: 20) + "1" + String(repeating: ")", count: 20)
        #expect((try? ExpressionParser.expression(fine))?.kind == .literal(.int(1)))
    }

    @Test func aVeryLongExpressionIsAProblemNotACrash() {
        let long = Array(repeating: "1", count: 100_000).joined(separator: " + ")
        #expect(throws: ExpressionError(message: "the expression is longer than 512 words and symbols", offset: 1_025)) {
            try ExpressionParser.expression(long)
        }
    }

    @Test func aShortcutWithADeepExpressionIsNamedWhereItIs() {
        let deep = String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
        let found = problems("steps:\n  - if: \"\(deep) > 0\"\n    then:\n      - say: yes\n")
        #expect(found.count == 1)
        #expect(found.first?.hasPrefix("test.yaml:2:") == true && found.first?.contains("nests more than 32 deep") == true, "\(found)")
    }

    @Test func aTextDoubledUntilItIsHugeStopsTheRunWithAMessage() async {
        let run = await run("""
            steps:
              - set: {text: "abcdefghijklmnopqrstuvwxyz"}
              - repeat:
                  count: 40
                  steps:
                    - set: {text: "${text}${text}"}
              - say: "${text.count}"
            """)
        guard case .failed(let message) = run.ending else { Issue.record("\(run.ending)"); return }
        #expect(message.contains("longer than 1000000 bytes"), "\(message)")
    }

    /// What one run says in all is limited too: many large lines stop it with a message.
    @Test func aRunThatSaysTooMuchInAllStopsWithAMessage() async {
        let run = await run("""
            steps:
              - set: {text: "abcdefghijklmnopqrstuvwxyz"}
              - repeat:
                  count: 15
                  steps:
                    - set: {text: "${text}${text}"}
              - repeat:
                  count: 2000
                  steps:
                    - say: "${text}"
            """)
        guard case .failed(let message) = run.ending else { Issue.record("\(run.ending)"); return }
        #expect(message.contains("more than 10000000 bytes in all"), "\(message)")
        #expect(run.said.reduce(0) { $0 + $1.utf8.count } <= Limits.maximumOutputBytes)
    }

    @Test func aRepeatThatCouldNeverFinishFailsValidation() {
        let found = problems("steps:\n  - repeat:\n      count: 100000000\n      steps:\n        - say: hi\n")
        #expect(found.count == 1)
        #expect(found.first?.contains("'count' of 100000000 is more rounds than a run may take (10000)") == true, "\(found)")
    }
}

/// An intent that takes its time, stopping when cancelled (as Hark's long intents do between batches).
struct SlowIntents: IntentCalling {
    let seconds: Double
    func call(_ intent: String, arguments: [String: PhraseValue], wantsValue: Bool, asker: any Asker) async -> IntentCallOutcome {
        do {
            try await Task.sleep(for: .seconds(seconds))
            return .done(dialog: "\(intent) done", spoken: "\(intent) done", value: .null)
        } catch {
            return .failed("\(intent) was stopped before it changed anything")
        }
    }
}

/// The run's time limit holds inside a step: a slow intent is cancelled, waited for, and named.
@Suite struct DeadlineInsideAStepTests {
    @Test func aSlowIntentIsStoppedAtTheDeadline() async throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        guard let read = shortcut("steps:\n  - intent: AddMood\n    with: {title: calm}\n  - say: after\n").0 else { Issue.record("unreadable"); return }
        // The intent would take an hour; the run may take 0.3 s. (Under a full test run on two
        // cores the shared threads have been busy for over five minutes, so the bound on the time
        // taken is loose: the message below says the intent was stopped, not finished.)
        let runner = ShortcutRunner(library: ["test": read], catalog: testCatalog, intents: SlowIntents(seconds: 3600), asker: ScriptedAsker(),
                                    clock: { Date() }, calendar: calendar, limits: Limits(seconds: 0.3))
        let started = Date()
        let run = await runner.run(read, parameters: [:])
        #expect(Date().timeIntervalSince(started) < 1800)
        guard case .limitReached(let message) = run.ending else { Issue.record("\(run.ending)"); return }
        #expect(message.contains("during AddMood") && message.contains("it stopped: AddMood was stopped before it changed anything"), "\(message)")
        #expect(run.said.isEmpty)
    }

    @Test func anIntentThatEndsInTimeIsNotTouched() async throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        guard let read = shortcut("steps:\n  - intent: AddMood\n    with: {title: calm}\n  - say: after\n").0 else { Issue.record("unreadable"); return }
        let runner = ShortcutRunner(library: ["test": read], catalog: testCatalog, intents: SlowIntents(seconds: 0.05), asker: ScriptedAsker(),
                                    clock: { Date() }, calendar: calendar, limits: Limits(seconds: 600))
        let run = await runner.run(read, parameters: [:])
        #expect(run.ending == .finished)
        #expect(run.said == ["after"])
    }
}
