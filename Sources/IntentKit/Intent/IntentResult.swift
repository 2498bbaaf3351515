/// What an intent answers: a dialog for people and, for scripts, a value.
public struct IntentResult: Sendable {
    /// The sentence said back ("Added 😊 happy to your moods.").
    public var dialog: String
    /// A structured value, printed as JSON by `hark --json`.
    public var value: (any Encodable & Sendable)?

    public init(dialog: String, value: (any Encodable & Sendable)? = nil) {
        self.dialog = dialog
        self.value = value
    }

    public static func result(dialog: String, value: (any Encodable & Sendable)? = nil) -> IntentResult {
        IntentResult(dialog: dialog, value: value)
    }
}
