import IntentKit
import PhraseKit

/// Runs what a phrase names when it is not one of the registry's intents (a shortcut): the
/// runtime reads the sentence in one ranking with the intents' phrases, then hands such a
/// reading here with the values said.
public protocol ActionPerformer: Sendable {
    func perform(_ action: String, slots: [SlotMatch], recognition: Recognition?, confidence: Double,
                 runtime: Runtime, context: IntentContext) async -> Outcome
}
