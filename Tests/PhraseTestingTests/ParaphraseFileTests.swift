import Foundation
import PhraseTesting
import Testing

@Suite struct ParaphraseFileTests {
    @Test func aListValueIsReadAsSaidWithAnd() {
        let (file, diagnostics) = ParaphraseFile.read("""
        set: train-terse
        paraphrases:
          - {intent: AddMeeting, values: {title: launch, attendees: [jordan, priya]}, sentences: ["call w/ jordan and priya re launch"]}
        """, file: "terse.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(file.set == "train-terse")
        #expect(file.cases.first?.values == ["title": "launch", "attendees": "jordan and priya"])
    }

    @Test func aValueThatIsNeitherTextNorAListOfTextIsReportedWithItsPlace() {
        let (file, diagnostics) = ParaphraseFile.read("""
        paraphrases:
          - intent: AddMood
            values: {title: {nested: map}}
            sentences: ["happy"]
        """, file: "bad.yaml")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first.map { "\($0)" }?.contains("bad.yaml:3:") == true)
        #expect(file.cases.first?.values.isEmpty == true)
    }

    /// Every file under Intents/corpus and Intents/tests/held-out reads without a problem.
    @Test func theShippedSetsReadCleanly() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var count = 0
        for folder in ["Intents/corpus/en", "Intents/tests/held-out", "Intents/tests/held-out-2", "Intents/tests/held-out-3",
                       "Intents/tests/held-out-4", "Intents/tests/held-out-5", "Intents/tests/held-out-6"] {
            let dir = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.hasSuffix(".yaml") {
                let path = dir.appendingPathComponent(name).path
                let (file, diagnostics) = ParaphraseFile.read(try String(contentsOfFile: path, encoding: .utf8), file: path)
                #expect(diagnostics.isEmpty, "\(diagnostics)")
                count += file.cases.count
            }
        }
        #expect(count > 7_000)
    }

    /// The reader is measured on sentences it never saw: no sentence of the training corpus is,
    /// lower-cased and without punctuation, a sentence of a held-out or paraphrase test set.
    @Test func noTrainingSentenceIsATestSentence() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        func sentences(in folder: String) throws -> [(sentence: String, file: String)] {
            let dir = root.appendingPathComponent(folder)
            return try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".yaml") }.flatMap { name in
                let path = dir.appendingPathComponent(name).path
                return ParaphraseFile.read(try String(contentsOfFile: path, encoding: .utf8), file: path).file.cases.map { ($0.sentence, name) }
            }
        }
        func normalised(_ text: String) -> String {
            text.lowercased().filter { $0 != "'" && $0 != "’" }
                .map { $0.isLetter || $0.isNumber ? String($0) : " " }.joined().split(separator: " ").joined(separator: " ")
        }
        let tests = Set(try (sentences(in: "Intents/tests/held-out") + sentences(in: "Intents/tests/held-out-2") + sentences(in: "Intents/tests/held-out-3")
                            + sentences(in: "Intents/tests/held-out-4") + sentences(in: "Intents/tests/held-out-5")
                            + sentences(in: "Intents/tests/held-out-6")
                            + sentences(in: "Intents/tests/en/paraphrases")).map { normalised($0.sentence) })
        let training = try sentences(in: "Intents/corpus/en")
        #expect(training.count > 5_000)
        let shared = training.filter { tests.contains(normalised($0.sentence)) }
        #expect(shared.isEmpty, "\(shared.prefix(10))")
    }
}
