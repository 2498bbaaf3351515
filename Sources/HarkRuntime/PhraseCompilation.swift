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
    ///   - actions: what phrases may name besides the registry's intents (shortcuts), described as
    ///     intents are: their slots are typed and checked the same way.
    public init(registry: IntentRegistry, phrases: PhraseSet, actions: [IntentDescription] = [], foreignIntents: ForeignIntents = .refused,
                extraLists: [String: SlotList] = [:], dayMonthOrder: SpokenContext.DayMonthOrder? = nil) {
        var checked = phrases
        let actions = Dictionary(actions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        if foreignIntents == .allowed {
            checked.intents = phrases.intents.filter { registry.intent(named: $0.name) != nil || actions[$0.name] != nil }
        }
        let bindings = SlotBinding.bind(registry, checked, actions: actions)
        let recognizer = Recognizer(phrases: phrases, lists: bindings.lists.merging(extraLists) { _, given in given },
                                    slotParsers: bindings.parsers(dayMonthOrder: dayMonthOrder))
        self.recognizer = recognizer
        self.bindings = bindings
        self.problems = registry.validate(checked, actions: actions) + bindings.problems + recognizer.diagnostics
    }
}
