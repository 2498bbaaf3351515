import ArgumentParser
import Foundation
import HarkAssembly
import PhraseKit
import HarkValue

/// `hark recognize`: sentences in on standard input, one JSON object per line out.
struct RecognizeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recognize",
        abstract: "Recognise sentences from standard input against phrase files.",
        discussion: """
        Reads one sentence per line. A line that is a JSON object {"text": "...", "context": {"area": "kitchen"}} \
        also supplies context. Prints one JSON object per line, in order:
          {"text": "...", "intent": "NAME" or null, "slots": {"slot": value}}
        A list slot's value is its 'out' value, a range slot's value is a number.
        """,
        aliases: ["recognise"]
    )

    @Option(name: .customLong("sentences"), parsing: .upToNextOption,
            help: "Phrase files or folders of them (every *.yaml, *.yml and *.json inside, merged).")
    var sentencePaths: [String]

    @Option(help: "A file of extra lists (device names, areas…) in the 'lists:' format.")
    var lists: String?

    @Option(help: "The slot whose entity name ranks a match first.")
    var entitySlot: String = "name"

    @Flag(help: "Add each match's template, file location and score to the output.")
    var verbose = false

    func validate() throws {
        guard !sentencePaths.isEmpty else { throw ValidationError("give at least one phrase file or folder with --sentences") }
    }

    func run() throws {
        let files = PhraseFiles(paths: sentencePaths)
        let extra = PhraseFiles.lists(lists)
        for diagnostic in files.diagnostics + extra.diagnostics { printError(diagnostic.description) }
        if files.fileCount == 0 { throw HarkExit.dataError }
        let recognizer = Recognizer(phrases: files.phrases, lists: extra.lists,
                                    options: .init(entitySlotName: entitySlot.isEmpty ? nil : entitySlot))
        for diagnostic in recognizer.diagnostics { printError(diagnostic.description) }

        var output = ""
        output.reserveCapacity(1 << 16)
        while let line = readLine(strippingNewline: true) {
            let (text, context) = Self.parse(line)
            let match = recognizer.recognize(text, context: context)
            var pairs: [(String, String)] = [
                ("text", JSONText.string(text)),
                ("intent", match.map { JSONText.string($0.intent) } ?? "null"),
                ("slots", JSONText.object((match?.slots ?? []).reduce(into: [(String, String)]()) { pairs, slot in
                    if !pairs.contains(where: { $0.0 == slot.name }) { pairs.append((slot.name, JSONText.value(slot.value))) }
                })),
            ]
            if verbose, let match {
                pairs.append(("template", JSONText.string(match.template.template.text)))
                pairs.append(("location", JSONText.string(match.template.location.description)))
                pairs.append(("score", JSONText.string(match.score.description)))
            }
            output += JSONText.object(pairs) + "\n"
            if output.utf8.count > 1 << 15 { Output.line(output, terminator: ""); output = "" }
        }
        Output.line(output, terminator: "")
    }

    /// A plain sentence, or a JSON object with "text" and "context".
    static func parse(_ line: String) -> (String, [String: PhraseValue]) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("{"),
              let object = try? JSONDecoder().decode(SentenceLine.self, from: Data(trimmed.utf8)) else { return (line, [:]) }
        return (object.text, object.context ?? [:])
    }

    struct SentenceLine: Decodable {
        var text: String
        var context: [String: PhraseValue]?
    }
}
