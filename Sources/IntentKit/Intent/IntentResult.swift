import SpokenKit

/// What an intent answers: a dialog to show, the same said for a voice, and, for scripts, a value.
public struct IntentResult: Sendable {
    /// The sentence shown ("Added 😊 happy to your moods.").
    public var dialog: String
    /// The sentence as a voice would say it: no emoji, numbers, times and dates in words. Made
    /// from `dialog` (`Saying.aloud`) unless the intent gives its own.
    public var spokenDialog: String { spoken ?? Saying.aloud(dialog) }
    /// What the intent gave as its spoken dialog, if anything.
    public var spoken: String?
    /// A structured value, printed as JSON by `hark --json`.
    public var value: (any Encodable & Sendable)?

    /// - Parameter spoken: what a voice should say, when `dialog` said aloud would not do.
    public init(dialog: String, spoken: String? = nil, value: (any Encodable & Sendable)? = nil) {
        self.dialog = dialog
        self.spoken = spoken
        self.value = value
    }

    public static func result(dialog: String, spoken: String? = nil, value: (any Encodable & Sendable)? = nil) -> IntentResult {
        IntentResult(dialog: dialog, spoken: spoken, value: value)
    }
}
