import ArgumentParser
import Foundation
import HarkRuntime
import IntentKit
import PhraseKit
import HarkValue

/// `hark explain "<text>"`: how a sentence is read, without running anything.
struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show how a sentence is read: the candidates, the template each matched, slots and scores. Runs nothing.",
        discussion: "Opens no database (--db is accepted, as by every command, and not used). With --quiet it prints nothing: the exit code says whether the sentence is understood. Exit codes: 0 read, 2 nothing matches (also with --json), 64 usage, 65 phrase files broken."
    )

    @Argument(help: "The sentence.")
    var words: [String]

    @Flag(help: "Print {\"intent\", \"parameters\", \"match\", \"confidence\", \"fuzzy\", \"candidates\": [{\"intent\", \"acted_on\", \"template\", \"location\", \"slots\", \"score\"}]} as JSON.")
    var json = false

    @OptionGroup var options: RuntimeOptions

    func run() async throws {
        let text = words.joined(separator: " ")
        let assembly = try Setup.assembly(options.settings)
        let runtime = try Setup.runtime(assembly)
        let candidates = runtime.explain(text)
        // Each candidate as Hark would act on it (values tidied), nil when it would not; the
        // first one it would act on is chosen (as `hark "…"` chooses).
        let readings = candidates.map(runtime.tidy)
        let chosen = readings.firstIndex { $0 != nil }
        // Without an exact reading, the closest one found by changing the sentence a little.
        let fuzzy = chosen == nil ? runtime.fuzzyRead(text) : nil
        let actsOnFuzzy = fuzzy?.isActedOn ?? false
        if options.quiet {
            if chosen == nil && !actsOnFuzzy { throw HarkExit.notUnderstood }
            return
        }
        let style = Style.standardOutput
        let context = assembly.context()
        // The slot's value typed by its parameter (a date read against now), else as matched.
        func typed(_ slot: SlotMatch, _ intent: String) -> (value: PhraseValue, problem: String?) {
            switch runtime.typedValue(slot.value, slot: slot.name, intent: intent, context: context) {
            case .success(let value)?: return (value, nil)
            case .failure(let error)?: return (slot.value, error.reason)
            case nil: return (slot.value, nil)
            }
        }
        if json {
            let best = chosen.flatMap { readings[$0] } ?? (actsOnFuzzy ? fuzzy?.reading : nil)
            let parameters = JSONText.object((best?.slots ?? []).map { ($0.name, JSONText.value(typed($0, best?.intent ?? "").value)) })
            let list = zip(candidates, readings).map { candidate, reading in
                JSONText.object([
                    ("intent", JSONText.string(candidate.intent)),
                    ("acted_on", reading == nil ? "false" : "true"),
                    ("template", JSONText.string(candidate.template.template.text)),
                    ("location", JSONText.string(candidate.template.location.description)),
                    ("slots", JSONText.object((reading?.slots ?? candidate.slots).map { slot in
                        (slot.name, JSONText.object([("text", JSONText.string(slot.text)),
                                                     ("value", JSONText.value(typed(slot, candidate.intent).value)),
                                                     ("source", JSONText.string(slot.source.rawValue))]))
                    })),
                    ("score", JSONText.object([("entity", String(candidate.score.entityCharacters)),
                                               ("wildcards", String(candidate.score.wildcards)),
                                               ("literal", String(candidate.score.literalCharacters)),
                                               ("wildcard_text", String(candidate.score.wildcardCharacters))])),
                ])
            }
            var fields = [("intent", best.map { JSONText.string($0.intent) } ?? "null"), ("parameters", parameters),
                          ("match", chosen != nil ? "\"exact\"" : fuzzy != nil ? "\"fuzzy\"" : "null"),
                          ("confidence", chosen != nil ? "1" : fuzzy.map { JSONText.number($0.confidence) } ?? "0"),
                          ("candidates", "[" + list.joined(separator: ", ") + "]")]
            if let fuzzy {
                fields.append(("fuzzy", JSONText.object([
                    ("sentence", JSONText.string(fuzzy.sentence)), ("intent", JSONText.string(fuzzy.reading.intent)),
                    ("confidence", JSONText.number(fuzzy.confidence)),
                    ("changes", JSONText.value(.list(fuzzy.changes.map(PhraseValue.string)))),
                    ("acted_on", actsOnFuzzy ? "true" : "false"),
                ])))
            }
            print(JSONText.object(fields))
            if chosen == nil && !actsOnFuzzy { throw HarkExit.notUnderstood }
            return
        }
        if let fuzzy {
            let what = actsOnFuzzy ? "Hark acts on it" : fuzzy.confidence >= Runtime.askConfidence ? "Hark asks “Did you mean “\(fuzzy.sentence)”?” first" : "too unsure to use"
            print(style.heading("Fuzzy: “\(fuzzy.sentence)” → \(fuzzy.reading.intent)") + "  (confidence \(fuzzy.confidence): \(what))")
            print("   changed: \(fuzzy.changes.joined(separator: "; "))")
            for slot in fuzzy.reading.slots {
                print("   \(slot.name): \(typed(slot, fuzzy.reading.intent).value)")
            }
        }
        guard !candidates.isEmpty else {
            if fuzzy == nil { print("Nothing matches “\(text)”.") }
            if actsOnFuzzy { return }
            throw HarkExit.notUnderstood
        }
        for (index, candidate) in candidates.enumerated() {
            let note = index == chosen ? "  (chosen)"
                : readings[index] == nil ? "  " + style.dim("(not acted on: it only implies \(candidate.intent), and its value is not one that intent knows)") : ""
            print(style.heading("\(index + 1). \(candidate.intent)") + note)
            print("   template: \(candidate.template.template.text)  (\(candidate.template.location))")
            for slot in readings[index]?.slots ?? candidate.slots {
                let said = slot.text.isEmpty ? "" : "“\(slot.text)” → "
                let value = typed(slot, candidate.intent)
                let problem = value.problem.map { "  " + style.bad("(can't be used: \($0))") } ?? ""
                print("   \(slot.name): \(said)\(value.value)  [\(slot.source.rawValue)]\(problem)")
            }
            print("   score: \(candidate.score)")
        }
        if chosen == nil && !actsOnFuzzy { throw HarkExit.notUnderstood }
    }
}
