import HarkRuntime
import HarkValue
import IntentKit
import PhraseKit
import PhraseTesting

extension Assembly {
    /// Scores paraphrase sets against `runtime`: each sentence is read as `hark "…"` would read
    /// it (`Runtime.interpret`; a reading counts only when Hark would act on it without asking),
    /// without running anything; its values are right when each parameter the sentence fills
    /// has the value meant (both typed by the parameter in `context`, so "this week" is compared
    /// as a span; text without regard to case or a closing full stop, and text that is looked up or searched with, not
    /// kept, without a leading "the", "a", "an", "my" or "our", which no look-up weighs) and no
    /// other parameter is filled.
    public func score(_ files: [ParaphraseFile], runtime: Runtime, context: IntentContext) async -> ParaphraseScore {
        await ParaphraseScore.score(files) { item in
            guard let reading = runtime.interpret(item.sentence).acted else {
                return .init(intent: nil, valuesRight: false, summary: "nothing")
            }
            var got: [String: PhraseValue] = [:]
            for slot in reading.slots where got[slot.name] == nil {
                got[slot.name] = Self.typed(runtime, slot.value, slot: slot.name, intent: reading.intent, context: context)
            }
            var right = Set(got.keys) == Set(item.values.keys)
            for (name, meant) in item.values where right {
                let expected = Self.typed(runtime, .string(meant), slot: name, intent: reading.intent, context: context)
                let lookedUp = !runtime.keepsAsSaid(name, of: reading.intent)
                right = got[name].map { Self.same($0, expected, lookedUp: lookedUp) } ?? false
            }
            let summary = ([reading.intent] + got.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.text($0.value))" }).joined(separator: " ")
            return .init(intent: reading.intent, valuesRight: right, summary: summary)
        }
    }

    private static func typed(_ runtime: Runtime, _ value: PhraseValue, slot: String, intent: String, context: IntentContext) -> PhraseValue {
        switch runtime.typedValue(value, slot: slot, intent: intent, context: context) {
        case .success(let typed)?: typed
        case .failure?, nil: value
        }
    }

    private static func same(_ a: PhraseValue, _ b: PhraseValue, lookedUp: Bool) -> Bool {
        if case .string(let x) = a, case .string(let y) = b {
            return lookedUp ? withoutDeterminer(x) == withoutDeterminer(y) : withoutFullStop(x.lowercased()) == withoutFullStop(y.lowercased())
        }
        return a == b
    }

    /// `text` without one full stop at its end: text kept as said keeps the full stop that ends
    /// the sentence (Docs/values.md), and a writer may give the value with or without it.
    static func withoutFullStop(_ text: String) -> String {
        text.hasSuffix(".") && !text.hasSuffix("..") ? String(text.dropLast()) : text
    }

    /// `text` in lower case without a leading "the", "a", "an", "my" or "our".
    static func withoutDeterminer(_ text: String) -> String {
        let lower = text.lowercased()
        for word in ["the ", "a ", "an ", "my ", "our "] where lower.hasPrefix(word) && lower.count > word.count {
            return String(lower.dropFirst(word.count))
        }
        return lower
    }

    private static func text(_ value: PhraseValue) -> String {
        value.stringValue ?? value.description
    }
}
