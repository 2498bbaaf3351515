import Foundation
import HarkRuntime
import HarkValue
import IntentKit
import ShortcutKit

/// Calls intents for a running shortcut through the runtime, in the context the shortcut runs in:
/// arguments are typed as `hark do` types them, and an intent's value comes back as data.
struct RuntimeIntents: IntentCalling {
    let runtime: Runtime
    let context: IntentContext

    func call(_ intent: String, arguments: [String: PhraseValue], asker: any Asker) async -> IntentCallOutcome {
        var context = context
        context.asker = asker
        let given = arguments.keys.sorted().map { (name: $0, value: arguments[$0] ?? .null) }
        switch await runtime.run(intent: intent, arguments: given, context: context) {
        case .done(_, let result):
            return .done(dialog: result.dialog, spoken: result.spokenDialog, value: result.value.map(Self.data) ?? .null)
        case .needsInput(_, _, let question):
            return .needsInput(question)
        case .declined(_, let dialog):
            return .failed(dialog)
        case let other:
            return .failed(other.dialog)
        }
    }

    /// An intent's value as data, as `--json` prints it (dates in ISO 8601).
    static func data(_ value: any Encodable & Sendable) -> PhraseValue {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        guard let bytes = try? encoder.encode(value), let data = try? JSONDecoder().decode(PhraseValue.self, from: bytes) else { return .null }
        return data
    }
}
