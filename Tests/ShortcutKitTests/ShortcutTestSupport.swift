import Foundation
import HarkValue
import IntentKit
import PhraseKit

@testable import ShortcutKit

/// Intents as a catalog describes them, for validating and running shortcuts without a runtime.
let testCatalog = ShortcutCatalog(intents: [
    IntentDescription(name: "AddMood", title: "Add Mood", description: "", isDestructive: false, changesData: true, parameters: [
        ParameterDescription(name: "title", title: "Mood", description: "", type: .text, isOptional: false),
        ParameterDescription(name: "emoji", title: "Emoji", description: "", type: .text, isOptional: true),
    ]),
    IntentDescription(name: "MoodHistory", title: "Mood History", description: "", isDestructive: false, changesData: false, parameters: [
        ParameterDescription(name: "period", title: "Period", description: "", type: .dateRange, isOptional: false, defaultValue: .string("this week")),
        ParameterDescription(name: "limit", title: "Limit", description: "", type: .integer, isOptional: false, defaultValue: .int(5)),
    ]),
    IntentDescription(name: "StoreMemory", title: "Store Memory", description: "", isDestructive: false, changesData: true, parameters: [
        ParameterDescription(name: "content", title: "Content", description: "", type: .text, isOptional: false),
        ParameterDescription(name: "type", title: "Type", description: "", type: .enumeration(EnumDescription(typeName: "MemoryType", cases: [
            .init(value: "note", title: "Note", synonyms: []), .init(value: "idea", title: "Idea", synonyms: ["thought"]),
        ])), isOptional: false, defaultValue: .string("note")),
    ]),
])

/// Answers intents as told and remembers every call.
final class FakeIntents: IntentCalling, @unchecked Sendable {
    private let lock = NSLock()
    private var calls: [(String, [String: PhraseValue])] = []
    private var wanted: [Bool] = []
    let answers: @Sendable (String, [String: PhraseValue]) -> IntentCallOutcome

    init(_ answers: @escaping @Sendable (String, [String: PhraseValue]) -> IntentCallOutcome = { name, arguments in
        .done(dialog: "\(name) done", spoken: "\(name) done", value: .map(["count": .int(arguments.count)]))
    }) {
        self.answers = answers
    }

    var made: [(String, [String: PhraseValue])] { lock.withLock { calls } }
    /// For each call, whether the shortcut reads the intent's value.
    var valuesWanted: [Bool] { lock.withLock { wanted } }

    func call(_ intent: String, arguments: [String: PhraseValue], wantsValue: Bool, asker: any Asker) async -> IntentCallOutcome {
        lock.withLock {
            calls.append((intent, arguments))
            wanted.append(wantsValue)
        }
        return answers(intent, arguments)
    }
}

/// Gives the answers it was made with, in order; nil when they run out (no terminal).
final class ScriptedAsker: Asker, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [String]
    private(set) var questions: [String] = []
    init(_ answers: [String] = []) { self.answers = answers }

    private func next(_ question: String) -> String? {
        lock.withLock {
            questions.append(question)
            return answers.isEmpty ? nil : answers.removeFirst()
        }
    }
    func ask(_ question: String) async -> String? { next(question) }
    func choose(_ question: String, from options: [String]) async -> Int? { next(question).flatMap { options.firstIndex(of: $0) } }
    func confirm(_ question: String) async -> Bool? { next(question).map { $0 == "yes" } }
}

func shortcut(_ yaml: String, id: String = "test") -> (Shortcut?, [String]) {
    let (shortcut, diagnostics) = ShortcutReader.read(yaml, id: id, file: "\(id).yaml")
    return (shortcut, diagnostics.map(\.description))
}

/// Problems found reading and validating `yaml`, as `file:line:column: error: message`.
func problems(_ yaml: String, id: String = "test", others: [String: String] = [:]) -> [String] {
    let (read, readProblems) = shortcut(yaml, id: id)
    guard let read else { return readProblems }
    var library: [String: Shortcut] = [id: read]
    for (otherId, text) in others { if let other = shortcut(text, id: otherId).0 { library[otherId] = other } }
    return readProblems + ShortcutValidator.validate(read, library: library, catalog: testCatalog).map(\.description)
}

/// Wednesday 2026-11-18, 10:00 UTC.
let wednesday = Date(timeIntervalSince1970: 1_794_996_000)

func run(_ yaml: String, parameters: [String: PhraseValue] = [:], intents: FakeIntents = FakeIntents(), asker: ScriptedAsker = ScriptedAsker(),
         others: [String: String] = [:], limits: Limits = Limits(), dryRun: Bool = false) async -> ShortcutRun {
    var library: [String: Shortcut] = [:]
    for (otherId, text) in others { if let other = shortcut(text, id: otherId).0 { library[otherId] = other } }
    guard let read = shortcut(yaml).0 else { return ShortcutRun(shortcut: "test", ending: .failed("unreadable")) }
    library["test"] = read
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let runner = ShortcutRunner(library: library, catalog: testCatalog, intents: intents, asker: asker, clock: { wednesday },
                                calendar: calendar, limits: limits, dryRun: dryRun)
    return await runner.run(read, parameters: parameters)
}

/// The example shortcut: phrases, a parameter asked for, a trigger, intents, a condition.
let moodCheckIn = """
    name: Mood check-in
    phrases:
      - "check in on my mood"
      - "mood check[ ]in [i'm feeling {feeling}]"
    parameters:
      feeling: {type: text, title: Feeling, ask: "How are you feeling?"}
    trigger: {cron: "0 20 * * *"}
    steps:
      - intent: AddMood
        with: {title: "${feeling}"}
        as: added
      - intent: MoodHistory
        with: {period: "this week"}
        as: week
      - if: "${week.value.count} > 5"
        then:
          - say: "A busy week for feelings: ${week.dialog}"
        else:
          - say: "${week.dialog}"
      - result: "${week.value}"
    """
