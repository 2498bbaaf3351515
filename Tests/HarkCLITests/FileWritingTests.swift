import Foundation
import Testing

/// Files are written only where the person meant (issue 27): paths said or given are read as a
/// shell reads them, an existing file is replaced only with --force or a yes on a terminal, and
/// shortcuts write only inside the exports folder.
@Suite struct FileWritingTests {
    /// A home, a working folder two levels down, a database with one memory, and the environment
    /// that points Hark at them.
    func place() throws -> (home: String, folder: URL, environment: [String: String]) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hark-files-\(UUID().uuidString)")
        let home = root.appendingPathComponent("home").path
        let folder = root.appendingPathComponent("work/here")
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let environment = ["HOME": home, "XDG_DATA_HOME": root.appendingPathComponent("data").path,
                           "XDG_CONFIG_HOME": root.appendingPathComponent("config").path, "HARK_DB": root.appendingPathComponent("hark.sqlite").path]
        #expect(try hark(["remember that the offsite is in Lisbon"], environment, in: folder).status == 0)
        return (home, folder, environment)
    }

    func hark(_ arguments: [String], _ environment: [String: String], in folder: URL, input: String = "") throws -> Hark.Output {
        try Hark.runProgram(Hark.binary.path, arguments, input: input, environment: environment, in: folder)
    }

    func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    func mode(_ path: String) throws -> Int? {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue
    }

    /// The probe: "save my memories to ~/.bashrc" replaced .bashrc with JSON, exit 0, nothing asked.
    @Test func aSentenceNeverReplacesAFileUnasked() throws {
        let (home, folder, environment) = try place()
        try "alias ll='ls -l'\n".write(toFile: home + "/.bashrc", atomically: true, encoding: .utf8)
        let refused = try hark(["save my memories to ~/.bashrc"], environment, in: folder)
        #expect(refused.status == 73)
        #expect(refused.stderr == "hark: \(home)/.bashrc exists; add --force to replace it\n")
        #expect(text(home + "/.bashrc") == "alias ll='ls -l'\n")
        let forced = try hark(["save my memories to ~/.bashrc", "--force"], environment, in: folder)
        #expect(forced.stdout == "Exported 1 memory and 0 links to \(home)/.bashrc.\n")
        #expect(text(home + "/.bashrc")?.contains("Lisbon") == true)
        #expect(try mode(home + "/.bashrc") == 0o600)
    }

    /// Spoken paths keep their leading dots, and ~ is $HOME.
    @Test func spokenPathsAreReadAsAShellReadsThem() throws {
        let (home, folder, environment) = try place()
        let parent = folder.deletingLastPathComponent().path
        for (sentence, written) in [("export my memories to ./x.json", folder.path + "/x.json"),
                                    ("export my memories to ../up.json.", parent + "/up.json"),
                                    ("back up my memories to ~/memories.json", home + "/memories.json")] {
            let output = try hark([sentence], environment, in: folder)
            #expect(output.stdout == "Exported 1 memory and 0 links to \(written).\n", "\(sentence)")
            #expect(text(written)?.contains("Lisbon") == true, "\(sentence)")
            #expect(try mode(written) == 0o600, "\(sentence)")
        }
        #expect(!FileManager.default.fileExists(atPath: "/x.json") && !FileManager.default.fileExists(atPath: "/up.json"))
        let imported = try hark(["import my memories from ~/memories.json"], environment, in: folder)
        #expect(imported.stdout == "Imported 0 memories and 0 links from \(home)/memories.json; 1 was already here.\n")
    }

    /// `hark memory export FILE` refuses an existing file (exit 73), and replaces it with --force.
    @Test func theExportCommandReplacesOnlyWithForce() throws {
        let (_, folder, environment) = try place()
        let file = folder.path + "/memories.json"
        try "keep me".write(toFile: file, atomically: true, encoding: .utf8)
        let refused = try hark(["memory", "export", "memories.json"], environment, in: folder)
        #expect(refused.status == 73 && refused.stderr == "hark: \(file) exists; add --force to replace it\n")
        #expect(text(file) == "keep me")
        let yes = try hark(["memory", "export", "memories.json", "--yes"], environment, in: folder)
        #expect(yes.status == 73 && text(file) == "keep me", "--yes confirms intents, it does not replace files")
        let forced = try hark(["memory", "export", "memories.json", "--force"], environment, in: folder)
        #expect(forced.status == 0 && text(file)?.contains("Lisbon") == true)
        #expect(try mode(file) == 0o600)
    }

    /// A shortcut writes inside the exports folder; a folder outside it is refused in words.
    @Test func theExportShortcutWritesOnlyInTheExportsFolder() throws {
        let (home, folder, environment) = try place()
        let exports = environment["XDG_DATA_HOME", default: ""] + "/hark/exports"
        let today = String(ISO8601DateFormatter().string(from: Date()).prefix(10))
        let exported = try hark(["run", "export-graph"], environment, in: folder)
        #expect(exported.stdout == "Exported 1 memory and 0 links to \(exports)/hark-graph-\(today).json.\n")
        #expect(try mode("\(exports)/hark-graph-\(today).json") == 0o600)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/hark-graph-\(today).json"))
        let again = try hark(["run", "export-graph"], environment, in: folder)
        #expect(again.status == 73 && again.stderr.hasSuffix("\(exports)/hark-graph-\(today).json exists; add --force to replace it\n"))
        #expect(try hark(["run", "export-graph", "--force"], environment, in: folder).status == 0)
        for outside in [home, "~", "../../x", "/tmp"] {
            let refused = try hark(["run", "export-graph", "--folder", outside], environment, in: folder)
            #expect(refused.status == 1, "\(outside)")
            #expect(refused.stderr.contains("ExportMemories failed: Shortcuts write only inside the exports folder \(exports), and "), "\(refused.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: home).isEmpty)
        let said = try hark(["export my graph to \(home)"], environment, in: folder)
        // (It has failed twice in full runs on two cores and never alone: the message says how.)
        #expect(said.status == 1 && said.stderr.contains("write only inside the exports folder"), "status \(said.status): \(said.stdout) \(said.stderr)")
        var elsewhere = environment
        elsewhere["HARK_EXPORTS"] = home + "/exports"
        let moved = try hark(["run", "export-graph", "--folder", "graphs"], elsewhere, in: folder)
        #expect(moved.stdout == "Exported 1 memory and 0 links to \(home)/exports/graphs/hark-graph-\(today).json.\n")
    }
}

/// On a terminal, Hark asks before replacing a file, and a "no" leaves it.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct FileReplacingOnATerminalTests {
    @Test func aNoLeavesTheFileAndAYesReplacesIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-files-tty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let environment = ["HARK_DB": folder.appendingPathComponent("hark.sqlite").path, "TERM": "dumb"]
        let file = folder.appendingPathComponent("memories.json").path
        try "keep me".write(toFile: file, atomically: true, encoding: .utf8)
        func onTerminal(_ command: String, answer: String) throws -> Hark.Output {
            try Hark.runProgram("/usr/bin/script", ["-qfec", command, "/dev/null"], input: answer + "\n", environment: environment, in: folder)
        }
        let no = try onTerminal("'\(Hark.binary.path)' memory export memories.json --yes", answer: "no")
        #expect(no.status == 0)
        #expect(no.stdout.contains("\(file) exists. Replace it? (yes/no)") && no.stdout.contains("All right, I left \(file) as it was."))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
        let yes = try onTerminal("'\(Hark.binary.path)' memory export memories.json", answer: "yes")
        #expect(yes.status == 0 && yes.stdout.contains("Exported 0 memories and 0 links to \(file)."))
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("hark-memories"))
    }
}
