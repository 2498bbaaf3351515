import ArgumentParser
import Foundation
import HarkAssembly
import HarkRuntime
import IntentKit
import PhraseKit
import HarkValue

/// `hark "<text>"`: understand, ask for what is missing, run, answer.
struct SayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "say",
        abstract: "Say what you want, in words: hark \"add a happy mood\" (the default command).",
        discussion: "Exit codes: 0 done, 1 the intent failed, 2 not understood, 3 a value was needed and there was no terminal to ask on, 64 usage, 65 phrase files broken, 73 a file is there already (add --force to replace it), 74 database or file error."
    )

    @Argument(help: "What you want, in words (quoted or not).")
    var words: [String]

    @Flag(help: "Print {\"intent\", \"parameters\", \"dialog\", \"spoken\", \"value\"} as JSON.")
    var json = false

    @OptionGroup var options: RuntimeOptions

    func validate() throws {
        guard !isBlank(words.joined()) else {
            throw ValidationError("say what you want, for example: hark \"add a happy mood\"")
        }
    }

    func run() async throws {
        var settings = options.settings
        settings.json = json
        try await Self.say(words.joined(separator: " "), settings: settings)
    }

    /// The longest sentence read, in characters (a spoken request is a sentence or two; a
    /// longer text is refused rather than read slowly).
    static let maximumLength = 10_000

    static func say(_ text: String, settings: RuntimeSettings) async throws {
        guard text.count <= maximumLength else {
            printError("hark: that is \(text.count) characters; Hark reads at most \(maximumLength) at a time")
            throw HarkExit.usage
        }
        let assembly = try Setup.assembly(settings)
        let runtime = try Setup.runtime(assembly)
        let context = try Setup.context(assembly, settings: settings)
        try report(await runtime.run(text, context: context), settings: settings, database: assembly.configuration.databasePath)
    }

    /// Prints an outcome (as a dialog line or as JSON) and ends with its exit code; with
    /// `verbose`, what lies behind an unexpected failure too; with `quiet`, nothing on standard
    /// output (an outcome other than done still goes to standard error, as text). A failure of
    /// the database or a file (`Fault`) is said in its words and ends with exit code 74 (73 when
    /// a file was there already and was not to be replaced).
    /// - Parameter byName: the intent was run by name (`hark do`), so a missing value is given as
    ///   `--NAME VALUE` rather than in the sentence.
    /// - Parameter database: the database's path, named when SQLite's own error is said in words.
    static func report(_ outcome: Outcome, settings: RuntimeSettings, byName: Bool = false, database: String) throws {
        if let fault = Fault(outcome, database: database), case .failed(let intent, _, _, let error) = outcome {
            try report(fault, outcome: .failed(intent: intent, dialog: fault.description, detail: fault.detail, error: error), settings: settings)
        }
        let json = settings.json && !settings.quiet
        let dialog = settings.speak ? outcome.spokenDialog : outcome.dialog
        if settings.quiet {
            if case .done = outcome {} else { printError(dialog) }
        } else if json {
            Output.line(OutcomeJSON.encode(outcome))
        } else if case .done = outcome {
            Output.line(dialog)
        } else {
            printError(dialog)
        }
        if settings.verbose, case .failed(_, _, let detail?, _) = outcome { printError("hark: detail: \(detail)") }
        switch outcome {
        case .done, .declined: return
        case .notUnderstood: throw HarkExit.notUnderstood
        case .unsure:
            if !json { printError("hark: not sure enough to act without asking, and there is no terminal to ask on; say it as suggested to run it") }
            throw HarkExit.notUnderstood
        case .needsInput(_, let parameter, _):
            if !json, parameter == "confirmation" {
                printError("hark: no terminal to ask on; add --yes to confirm")
            } else if !json {
                printError(byName ? "hark: no terminal to ask on; give it as --\(parameter) VALUE"
                                  : "hark: no terminal to ask on; give the \(parameter) in the sentence, or use hark do")
            }
            throw HarkExit.needsInput
        case .failed: throw HarkExit.failure
        }
    }

    /// Prints a failure of the database or a file — "hark: " and its words on standard error, or
    /// the outcome as JSON — and ends with exit code 74 (73 for a file that is there already).
    static func report(_ fault: Fault, outcome: Outcome, settings: RuntimeSettings) throws -> Never {
        if settings.json, !settings.quiet { Output.line(OutcomeJSON.encode(outcome)) } else { printError("hark: \(fault)") }
        if settings.verbose, let detail = fault.detail { printError("hark: detail: \(detail)") }
        throw fault.exitCode
    }
}

/// The JSON form of an outcome.
enum OutcomeJSON {
    static func encode(_ outcome: Outcome) -> String {
        var pairs: [(String, String)] = []
        switch outcome {
        case .done(let understanding, let result):
            pairs = [("intent", JSONText.string(understanding.intent)),
                     ("parameters", JSONText.value(.map(understanding.parameters))),
                     ("confidence", JSONText.number(understanding.confidence)),
                     ("dialog", JSONText.string(result.dialog)),
                     ("value", result.value.map(encodeValue) ?? "null")]
        case .notUnderstood(let text, let suggestions):
            pairs = [("intent", "null"), ("parameters", "{}"), ("dialog", JSONText.string(outcome.dialog)), ("value", "null"),
                     ("text", JSONText.string(text)), ("suggestions", JSONText.value(.list(suggestions.map(PhraseValue.string))))]
        case .unsure(let text, let suggestion, let intent, let confidence):
            pairs = [("intent", "null"), ("parameters", "{}"), ("dialog", JSONText.string(outcome.dialog)), ("value", "null"),
                     ("text", JSONText.string(text)), ("suggestion", JSONText.string(suggestion)),
                     ("suggested_intent", JSONText.string(intent)), ("confidence", JSONText.number(confidence))]
        case .needsInput(let intent, let parameter, let question):
            pairs = [("intent", JSONText.string(intent)), ("parameters", "{}"), ("dialog", JSONText.string(question)), ("value", "null"),
                     ("missing", JSONText.string(parameter))]
        case .declined(let intent, let dialog):
            pairs = [("intent", JSONText.string(intent)), ("parameters", "{}"), ("dialog", JSONText.string(dialog)), ("value", "null")]
        case .failed(let intent, let dialog, _, _):
            pairs = [("intent", intent.map(JSONText.string) ?? "null"), ("parameters", "{}"), ("dialog", JSONText.string(dialog)),
                     ("value", "null"), ("error", "true")]
        }
        // Every outcome's answer as a voice would say it, after the shown one.
        if let at = pairs.firstIndex(where: { $0.0 == "dialog" }) {
            pairs.insert(("spoken", JSONText.string(outcome.spokenDialog)), at: at + 1)
        }
        return JSONText.object(pairs)
    }

    static func encodeValue(_ value: any Encodable & Sendable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else { return "null" }
        // JSONEncoder leaves DELETE and C1 characters raw; JSON escapes, as JSONText writes them.
        return JSONString.escapingControls(in: text)
    }
}
