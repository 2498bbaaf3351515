import Foundation
import HarkDomain
import HarkRuntime
import HarkValue
import IntentKit
import ShortcutKit

/// Calls intents for a running shortcut through the runtime, in the context the shortcut runs in:
/// arguments are typed as `hark do` types them, and an intent's value comes back as data.
/// A failure of the database or a file (`Fault`) fails the step in the fault's words and is
/// recorded in `faults`. Intents called this way write files only inside the exports folder
/// (`FileRules.confinedToExports`).
struct RuntimeIntents: IntentCalling {
    let runtime: Runtime
    let context: IntentContext
    let databasePath: String
    let faults: FaultLog?

    func call(_ intent: String, arguments: [String: PhraseValue], wantsValue: Bool, asker: any Asker) async -> IntentCallOutcome {
        var context = context
        context.asker = asker
        if let rules = try? context.service(FileRules.self) { context.register(rules.confinedToExports()) }
        let given = arguments.keys.sorted().map { (name: $0, value: arguments[$0] ?? .null) }
        let outcome = await runtime.run(intent: intent, arguments: given, context: context)
        if let fault = Fault(outcome, database: databasePath) {
            faults?.record(fault)
            return .failed(fault.description)
        }
        switch outcome {
        case .done(_, let result):
            return .done(dialog: result.dialog, spoken: result.spokenDialog, value: wantsValue ? result.value.map(PhraseValueEncoder.value(of:)) ?? .null : .null)
        case .needsInput(_, _, let question):
            return .needsInput(question)
        case .declined(_, let dialog):
            return .failed(dialog)
        case let other:
            return .failed(other.dialog)
        }
    }
}
