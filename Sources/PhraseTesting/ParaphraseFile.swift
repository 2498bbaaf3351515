import PhraseKit
import Yams

/// A paraphrase set: sentences worded the way people talk, each group with the intent a person
/// means (or none: Hark must not act) and the values they mean, written as said ("this week").
/// `hark phrases score` measures how many Hark gets right (`ParaphraseScore`).
///
/// ```yaml
/// set: held-out          # a name for the figures: tuning, held-out, unrelated…
/// floor: {intents: 0.9, values: 0.85, false_accepts: 0.01}   # optional: score below it fails
/// paraphrases:
///   - intent: AddMood
///     values: {title: tired}   # a list value, [dana, sam], means "dana and sam"
///     sentences:
///       - "mood check: tired"
///   - intent: null       # not for Hark: acting on it is a false accept
///     sentences:
///       - "I'm at home"
/// ```
public struct ParaphraseFile: Sendable {
    public struct Case: Sendable {
        public var sentence: String
        /// The intent meant; nil when Hark must not act.
        public var intent: String?
        /// Every value the sentence gives, as said; a parameter not named must come out empty.
        public var values: [String: String]
        public var location: SourceLocation
    }

    /// The lowest figures the set must reach (fractions); nil ones are not checked.
    public struct Floor: Sendable {
        public var intents: Double?
        public var values: Double?
        public var falseAccepts: Double?
    }

    public var file: String
    public var set: String
    public var floor = Floor()
    public var cases: [Case] = []

    /// Whether `text` has a top-level `paraphrases:` key.
    public static func looksLikeParaphrases(_ text: String) -> Bool {
        text.hasPrefix("paraphrases:") || text.contains("\nparaphrases:")
    }

    public static func read(_ text: String, file: String) -> (file: ParaphraseFile, diagnostics: [PhraseDiagnostic]) {
        var reader = PhraseFileReader.Reader(file: file)
        var result = ParaphraseFile(file: file, set: "paraphrases")
        guard let root = reader.compose(text), let groups = root.value(forKey: "paraphrases")?.sequenceItems else {
            if reader.diagnostics.isEmpty { reader.report("expected 'paraphrases:', a list of groups of sentences", nil) }
            return (result, reader.diagnostics)
        }
        if let name = root.value(forKey: "set")?.scalarText { result.set = name }
        if let floor = root.value(forKey: "floor") {
            func fraction(_ key: String) -> Double? {
                guard let node = floor.value(forKey: key) else { return nil }
                guard let value = node.scalarText.flatMap(Double.init), (0 ... 1).contains(value) else {
                    reader.report("'\(key)' is a fraction from 0 to 1", node)
                    return nil
                }
                return value
            }
            result.floor = Floor(intents: fraction("intents"), values: fraction("values"), falseAccepts: fraction("false_accepts"))
        }
        for group in groups {
            guard let intentNode = group.value(forKey: "intent") else {
                reader.report("a group needs 'intent:', an intent's name or null", group)
                continue
            }
            let intent = intentNode.scalarText.flatMap { ["null", "~", ""].contains($0) ? nil : $0 }
            var values: [String: String] = [:]
            for pair in group.value(forKey: "values")?.mappingPairs ?? [] {
                // A list ("attendees: [dana, sam]") is meant as said in a sentence: "dana and sam".
                let items = pair.value.sequenceItems.map { $0.map(\.scalarText) } ?? [pair.value.scalarText]
                let texts = items.compactMap { $0 }
                guard !texts.isEmpty, texts.count == items.count else {
                    reader.report("a value is written as text, or a list of texts", pair.value)
                    continue
                }
                values[pair.key] = texts.joined(separator: " and ")
            }
            guard let sentences = group.value(forKey: "sentences")?.sequenceItems else {
                reader.report("a group needs 'sentences:', a list", group)
                continue
            }
            for node in sentences {
                guard let sentence = node.scalarText else {
                    reader.report("a sentence is text", node)
                    continue
                }
                result.cases.append(Case(sentence: sentence, intent: intent, values: values, location: node.location(in: file)))
            }
        }
        return (result, reader.diagnostics)
    }
}
