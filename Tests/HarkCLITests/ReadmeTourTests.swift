import Foundation
import Testing

/// Every `$ hark …` line in the README's `console` blocks is run, in order, in a fresh folder with
/// a fresh database, and its output compared with the lines shown under it; a command shown
/// without output must succeed. So the README and the program cannot drift apart.
@Suite struct ReadmeTourTests {
    struct Step {
        var command: String
        var expected: [String]
    }

    /// The steps of the README's console blocks, and the files its YAML blocks name in a first
    /// comment line (`# lights.yaml`).
    static func tour() throws -> (steps: [Step], files: [String: String]) {
        let text = try String(contentsOf: Hark.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var steps: [Step] = [], files: [String: String] = [:]
        var block: String?, lines: [String] = []
        for line in text.components(separatedBy: "\n") {
            if block == nil, line.hasPrefix("```") { block = String(line.dropFirst(3)); lines = []; continue }
            guard let kind = block else { continue }
            if line == "```" {
                if kind == "yaml", let first = lines.first, first.hasPrefix("# "), first.hasSuffix(".yaml") {
                    files[String(first.dropFirst(2))] = lines.joined(separator: "\n") + "\n"
                }
                block = nil
                continue
            }
            if kind == "console" {
                if line.hasPrefix("$ ") { steps.append(Step(command: String(line.dropFirst(2)), expected: [])) }
                else if !steps.isEmpty { steps[steps.count - 1].expected.append(line) }
            }
            lines.append(line)
        }
        return (steps, files)
    }

    @Test func everyCommandInTheReadmePrintsWhatTheReadmeShows() throws {
        let (steps, files) = try Self.tour()
        #expect(steps.count >= 10 && files["lights.yaml"] != nil)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-tour-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let bin = Hark.binary.deletingLastPathComponent().path
        let environment = ["PATH": bin + ":/usr/bin:/bin", "HOME": folder.path, "HARK_DB": "", "HARK_PHRASES": "",
                           "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "", "XDG_CACHE_HOME": "", "HARK_WEEK_START": ""]
        for step in steps {
            let output = try Hark.runProgram("/bin/bash", ["-c", step.command], environment: environment, in: folder)
            #expect(output.status == 0, "\(step.command): \(output.stderr)")
            guard !step.expected.isEmpty else { continue }
            // Clock times ("at 10:42") are when the tour runs, so any time matches one.
            #expect(Self.anyClockTime(output.stdout) == Self.anyClockTime(step.expected.joined(separator: "\n") + "\n"), "\(step.command)")
        }
    }

    static func anyClockTime(_ text: String) -> String {
        text.replacing(/\b\d{1,2}:\d{2}\b/, with: "H:MM")
    }
}
