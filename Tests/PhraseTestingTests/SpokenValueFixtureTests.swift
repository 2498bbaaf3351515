import Foundation
import PhraseTesting
import Testing

/// The fixture files under Intents/tests/values: every expression reads as its expected value.
@Suite struct SpokenValueFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Intents/tests/values")

    @Test func everyFixtureReadsAsExpected() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(!files.isEmpty)
        var count = 0
        for name in files {
            let path = Self.folder.appendingPathComponent(name).path
            let read = SpokenValueTestFile.read(try String(contentsOfFile: path, encoding: .utf8), file: path)
            #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
            for testCase in read.tests.cases {
                count += 1
                if let failure = testCase.failure() { Issue.record(Comment(rawValue: failure)) }
            }
        }
        #expect(count >= 300)
    }
}
