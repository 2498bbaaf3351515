import Foundation
import Testing

/// One bad shortcut file never takes Hark down (issue 27): a file that is not YAML, too large or
/// too deep — or whose expression nests thousands deep — is named where it is by `validate`,
/// shown as broken by `list` and `info`, refused by `run` with its problems, and every sentence
/// still works.
@Suite struct BrokenShortcutTests {
    func setting() throws -> (own: String, environment: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-broken-\(UUID().uuidString)")
        let own = folder.appendingPathComponent("shortcuts")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        let db = folder.appendingPathComponent("hark.sqlite").path
        return (own.path, ["HARK_DB": db, "HARK_SHORTCUTS": own.path, "XDG_CACHE_HOME": folder.appendingPathComponent("cache").path])
    }

    func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func brokenFilesAreNamedListedAndRefusedWhileSentencesWork() throws {
        let (own, environment) = try setting()
        try write("phrases:\n  - \"water break\"\nsteps:\n  - say: [unclosed\n", to: own + "/notyaml.yaml")
        try write(String(repeating: "a", count: 300_000), to: own + "/huge.yaml")
        let parentheses = String(repeating: "(", count: 2_000) + "1" + String(repeating: ")", count: 2_000)
        try write("phrases:\n  - \"deep thought\"\nsteps:\n  - if: \"\(parentheses) > 0\"\n    then:\n      - say: deep\n", to: own + "/deep.yaml")
        try write("phrases:\n  - \"water break\"\nsteps:\n  - say: Time for water.\n", to: own + "/water.yaml")

        let validated = try Hark.run(["shortcuts", "validate"], environment: environment)
        #expect(validated.status == 65)
        #expect(validated.stdout.contains(own + "/notyaml.yaml:5:1: error: YAML syntax"), "\(validated.stdout)")
        #expect(validated.stdout.contains(own + "/huge.yaml:1:1: error: the file is 300000 bytes"), "\(validated.stdout)")
        #expect(validated.stdout.contains(own + "/deep.yaml:4:") && validated.stdout.contains("nests more than 32 deep"), "\(validated.stdout)")

        let listed = try Hark.run(["shortcuts", "list"], environment: environment).stdout
        #expect(listed.contains("notyaml — broken, not run (1 problem: hark shortcuts validate)"))
        #expect(listed.contains("huge — broken, not run (1 problem: hark shortcuts validate)"))
        #expect(listed.contains("deep — deep: “deep thought” (1 problem: hark shortcuts validate)"))

        let run = try Hark.run(["run", "notyaml"], environment: environment)
        #expect(run.status == 65)
        #expect(run.stderr.contains(own + "/notyaml.yaml:5:1: error: YAML syntax"), "\(run.stderr)")
        #expect(try Hark.run(["info"], environment: environment).stdout.contains(", 3 broken (hark shortcuts validate)"))

        // Sentences, and the sound shortcut beside them, work as before.
        let added = try Hark.run(["add a happy mood"], environment: environment)
        #expect(added.status == 0, "\(added)")
        #expect(try Hark.run(["water break"], environment: environment).stdout == "Time for water.\n")
    }
}
