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
        for folder in ["Intents/corpus/en", "Intents/tests/held-out"] {
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
}
