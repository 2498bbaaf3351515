import HarkRuntime
import HarkValue
import IntentKit
import PhraseKit
import ShortcutKit

/// Runs a shortcut whose phrase a sentence matched (`hark "check in on my mood"`): the values
/// said are its parameters; what it says is the answer, its `result:` the value. The shortcut
/// files are read only now, when one is run.
struct ShortcutPerformer: ActionPerformer {
    let assembly: Assembly

    func perform(_ action: String, slots: [SlotMatch], recognition: Recognition?, confidence: Double,
                 runtime: Runtime, context: IntentContext) async -> Outcome {
        let library = assembly.shortcuts(running: action)
        guard let shortcut = library.runnable[action] else {
            let problems = (library.problems[action] ?? []).map(\.description).joined(separator: "\n")
            return .failed(intent: action, dialog: problems.isEmpty ? "There is no shortcut named “\(action)”." : "The shortcut “\(action)” has errors:\n" + problems)
        }
        var given: [String: PhraseValue] = [:]
        for slot in slots where given[slot.name] == nil { given[slot.name] = slot.value }
        let faults = FaultLog()
        let run = await assembly.shortcutRunner(library, runtime: runtime, context: context, faults: faults).run(shortcut, parameters: given)
        let understanding = Understanding(intent: action, slots: slots, parameters: run.parameters, recognition: recognition, confidence: confidence)
        switch run.ending {
        case .finished, .stopped:
            return .done(understanding, IntentResult(dialog: run.said.joined(separator: "\n"), value: run.result))
        case .needsInput(let question):
            return .needsInput(intent: action, parameter: "value", question: question)
        case .failed, .limitReached, .cancelled:
            return .failed(intent: action, dialog: run.failure ?? "", detail: faults.fault?.detail, error: faults.fault)
        }
    }
}
