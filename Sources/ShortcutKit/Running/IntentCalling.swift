import HarkValue
import IntentKit

/// How a running shortcut calls an intent: by name, with its arguments as given (text is read
/// as said: "this week", "three"). The runtime does this for a real run; tests give their own.
public protocol IntentCalling: Sendable {
    /// - Parameter wantsValue: whether the shortcut reads the intent's value; when not, `done`
    ///   may carry null instead of turning the value into data.
    func call(_ intent: String, arguments: [String: PhraseValue], wantsValue: Bool, asker: any Asker) async -> IntentCallOutcome
}

/// What came of calling an intent from a shortcut.
public enum IntentCallOutcome: Sendable {
    /// It ran: its dialog, what a voice would say, and its value as data.
    case done(dialog: String, spoken: String, value: PhraseValue)
    /// It failed; its answer says why.
    case failed(String)
    /// It needed an answer, a choice or a confirmation, and nobody could be asked.
    case needsInput(String)
}
