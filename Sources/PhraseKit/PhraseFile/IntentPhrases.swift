import HarkValue

/// An intent's sentence blocks (`intents: NAME: data: [...]`).
public struct IntentPhrases: Sendable {
    public var name: String
    public var blocks: [PhraseBlock]

    public init(name: String, blocks: [PhraseBlock]) {
        self.name = name
        self.blocks = blocks
    }
}
