/// A piece of a meeting or note, searched on its own (Docs/meetings.md, "Chunks").
public struct Chunk: Sendable, Equatable {
    public enum Kind: String, Sendable, Equatable {
        /// A meeting's title (its date is the meeting's, not part of the text: a recurring
        /// meeting's occurrences share the chunk's vector), or a note's title.
        case title
        case attendees, purpose, outcomes, notes
        /// One action item of a meeting, when it says enough to be found on its own.
        case actionItem = "action_item"
        /// Paragraphs of a note, 50–200 words together.
        case paragraph
    }

    public var kind: Kind
    public var text: String

    public init(_ kind: Kind, _ text: String) { (self.kind, self.text) = (kind, text) }
}
