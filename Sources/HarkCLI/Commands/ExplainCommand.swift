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
        abstract: "Show how a sentence is read: the reading Hark acts on, the learned reader's three best intents and the words that weighed most, the exact candidates with their templates, slots and scores. Runs nothing.",
        discussion: "Opens no database (--db is accepted, as by every command, and not used). With --quiet it prints nothing: the exit code says whether the sentence is understood. Exit codes: 0 Hark would act on it, 2 it would ask about it or not understand it (also with --json), 64 usage, 65 phrase files broken."
    )

    @Argument(help: "The sentence.")
    var words: [String]

    @Flag(help: "Print {\"intent\", \"parameters\", \"match\", \"confidence\", \"acted_on\", \"reader\": {\"best\": [{\"intent\", \"probability\"}], \"words\", \"act\", \"act_when_fitted\", \"act_with_values\", \"ask\"}, \"fuzzy\", \"candidates\": [{\"intent\", \"acted_on\", \"template\", \"location\", \"slots\", \"score\"}]} as JSON.")
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
        // What Hark would do: the exact reading, the learned reader's, or a fuzzy one.
        let interpretation = runtime.interpret(text)
        let fuzzy = chosen == nil ? runtime.fuzzyRead(text) : nil
        let prediction = runtime.predict(text)
        let acted = interpretation.acted
        if options.quiet {
            if acted == nil { throw HarkExit.notUnderstood }
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
        let (match, confidence): (String?, Double) = switch interpretation {
        case .exact: ("exact", 1)
        case .learned(let learned): ("learned", learned.confidence)
        case .fuzzy(let fuzzy): ("fuzzy", fuzzy.confidence)
        case .notUnderstood: (nil, 0)
        }
        let best: (intent: String, slots: [SlotMatch])? = switch interpretation {
        case .exact(let reading): (reading.intent, reading.slots)
        case .learned(let learned): (learned.intent, learned.slots)
        case .fuzzy(let fuzzy): (fuzzy.reading.intent, fuzzy.reading.slots)
        case .notUnderstood: nil
        }
        let thresholds = runtime.readerThresholds
        if json {
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
                          ("match", match.map(JSONText.string) ?? "null"), ("confidence", match == "exact" ? "1" : JSONText.number(confidence)),
                          ("acted_on", acted == nil ? "false" : "true")]
            if let prediction, let thresholds {
                let top = prediction.ranked.prefix(3).map { score in
                    JSONText.object([("intent", score.intent.map(JSONText.string) ?? "null"), ("probability", JSONText.number(score.probability))])
                }
                fields.append(("reader", JSONText.object([
                    ("best", "[" + top.joined(separator: ", ") + "]"), ("words", JSONText.value(.list(prediction.words.map(PhraseValue.string)))),
                    ("act", JSONText.number(thresholds.act)), ("act_when_fitted", JSONText.number(thresholds.actWhenFitted)),
                    ("act_with_values", JSONText.number(thresholds.actWithValues)),
                    ("ask", JSONText.number(thresholds.ask)),
                ])))
            }
            if let fuzzy {
                fields.append(("fuzzy", JSONText.object([
                    ("sentence", JSONText.string(fuzzy.sentence)), ("intent", JSONText.string(fuzzy.reading.intent)),
                    ("confidence", JSONText.number(fuzzy.confidence)),
                    ("changes", JSONText.value(.list(fuzzy.changes.map(PhraseValue.string)))),
                    ("acted_on", fuzzy.isActedOn ? "true" : "false"),
                ])))
            }
            fields.append(("candidates", "[" + list.joined(separator: ", ") + "]"))
            Output.line(JSONText.object(fields))
            if acted == nil { throw HarkExit.notUnderstood }
            return
        }
        // The reading Hark acts on (or asks about), then how each reader saw the sentence.
        if let best, let match {
            let how = match == "exact" ? "a phrase matches it exactly" : match == "learned" ? "the learned reader" : "a fuzzy reading"
            let what = acted != nil ? "Hark acts on it" : "Hark asks “Did you mean …?” first"
            Output.line(style.heading("Read as \(best.intent)") + "  (\(how), confidence \(match == "exact" ? "1" : String(format: "%.2f", confidence)): \(what))")
            for slot in best.slots { Output.line("   \(slot.name): \(typed(slot, best.intent).value)") }
        } else {
            Output.line(style.heading("Not understood") + "  (nothing Hark would act on or ask about)")
        }
        if let prediction, let thresholds {
            let top = prediction.ranked.prefix(3).map { "\($0.intent ?? "none (not for Hark)") \(String(format: "%.2f", $0.probability))" }
            Output.line(style.heading("Learned reader: ") + top.joined(separator: ", "))
            Output.line("   words that weighed most: \(prediction.words.isEmpty ? "none" : prediction.words.map { "“\($0)”" }.joined(separator: ", "))")
            Output.line("   acts at \(String(format: "%.2f", thresholds.act)) (\(String(format: "%.2f", thresholds.actWhenFitted)) when a template of the intent fits, "
                + "\(String(format: "%.2f", thresholds.actWithValues)) when its values are found), asks from \(String(format: "%.2f", thresholds.ask))")
        }
        if let fuzzy {
            let what = fuzzy.isActedOn ? "Hark acts on it if the learned reader is not sure of something else" : fuzzy.confidence >= Runtime.askConfidence ? "Hark asks “Did you mean “\(fuzzy.sentence)”?” first" : "too unsure to use"
            Output.line(style.heading("Fuzzy: “\(fuzzy.sentence)” → \(fuzzy.reading.intent)") + "  (confidence \(fuzzy.confidence): \(what))")
            Output.line("   changed: \(fuzzy.changes.joined(separator: "; "))")
            for slot in fuzzy.reading.slots {
                Output.line("   \(slot.name): \(typed(slot, fuzzy.reading.intent).value)")
            }
        }
        guard !candidates.isEmpty else {
            if fuzzy == nil { Output.line("No phrase matches “\(text)”.") }
            if acted != nil { return }
            throw HarkExit.notUnderstood
        }
        for (index, candidate) in candidates.enumerated() {
            let note = index == chosen ? "  (chosen)"
                : readings[index] == nil ? "  " + style.dim("(not acted on: it only implies \(candidate.intent), and its value is not one that intent knows)") : ""
            Output.line(style.heading("\(index + 1). \(candidate.intent)") + note)
            Output.line("   template: \(candidate.template.template.text)  (\(candidate.template.location))")
            for slot in readings[index]?.slots ?? candidate.slots {
                let said = slot.text.isEmpty ? "" : "“\(slot.text)” → "
                let value = typed(slot, candidate.intent)
                let problem = value.problem.map { "  " + style.bad("(can't be used: \($0))") } ?? ""
                Output.line("   \(slot.name): \(said)\(value.value)  [\(slot.source.rawValue)]" + problem)
            }
            Output.line("   score: \(candidate.score)")
        }
        if acted == nil { throw HarkExit.notUnderstood }
    }
}
