import IntentKit
import PhraseKit
import HarkValue
import SpokenKit

/// What came of a request.
public enum Outcome: Sendable {
    /// The intent ran.
    case done(Understanding, IntentResult)
    /// No phrase matched; with the closest known phrases.
    case notUnderstood(text: String, suggestions: [String])
    /// Nothing matched exactly, and the closest reading is not sure enough to act on without
    /// asking "Did you mean …?" — and nobody could be asked (no terminal).
    case unsure(text: String, suggestion: String, intent: String, confidence: Double)
    /// A value was needed and nobody could be asked (no terminal): says which, and the question.
    case needsInput(intent: String, parameter: String, question: String)
    /// The person said no to a destructive intent.
    case declined(intent: String, dialog: String)
    /// The intent, or a value given for it, failed: a conversational answer, and for an
    /// unexpected error what lies behind it (SQLite's message and statement), for `--verbose`,
    /// and the error itself, for a front end to tell a failure of the database or a file (its
    /// own exit code, its own words) from the intent's answer.
    case failed(intent: String?, dialog: String, detail: String? = nil, error: (any Error)? = nil)

    /// The sentence to say back, as a voice would say it (`IntentResult.spokenDialog`).
    public var spokenDialog: String {
        if case .done(_, let result) = self { return result.spokenDialog }
        return Saying.aloud(dialog)
    }

    /// The sentence to say back.
    public var dialog: String {
        switch self {
        case .done(_, let result): return result.dialog
        case .notUnderstood(let text, let suggestions):
            let tail = suggestions.isEmpty ? "" : " Try: " + suggestions.map { "“\($0)”" }.joined(separator: ", ") + "."
            return "Sorry, I didn't understand “\(text)”." + tail
        case .unsure(_, let suggestion, _, _): return "Did you mean “\(suggestion)”?"
        case .needsInput(_, _, let question): return question
        case .declined(_, let dialog), .failed(_, let dialog, _, _): return dialog
        }
    }
}
