import Foundation
import GRDB
import Testing

/// The memory graph from the command line: the `hark memory` commands for scripts, forgetting
/// only when confirmed, and the database's safety with many processes, killed ones and a newer Hark.
@Suite struct MemoryCommandTests {
    func database() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-memory-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("hark.sqlite").path
    }

    func memories(_ database: String) throws -> [[String: Any]] {
        let output = try Hark.run(["memory", "list", "--limit", "500", "--json", "--db", database])
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        return object?["value"] as? [[String: Any]] ?? []
    }

    /// Starts `sh -c script` with hark as `$0` and `arguments` as `$1`…, in its own process group.
    func startShell(_ script: String, _ arguments: [String], output: Any?, errors: Any?) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, Hark.binary.path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": Hark.testCache]) { _, new in new }
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        return process
    }

    /// `hark memory export > FILE; hark memory import FILE` adds nothing, with every option of
    /// the export: each writes the one archive format.
    @Test func everyExportIsAnArchiveThatImportsAsNothingNew() throws {
        let db = try database()
        for sentence in ["remember that @Sam owes me lunch", "remember the review moved to thursday #work", "note to self: lunch with Priya about the review"] {
            #expect(try Hark.run([sentence, "--db", db]).status == 0)
        }
        let already = "Imported 0 memories and 0 links from %@; 3 were already here.\n"
        for options in [[], ["--json"], ["--speak"], ["--quiet"], ["--verbose"], ["--json", "--speak"]] {
            let exported = try Hark.run(["memory", "export", "--db", db] + options)
            #expect(exported.status == 0)
            let file = try Hark.temporaryFile("memories.json", exported.stdout)
            let imported = try Hark.run(["memory", "import", file, "--db", db])
            #expect(imported.stdout == already.replacingOccurrences(of: "%@", with: file), "hark memory export \(options.joined(separator: " "))")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-export-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let named = folder + "/named.json", said = folder + "/said.json"
        let toFile = try Hark.run(["memory", "export", named, "--json", "--db", db])
        #expect(toFile.status == 0 && toFile.stdout.hasPrefix(#"{"intent": "ExportMemories""#))
        #expect(try Hark.run(["export my memories to \(said)", "--db", db]).status == 0)
        #expect(try Hark.run(["run", "export-graph", "--folder", folder, "--db", db], environment: ["HARK_EXPORTS": folder]).status == 0)
        let shortcut = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasPrefix("hark-graph-") })
        for file in [named, said, folder + "/" + shortcut] {
            #expect(try Hark.run(["memory", "import", file, "--db", db]).stdout == already.replacingOccurrences(of: "%@", with: file))
        }
        // Into an empty database, then out again: the same archive, but for when it was exported.
        let other = try database()
        #expect(try Hark.run(["memory", "import", named, "--db", other]).stdout.hasPrefix("Imported 3 memories and "))
        let again = try Hark.run(["memory", "export", "--db", other]).stdout
        let original = try String(contentsOfFile: named, encoding: .utf8)
        func withoutExported(_ text: String) -> [Substring] { text.split(separator: "\n").filter { !$0.contains(#""exported""#) } }
        #expect(withoutExported(again) == withoutExported(original))
    }

    @Test func scriptsListSearchGraphExportAndImport() throws {
        let db = try database()
        for sentence in ["remember that I talked to Alex about the API design #work",
                         "note to self the API design review moved to thursday #work",
                         "add an idea: a podcast about local-first software"] {
            #expect(try Hark.run([sentence, "--db", db]).status == 0)
        }
        let listed = try memories(db)
        #expect(listed.compactMap { $0["id"] as? Int } == [3, 2, 1])
        #expect(listed.first?["type"] as? String == "idea")
        let search = try Hark.run(["memory", "search", "api", "review", "--no-related", "--db", db])
        #expect(search.stdout.hasPrefix("Found 2 memories about api review. Most relevant: the API design review moved to thursday #work"))
        let dot = try Hark.run(["memory", "graph", "2", "--format", "dot", "--db", db])
        #expect(dot.stdout.hasPrefix("graph memories {\n") && dot.stdout.contains("m2 -- m1"))
        // Options before the command are read as the subcommand's.
        #expect(try Hark.run(["--db", db, "memory", "list", "--limit", "1"]).stdout.hasPrefix("The latest 1 of your 3 memories:"))
        #expect(try Hark.run(["memory", "stats", "--db", db]).stdout
                == "You have 3 memories (3 from today), 1 link between them and 1 person mentioned. Top tags: #work (2).\n")

        let exported = try Hark.run(["memory", "export", "--db", db])
        let file = try Hark.temporaryFile("memories.json", exported.stdout)
        let other = try database()
        #expect(try Hark.run(["memory", "import", file, "--db", other]).stdout == "Imported 3 memories and 1 link from \(file).\n")
        #expect(try Hark.run(["memory", "import", file, "--db", other]).stdout
                == "Imported 0 memories and 0 links from \(file); 3 were already here.\n")
        #expect(try memories(other).map { $0["preview"] as? String } == listed.map { $0["preview"] as? String })
        let bad = try Hark.run(["memory", "import", try Hark.temporaryFile("bad.json", "{\"format\": \"notes\"}"), "--db", other])
        #expect(bad.status == 1 && bad.stderr.contains("it is not a Hark memory archive"))
    }

    @Test func forgettingAsksAndAScriptConfirmsWithYes() throws {
        let db = try database()
        _ = try Hark.run(["remember that the old wifi password was hunter2", "--db", db])
        let unconfirmed = try Hark.run(["forget the memory about the old wifi password", "--db", db])
        #expect(unconfirmed.status == 3)
        #expect(unconfirmed.stderr == "Are you sure you want to forget memory “the old wifi password was hunter2”?\nhark: no terminal to ask on; add --yes to confirm\n")
        #expect(try memories(db).count == 1)
        let confirmed = try Hark.run(["forget the memory about the old wifi password", "--yes", "--db", db])
        #expect(confirmed.stdout == "Forgot “the old wifi password was hunter2”.\n")
        #expect(try memories(db).isEmpty)
        #expect(try Hark.run(["memory", "show", "1", "--db", db]).stderr == "I couldn't find a memory called “1”.\n")
    }

    @Test func sentencesThatStartWithACommandsNameAreSentences() throws {
        let db = try database()
        #expect(try Hark.run(["focus", "on", "work", "--db", db]).stdout.hasPrefix("Focusing on work:"))
        #expect(try Hark.run(["focus", "--db", db]).stdout.hasPrefix("Focusing on work:"))
        #expect(try Hark.run(["focus", "off", "--db", db]).stdout == "Focus is off: searches look at all your memories.\n")
        #expect(try Hark.run(["memory", "of", "the", "day", "--db", db]).stdout == "You have no memories yet. Say “remember that …” to save one.\n")
    }

    /// Eight processes storing at once lose nothing and never say "database is locked".
    @Test func concurrentWritersLoseNothing() throws {
        let db = try database()
        _ = try Hark.run(["memory", "stats", "--db", db])
        let script = "for i in 1 2 3 4 5 6; do \"$0\" \"remember that writer $1 stored item $i about concurrency\" --db \"$2\" || exit 1; done"
        var running: [(Process, Pipe)] = []
        for writer in 1 ... 8 {
            let errors = Pipe()
            running.append((try startShell(script, ["\(writer)", db], output: FileHandle.nullDevice, errors: errors), errors))
        }
        var failures: [String] = []
        for (process, errors) in running {
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            if process.terminationStatus != 0 || !text.isEmpty { failures.append("exit \(process.terminationStatus): \(text)") }
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(try memories(db).count == 48)
    }

    /// A burst of stores killed with SIGKILL, three times: every memory that was answered "Saved"
    /// is there, and the database passes SQLite's integrity check.
    @Test func aKilledBurstLosesNothingThatWasSaved() throws {
        let db = try database()
        let script = "i=0; while [ $i -lt 400 ]; do i=$((i+1)); \"$0\" \"remember that burst $1 item $i\" --db \"$2\" >/dev/null && echo \"saved $1 $i\"; done"
        var acknowledged: [String] = []
        for round in 1 ... 3 {
            let output = Pipe()
            let process = try startShell(script, ["\(round)", db], output: output, errors: FileHandle.nullDevice)
            Thread.sleep(forTimeInterval: 0.6 + 0.3 * Double(round))
            // The shell and the hark it is running at that moment, mid-write or not.
            kill(-process.processIdentifier, SIGKILL)
            _ = try? Process.run(URL(fileURLWithPath: "/usr/bin/pkill"), arguments: ["-KILL", "-P", "\(process.processIdentifier)"]).waitUntilExit()
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            acknowledged += text.split(separator: "\n").map { line in
                let numbers = line.split(separator: " ").dropFirst()
                return "burst \(numbers.first ?? "") item \(numbers.last ?? "")"
            }
        }
        #expect(acknowledged.count > 3)
        let stored = Set(try memories(db).compactMap { $0["preview"] as? String })
        let lost = acknowledged.filter { !stored.contains($0) }
        #expect(lost.isEmpty, "lost: \(lost)")
        let check = try DatabaseQueue(path: db).read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        #expect(check == ["ok"])
    }

    /// A database a newer Hark has changed is read, and a store is refused in words, not lost.
    @Test func aDatabaseFromANewerHarkRefusesStoresInWords() throws {
        let db = try database()
        _ = try Hark.run(["remember that this was stored before the upgrade", "--db", db])
        try DatabaseQueue(path: db).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('memory.9-from-the-future')")
            try db.execute(sql: "UPDATE hark_meta SET value = '99.0.0' WHERE key = 'schema_written_by'")
        }
        let refused = try Hark.run(["remember that this comes after", "--db", db])
        #expect(refused.status == 74)
        #expect(refused.stderr.contains("the database at \(db) was written by Hark 99.0.0, a newer Hark"), "\(refused.stderr)")
        let found = try Hark.run(["memory", "search", "upgrade", "--db", db])
        #expect(found.stdout.hasPrefix("Found 1 memory about upgrade. Most relevant: this was stored before the upgrade"), "\(found)")
    }
}
