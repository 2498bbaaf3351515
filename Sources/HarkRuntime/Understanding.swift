import IntentKit
import PhraseKit
import HarkValue

/// A sentence read as an intent with parameter values.
public struct Understanding: Sendable {
    public var intent: String
    /// Parameter values taken from the sentence (before defaults and questions).
    public var slots: [SlotMatch]
    /// Every parameter's final value, once filled.
    public var parameters: [String: PhraseValue]
    public var recognition: Recognition?
    /// How sure Hark is that this is what was meant: 1 for an exact match, less for a fuzzy one.
    public var confidence: Double = 1

    public init(intent: String, slots: [SlotMatch], parameters: [String: PhraseValue], recognition: Recognition?, confidence: Double = 1) {
        self.intent = intent
        self.slots = slots
        self.parameters = parameters
        self.recognition = recognition
        self.confidence = confidence
    }
}
