import HarkValue
import SpokenKit

/// A sentence recognised as an intent: which template matched, the slots it filled, and its score.
public struct Recognition: Sendable {
    /// The intent's name.
    public var intent: String
    /// Filled slots, in the order they appear in the sentence; fixed and context slots last.
    public var slots: [SlotMatch]
    /// The template that matched, with where it was written.
    public var template: TemplateSource
    /// How good the match is; higher is better (see `RecognitionScore`).
    public var score: RecognitionScore
    /// Context after matching: the caller's context plus what matched list values brought.
    public var context: [String: PhraseValue]
    /// Text captured by `{list:@name}` references, for responses.
    public var captures: [String: String]
    /// The matched block's `metadata` and `response`.
    public var metadata: [String: PhraseValue]?
    public var response: String?

    /// The slot named `name`, if filled.
    public subscript(slot name: String) -> SlotMatch? { slots.first { $0.name == name } }

    /// Slot values by name.
    public var slotValues: [String: PhraseValue] {
        var result: [String: PhraseValue] = [:]
        for slot in slots where result[slot.name] == nil { result[slot.name] = slot.value }
        return result
    }
}
