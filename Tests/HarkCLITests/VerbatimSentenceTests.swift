import Foundation
import Testing

/// The sentences of issue #26's reports: what a person wrote is what `--json` gives as the
/// parameter and what the database keeps, however the command word was read.
@Suite struct VerbatimSentenceTests {
    func database() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-verbatim-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("hark.sqlite").path
    }

    /// `hark --json sentence`'s parameters.
    func parameters(_ sentence: String, _ db: String) throws -> [String: Any] {
        let output = try Hark.run(["--json", sentence, "--db", db])
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        return object?["parameters"] as? [String: Any] ?? [:]
    }

    @Test(arguments: [
        ("remmeber that Dana's party is on june 2nd", "Dana's party is on june 2nd"),
        ("remember that ...and then", "...and then"),
        ("remember that — x", "— x"),
        ("remember that (draft) plan", "(draft) plan"),
        ("remember that I said 'hi'.", "I said 'hi'."),
        ("note to self: buy  milk ", "buy  milk"),
    ])
    func aMemoryIsWhatWasWritten(sentence: String, kept: String) throws {
        let db = try database()
        #expect(try parameters(sentence, db)["content"] as? String == kept)
        let output = try Hark.run(["memory", "list", "--json", "--db", db])
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        let listed = object?["value"] as? [[String: Any]] ?? []
        #expect(listed.compactMap { $0["preview"] as? String } == [kept])
    }

    @Test func aMoodWithADigitIsNoMisspelling() throws {
        let db = try database()
        #expect(try parameters("add a mood5 mood", db)["title"] as? String == "mood5")
        // The mood's documented tidying still applies to what was written.
        #expect(try parameters("log my mood — pretty chill", db)["title"] as? String == "chill")
        #expect(try parameters("add a happpy mood", db)["title"] as? String == "happy")
    }
}
