import PhraseKit
import Yams
import HarkValue

/// One case: sentences that must all be recognised as `intent` with `slots` (or not at all when `intent` is nil).
public struct SentenceTestCase: Sendable {
    public struct Sentence: Sendable {
        public var text: String
        public var location: SourceLocation
    }

    public var sentences: [Sentence]
    public var intent: String?
    /// Expected slot values; a value may be written `{value: …}` as in Home Assistant's tests.
    public var slots: [String: PhraseValue]
    public var context: [String: PhraseValue]
    public var location: SourceLocation
}
