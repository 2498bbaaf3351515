import HarkValue
import IntentKit
import PhraseKit
import SpokenKit

/// Phrases checked against a registry and compiled: each slot bound to the parameter it fills
/// (`SlotBinding`), every intent and slot checked against the registry, the templates compiled.
/// The runtime is made from one; `hark phrases check` and `test` report its problems.
public struct PhraseCompilation: Sendable {
    /// Whether phrases may name intents the registry does not have.
    public enum ForeignIntents: Sendable {
        /// Every intent must be registered (a program's own phrases).
        case refused
        /// Intents the registry does not have are compiled as they are, unchecked (test
        /// fixtures and other programs' phrase files).
        case allowed
    }

    public let recognizer: Recognizer
    public let bindings: SlotBinding.Bindings
    /// Every problem found, reading order: the registry's, the bindings', the compiler's.
    public let problems: [PhraseDiagnostic]

    /// - Parameters:
    ///   - extraLists: lists given apart from the phrase files (`--lists`); they win over bound ones.
    ///   - dayMonthOrder: how "3/4" is read where a date slot ends (nil: the current locale's order).
    public init(registry: IntentRegistry, phrases: PhraseSet, foreignIntents: ForeignIntents = .refused,
                extraLists: [String: SlotList] = [:], dayMonthOrder: SpokenContext.DayMonthOrder? = nil) {
        var checked = phrases
        if foreignIntents == .allowed {
            checked.intents = phrases.intents.filter { registry.intent(named: $0.name) != nil }
        }
        let bindings = SlotBinding.bind(registry, checked)
        let recognizer = Recognizer(phrases: phrases, lists: bindings.lists.merging(extraLists) { _, given in given },
                                    slotParsers: bindings.parsers(dayMonthOrder: dayMonthOrder))
        self.recognizer = recognizer
        self.bindings = bindings
        self.problems = registry.validate(checked) + bindings.problems + recognizer.diagnostics
    }
}
