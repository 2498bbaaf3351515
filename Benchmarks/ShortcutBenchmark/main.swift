// Shortcuts, in process (run-shortcuts-side-by-side.sh adds the whole-process figure):
//   shortcut-benchmark [--files 1000] [--rounds 20] [--steps 10000]
// - loading and validating FILES generated shortcut files (each 12–40 steps: intents with
//   arguments, variables, conditions, loops, choices; a tenth calling another), against the real
//   intents' descriptions, as `hark` does on every load;
// - the executor's own time per step: a run of about STEPS steps (set, say, if, choose, repeat and
//   intent steps whose intent answers at once), divided by the steps it executed.
// Prints medians and 90th percentiles over ROUNDS rounds.
import Foundation
import HarkAssembly
import HarkValue
import IntentKit
import ShortcutKit

func argument(_ name: String) -> Int? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return Int(arguments[index + 1])
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))]
}

func time(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

/// A shortcut file of realistic shape, different for each index.
func generated(_ index: Int, of count: Int) -> ShortcutLibrary.File {
    var steps = ""
    for round in 0 ..< 4 + index % 8 {
        steps += """
              - intent: MoodHistory
                with: {period: "this week"}
                as: week\(round)
              - set: {total\(round): "${week\(round).value.count + \(round)}", label\(round): "round \(round) of ${name}"}
              - if: "${total\(round)} > \(index % 5) and name is not empty"
                then:
                  - say: "${label\(round)}: ${week\(round).dialog}"
                else:
                  - repeat:
                      count: 2
                      steps: [{say: "${index}: ${upper(name)}"}]

            """
    }
    let call = index % 10 == 9 ? "  - shortcut: generated-\(index - 1)\n    with: {name: \"${name}\"}\n" : ""
    let text = """
        name: Generated \(index)
        description: A generated shortcut for the load benchmark.
        phrases:
          - "run generated shortcut number \(index) [for {name}]"
        parameters:
          name: {type: text, default: "someone"}
        steps:
        \(steps)\(call)  - result: "${total0}"

        """
    return ShortcutLibrary.File(id: "generated-\(index)", path: "generated-\(index).yaml", text: text)
}

/// Answers every intent at once, as if it did nothing: what is timed is the executor.
struct InstantIntents: IntentCalling {
    func call(_ intent: String, arguments: [String: PhraseValue], wantsValue: Bool, asker: any Asker) async -> IntentCallOutcome {
        .done(dialog: "done", spoken: "done", value: .map(["count": .int(arguments.count)]))
    }
}

struct Silent: Asker {
    func ask(_ question: String) async -> String? { nil }
    func choose(_ question: String, from options: [String]) async -> Int? { nil }
    func confirm(_ question: String) async -> Bool? { nil }
}

let fileCount = argument("--files") ?? 1_000
let rounds = argument("--rounds") ?? 20
let wantedSteps = argument("--steps") ?? 10_000
do {
    let assembly = try Assembly(configuration: HarkConfiguration(environment: HarkEnvironment([:])))
    let catalog = assembly.shortcutCatalog
    let files = (0 ..< fileCount).map { generated($0, of: fileCount) }
    var libraries: [ShortcutLibrary] = []
    let loads = (0 ..< rounds).map { _ in time { libraries.append(ShortcutLibrary(files: files, catalog: catalog)) } }
    let library = libraries[0]
    guard library.problems.isEmpty else {
        print(library.diagnostics.prefix(5).map(\.description).joined(separator: "\n"))
        exit(1)
    }
    print(String(format: "load and validate %d shortcut files: median %.1f ms, p90 %.1f ms (target ≤ 1000 ms)",
                 fileCount, percentile(loads, 0.5), percentile(loads, 0.9)))

    let body = """
        parameters:
          name: {type: text, default: "someone"}
        steps:
          - set: {total: 0, names: [ann, bo, cy]}
          - repeat:
              count: \(max(1, wantedSteps / 12))
              steps:
                - intent: MoodHistory
                  with: {period: "this week"}
                  as: week
                - set: {total: "${total + week.value.count}"}
                - if: "${total} % 2 == 0"
                  then: [{say: "even ${total}"}]
                  else: [{say: "odd ${total}"}]
                - choose:
                    - when: "names contains 'bo' and total > 100"
                      then: [{set: {big: true}}]
                  default: [{set: {big: false}}]
                - repeat:
                    for_each: "${names}"
                    steps: [{set: {last: "${upper(item)}"}}]
          - result: "${total}"
        """
    let (read, problems) = ShortcutReader.read(body, id: "steps", file: "steps.yaml")
    guard let shortcut = read, problems.isEmpty else {
        print(problems.map(\.description).joined(separator: "\n"))
        exit(1)
    }
    let runner = ShortcutRunner(library: ["steps": shortcut], catalog: catalog, intents: InstantIntents(), asker: Silent(),
                                clock: { Date() }, limits: Limits(steps: 1_000_000, seconds: 600))
    var perStep: [Double] = []
    var executed = 0
    for _ in 0 ..< rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        let run = await runner.run(shortcut, parameters: [:])
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000
        guard run.succeeded else { print("the run failed: \(run.ending)"); exit(1) }
        executed = run.steps
        perStep.append(elapsed / Double(run.steps))
    }
    print(String(format: "executor time per step (%d steps a run, intents answering at once): median %.2f µs, p90 %.2f µs (target ≤ 20 µs)",
                 executed, percentile(perStep, 0.5), percentile(perStep, 0.9)))
} catch {
    print("shortcut-benchmark: \(error)")
    exit(1)
}
