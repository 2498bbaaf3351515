import Foundation
import Testing

/// `hark info`, the manual page, shell completions, colour and `--quiet`, as a person or a
/// script meets them.
@Suite(.serialized) struct InfoAndToolingTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-info-\(UUID().uuidString)").path

    @Test func infoSaysWhichSentenceEncoderIsInUseOrWhyNot() throws {
        try FileManager.default.createDirectory(atPath: folder + "/empty-model", withIntermediateDirectories: true)
        let base = ["HARK_DB": folder + "/m.sqlite", "XDG_CONFIG_HOME": folder + "/config", "XDG_DATA_HOME": folder + "/data"]
        // None installed: words alone, and the default folder is named.
        let none = try Hark.run(["info", "--json"], environment: base)
        let model = try #require((try JSONSerialization.jsonObject(with: Data(none.stdout.utf8)) as? [String: Any])?["model"] as? [String: Any])
        #expect((model["folder"] as? [String: Any])?["path"] as? String == folder + "/data/hark/models/all-MiniLM-L6-v2")
        #expect(model["name"] is NSNull && model["problem"] is NSNull)
        #expect(try Hark.run(["info"], environment: base).stdout.contains("sentence model  none: the learned reader reads words alone"))
        // A folder given that holds no model: said, and why; Hark still works.
        var broken = base
        broken["HARK_MODEL"] = folder + "/empty-model"
        let text = try Hark.run(["info"], environment: broken)
        #expect(text.status == 0)
        #expect(text.stdout.contains("sentence model  cannot be used: " + folder + "/empty-model/vocab.txt"))
    }

    @Test func infoSaysWhereThingsAreAndCreatesNothing() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let database = folder + "/moods.sqlite"
        let environment = ["HARK_DB": database, "HARK_TZ": "Asia/Tokyo", "XDG_CONFIG_HOME": folder + "/config"]
        let output = try Hark.run(["info", "--json"], environment: environment)
        #expect(output.status == 0)
        let info = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let version = try Hark.run(["--version"]).stdout
        #expect(version == "hark \(info["version"] as? String ?? "?")\n")
        let db = try #require(info["database"] as? [String: Any])
        #expect(db["path"] as? String == database && db["exists"] as? Bool == false)
        #expect(!FileManager.default.fileExists(atPath: database))
        #expect((info["settings_file"] as? [String: Any])?["path"] as? String == folder + "/config/hark/config.yaml")
        #expect((info["time_zone"] as? [String: Any])?["name"] as? String == "Asia/Tokyo")
        let phrases = try #require(info["phrases"] as? [String: Any])
        #expect(phrases["built_in"] as? Bool == true)
        #expect((phrases["folders"] as? [[String: Any]])?.first?["path"] as? String == folder + "/config/hark/intents")
        let intents = try JSONSerialization.jsonObject(with: Data(try Hark.run(["intents", "--json"]).stdout.utf8)) as? [Any]
        #expect(phrases["intents"] as? Int == intents?.count)
        #expect((phrases["templates"] as? Int ?? 0) > 0 && phrases["problems"] as? Int == 0)
        let shortcuts = try #require(info["shortcuts"] as? [String: Any])
        #expect((shortcuts["folder"] as? [String: Any])?["path"] as? String == folder + "/config/hark/shortcuts")
        let shipped = try FileManager.default.contentsOfDirectory(atPath: Hark.packageRoot.appendingPathComponent("Shortcuts").path).filter { $0.hasSuffix(".yaml") }
        #expect(shortcuts["count"] as? Int == shipped.count)

        // Once the database exists, its size is shown; a phrase folder given replaces the built-in ones.
        #expect(try Hark.run(["add a calm mood"], environment: environment).status == 0)
        let text = try Hark.run(["info", "--phrases", "Intents/tests/language"], environment: environment)
        #expect(text.stdout.contains("database        \(database) ("))
        #expect(text.stdout.contains("Intents/tests/language, replacing the built-in ones"))
        #expect(text.stdout.contains("time zone       Asia/Tokyo\n"))
    }

    @Test func theManualPageDescribesEveryCommandAndOption() throws {
        let page = try Hark.run(["manual"])
        #expect(page.status == 0)
        #expect(page.stdout.hasPrefix(".TH HARK 1"))
        let help = try Hark.run(["--help"]).stdout
        // Every command the help lists has a section, and every option of `say` is described.
        let listing = help.components(separatedBy: "SUBCOMMANDS:").last ?? ""
        var commands: [String] = []
        for line in listing.split(separator: "\n") where line.hasPrefix("  ") && !line.hasPrefix("   ") {
            guard let word = line.split(separator: " ").first.map({ String($0.filter { $0 != "," }) }), word != "help", word != "See" else { continue }
            commands.append(word)
        }
        #expect(commands.count >= 9)
        for command in commands {
            #expect(page.stdout.contains(".SS \"hark \(command)"), "no section for \(command)")
        }
        for option in ["json", "db", "phrases", "verbose", "quiet"] {
            #expect(page.stdout.contains("\\fB\\-\\-\(option)\\fR"))
        }
        #expect(page.stdout.contains(".SH EXIT STATUS") && page.stdout.contains(".SH ENVIRONMENT"))
    }

    @Test func completionScriptsKnowTheCommands() throws {
        for shell in ["bash", "zsh", "fish"] {
            let script = try Hark.run(["--generate-completion-script", shell])
            #expect(script.status == 0)
            for command in ["say", "explain", "intents", "do", "parse", "phrases", "info", "manual"] {
                #expect(script.stdout.contains(command), "\(shell) completion lacks \(command)")
            }
        }
    }

    @Test func quietPrintsNothingWhenItWorks() throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("hark-quiet-\(UUID().uuidString).sqlite").path
        let added = try Hark.run(["-q", "add a calm mood", "--db", database])
        #expect(added.status == 0 && added.stdout.isEmpty && added.stderr.isEmpty)
        let history = try Hark.run(["how have I been feeling", "--db", database])
        #expect(history.stdout.contains("calm"))
        let missed = try Hark.run(["--quiet", "--json", "sing me a song", "--db", database])
        #expect(missed.status == 2 && missed.stdout.isEmpty && missed.stderr.contains("didn't understand"))
        let tests = try Hark.run(["phrases", "test", "--quiet"])
        #expect(tests.status == 0 && tests.stdout.isEmpty)
        #expect(try Hark.run(["explain", "-q", "add a calm mood"]).stdout.isEmpty)
        #expect(try Hark.run(["explain", "-q", "sing me a song"]).status == 2)
    }
}

/// Colour on a terminal only (a pseudo-terminal from script(1)), never when piped or when NO_COLOR is set.
@Suite(.serialized, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct ColourTests {
    let escape = "\u{1B}["

    @Test func headingsAndErrorsAreColouredOnATerminalOnly() throws {
        let command = "'\(Hark.binary.path)' intents; '\(Hark.binary.path)' --db /no/such/folder/x.sqlite 'add a calm mood'"
        let terminal = try Hark.runProgram("/usr/bin/script", ["-qfec", command, "/dev/null"], environment: ["TERM": "xterm", "NO_COLOR": ""])
        #expect(terminal.stdout.contains(escape + "1mAddMood"))
        #expect(terminal.stdout.contains(escape + "1;31mhark:"))
        let plain = try Hark.runProgram("/usr/bin/script", ["-qfec", command, "/dev/null"], environment: ["TERM": "xterm", "NO_COLOR": "1"])
        #expect(plain.stdout.contains("AddMood") && !plain.stdout.contains(escape))
        let piped = try Hark.run(["intents"])
        #expect(piped.stdout.contains("AddMood") && !piped.stdout.contains(escape))
    }
}
