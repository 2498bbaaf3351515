import Foundation
import Testing

@testable import ShortcutKit

/// Every problem is found in one pass, each where it was written.
@Suite struct ValidationTests {
    @Test func aSoundShortcutHasNoProblems() {
        #expect(problems(moodCheckIn) == [])
    }

    @Test func unknownIntentsArgumentsAndMissingOnesAreNamedWhereTheyAre() {
        #expect(problems("""
            steps:
              - intent: AddMod
              - intent: AddMood
                with: {titel: happy}
              - intent: MoodHistory
                with: {period: "the day after the apocalypse", limit: "lots"}
              - shortcut: nowhere
            """) == [
            "test.yaml:2:13: error: unknown intent 'AddMod' (known: AddMood, MoodHistory, StoreMemory)",
            "test.yaml:4:12: error: AddMood has no parameter 'titel' (its parameters: title, emoji)",
            "test.yaml:3:13: error: AddMood needs 'title' (give it in 'with:')",
            "test.yaml:6:21: error: 'period' of MoodHistory is a span of time: expected a span of time, such as “last week”, “since monday” or “in march”",
            "test.yaml:6:60: error: 'limit' of MoodHistory is a number: expected a number",
            "test.yaml:7:15: error: unknown shortcut 'nowhere' (known: test)",
        ])
    }

    @Test func enumArgumentsMustBeACaseOrSynonym() {
        #expect(problems("steps:\n  - intent: StoreMemory\n    with: {content: x, type: thought}\n") == [])
        #expect(problems("steps:\n  - intent: StoreMemory\n    with: {content: x, type: poem}\n") == [
            "test.yaml:3:30: error: 'type' of StoreMemory is a MemoryType: expected one of note, idea",
        ])
    }

    @Test func variablesMustBeSetBeforeTheyAreUsed() {
        #expect(problems("""
            steps:
              - say: "Hello ${name}"
              - if: "${maybe} == 1"
                then:
                  - set: {inside: 1}
                else:
                  - set: {other: 2}
              - say: "${inside}"
              - repeat:
                  count: 3
                  steps:
                    - set: {looped: "${index}"}
              - say: "${looped} ${index}"
            """) == [
            "test.yaml:2:19: error: 'name' is used before it is set (set it with 'as:', 'set:' or 'ask:', or declare it as a parameter)",
            "test.yaml:3:12: error: 'maybe' is used before it is set (set it with 'as:', 'set:' or 'ask:', or declare it as a parameter)",
            "test.yaml:8:13: error: 'inside' is used before it is set (set it with 'as:', 'set:' or 'ask:', or declare it as a parameter)",
            "test.yaml:13:13: error: 'looped' is used before it is set (set it with 'as:', 'set:' or 'ask:', or declare it as a parameter)",
            "test.yaml:13:23: error: 'index' is used before it is set (set it with 'as:', 'set:' or 'ask:', or declare it as a parameter)",
        ])
    }

    @Test func typesAreCheckedBeforeRunning() {
        #expect(problems("""
            parameters:
              n: number
              feeling: text
            steps:
              - if: "n == 'five'"
                then: [{say: x}]
              - if: "feeling > 3"
                then: [{say: x}]
              - set: {sum: "${feeling - 1}", bad: "${nothing(1)}", fine: "${round(n / 3, 1)}"}
              - intent: MoodHistory
                as: week
              - say: "${week.vaule}"
            """) == [
            "test.yaml:5:10: error: “==” compares a number with a text: they are never equal",
            "test.yaml:7:10: error: “>” compares a text with a number: compare two numbers or two texts",
            "test.yaml:9:19: error: “-” works on numbers, not a text",
            "test.yaml:9:42: error: there is no function “nothing” (there are: count, first, join, last, lower, now, number, round, text, today, upper)",
            "test.yaml:12:13: error: a step's result has “dialog”, “spoken” and “value”, not “vaule”",
        ])
    }

    @Test func fileMistakesAreFoundWhileReading() {
        #expect(problems("""
            name: Broken
            colour: blue
            steps:
              - then: [{say: hi}]
              - say: hi
                ask: what
              - if: "x >"
                then: []
              - repeat: {count: 2}
              - say: "${unclosed"
            """) == [
            "test.yaml:2:1: error: unknown key 'colour' (expected name, description, phrases, parameters, trigger or steps)",
            "test.yaml:4:5: error: 'then' without 'if'",
            "test.yaml:6:5: error: a step does one thing: this one has both 'say' and 'ask'",
            "test.yaml:7:13: error: expected a value at the end",
            "test.yaml:9:13: error: 'repeat' needs 'steps'",
            "test.yaml:10:11: error: “${” is never closed with “}”",
        ])
        #expect(problems("steps:\n  - say: a\nsteps: []\n").first?.contains("appears twice") == true)
        #expect(problems("name: [unclosed\n").first?.hasPrefix("test.yaml:2:1: error: YAML syntax") == true)
    }

    @Test func phrasesAndTriggersAreChecked() {
        #expect(problems("""
            phrases: ["log {mood", "say {what}"]
            parameters: {mood: text}
            trigger: {cron: "0 25 * * *"}
            steps: [{say: hi}]
            """) == [
            "test.yaml:1:16: error: expected '}' to close the list reference in template \"log {mood\"",
            "test.yaml:1:29: error: slot {what} is not a parameter of this shortcut (parameters: mood)",
            "test.yaml:3:20: error: cron: hour: 25 is out of range 0–23",
        ])
    }

    @Test func aShortcutMayNotCallItself() {
        #expect(problems("steps:\n  - shortcut: test\n") == ["test.yaml:2:15: error: the shortcut calls itself"])
        #expect(problems("steps:\n  - shortcut: a\n", others: ["a": "steps:\n  - shortcut: b\n", "b": "steps:\n  - shortcut: test\n"])
                == ["test.yaml:2:15: error: the shortcut calls itself through others: test → a → b → test"])
    }

    @Test func aBillionLaughsFileIsRefusedQuickly() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1..<12 { yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n" }
        yaml += "steps:\n  - say: *a11\n"
        let start = Date()
        let found = problems(yaml)
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(found.contains { $0.contains("makes more than 20000 values") })
        let large = String(repeating: "# padding\n", count: 30_000) + "steps: []\n"
        #expect(problems(large).first?.contains("a shortcut file may have at most 262144") == true)
    }
}

/// Whatever is in a file, reading and validating it answers with problems, never a crash.
@Suite struct DamagedFileTests {
    @Test func mutatedFilesGiveProblemsNotCrashes() async {
        let source = Array(moodCheckIn.unicodeScalars)
        let pieces: [String] = ["${", "}", "'", "\"", ":", "- ", "\n", "[", "]", "{", "*a", "&a ", " > ", "((", "9999999999999999999999", "\t", "#", "é"]
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<1_500 {
            var scalars = source
            for _ in 0..<1 + next(4) {
                let at = next(scalars.count)
                switch next(3) {
                case 0: scalars.remove(at: at)
                case 1: scalars.insert(contentsOf: pieces[next(pieces.count)].unicodeScalars, at: at)
                default: scalars[at] = scalars[next(scalars.count)]
                }
            }
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            let library = ShortcutLibrary(files: [ShortcutLibrary.File(id: "test", path: "test.yaml", text: String(text))], catalog: testCatalog)
            for problem in library.diagnostics {
                #expect(problem.location.line >= 1 && problem.location.column >= 1)
            }
            // What still validates also runs to an end.
            if let sound = library.runnable["test"] {
                let runner = ShortcutRunner(library: library.runnable, catalog: testCatalog, intents: FakeIntents(),
                                            asker: ScriptedAsker(["calm"]), clock: { wednesday })
                _ = await runner.run(sound, parameters: [:])
            }
        }
    }
}
