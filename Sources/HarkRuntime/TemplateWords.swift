import PhraseKit
import SpokenKit
import Synchronization

/// What an intent's templates say around its slots, for reading values without a template
/// (`Runtime.relaxedSlots`): the words right before and right after each slot, and every word of
/// their own. Found the first time an intent needs them, then kept.
final class TemplateWords: Sendable {
    struct Words: Sendable {
        var leads: [String: Set<String>] = [:]
        var trails: [String: Set<String>] = [:]
        var vocabulary: Set<String> = []
    }

    private let recognizer: Recognizer
    private let byIntent = Mutex<[String: Words]>([:])

    init(_ recognizer: Recognizer) { self.recognizer = recognizer }

    subscript(intent: String) -> Words {
        if let found = byIntent.withLock({ $0[intent] }) { return found }
        var found = Words()
        for template in recognizer.templates(of: intent) {
            for (slot, words) in template.slotLeadWords { found.leads[slot, default: []].formUnion(words) }
            for (slot, words) in template.slotTrailWords { found.trails[slot, default: []].formUnion(words) }
            // The template's own words: its text with the syntax (and slot names) as spaces.
            let words = String(template.text.map { "()[]|;<>".contains($0) ? " " : $0 }).replacing(/\{[^}]*\}/, with: " ")
            found.vocabulary.formUnion(TokenizedText(words).tokens.map(\.text))
        }
        byIntent.withLock { $0[intent] = found }
        return found
    }
}
