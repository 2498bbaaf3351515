import HarkValue

/// One value of a text list.
public struct ListValue: Sendable {
    /// What a person says: plain text or a template such as `(closed|shut)`.
    public var spoken: Template
    /// The value put in the slot; `nil` means the matched text itself.
    public var value: PhraseValue?
    /// Context this value brings with it (checked against `requires_context`).
    public var context: [String: PhraseValue]
    /// Extra data returned with the match.
    public var metadata: [String: PhraseValue]?
    /// Where the value was written.
    public var location: SourceLocation?

    public init(spoken: Template, value: PhraseValue?, context: [String: PhraseValue] = [:],
                metadata: [String: PhraseValue]? = nil, location: SourceLocation? = nil) {
        self.spoken = spoken
        self.value = value
        self.context = context
        self.metadata = metadata
        self.location = location
    }

    /// A value said as `text` that gives `text` (hassil's plain-string list value).
    public init(_ text: String, location: SourceLocation? = nil) {
        let escaped = TemplateEscaping.escape(text)
        self.init(spoken: (try? Template(escaped)) ?? Template.literal(text), value: .string(text), location: location)
    }
}
