import Foundation
import Testing

/// `hark "…"` and friends, as a person or a script runs them, against a temporary database.
@Suite(.serialized) struct NaturalPhraseTests {
    let database: String

    init() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        database = folder.appendingPathComponent("hark.sqlite").path
    }

    /// Runs hark with the test's database (options go after the command and its words).
    func hark(_ arguments: [String]) throws -> Hark.Output {
        try Hark.run(arguments + ["--db", database])
    }

    func harkSays(_ arguments: [String]) throws -> Hark.Output { try hark(arguments) }

    @Test func addAMoodThenAskHowIHaveBeenFeeling() throws {
        let added = try harkSays(["add a happy mood"])
        #expect(added.status == 0)
        #expect(added.stdout == "Added 😊 happy to your moods.\n")
        #expect(try harkSays(["I", "feel", "anxious"]).stdout == "Added 😰 anxious to your moods.\n")
        #expect(try harkSays(["add a happy mood"]).status == 0)
        let history = try harkSays(["how have I been feeling this week"])
        #expect(history.status == 0)
        #expect(history.stdout == "This week you've logged 3 moods. Most often: 😊 happy twice and 😰 anxious once.\n")
        #expect(FileManager.default.fileExists(atPath: database))
    }

    /// A plain sentence with no options takes the quick path; the database comes from $HARK_DB.
    @Test func aPlainSentenceWithoutOptions() throws {
        let added = try Hark.run(["add", "a", "sad", "mood"], environment: ["HARK_DB": database])
        #expect(added.status == 0)
        #expect(added.stdout == "Added 😢 sad to your moods.\n")
        let history = try Hark.run(["how have I been feeling today"], environment: ["HARK_DB": database])
        #expect(history.stdout == "Today you've logged 1 mood: 😢 sad.\n")
        let unknown = try Hark.run(["hum a tune"], environment: ["HARK_DB": database])
        #expect(unknown.status == 2)
        let missing = try Hark.run(["add a mood"], environment: ["HARK_DB": database])
        #expect(missing.status == 3)
    }

    /// Started by name from a folder on $PATH (a link to the program, as an install makes), in
    /// another working folder, hark still finds the phrase files beside its real location.
    @Test func aLinkedCopyOnThePathFindsItsPhrases() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("hark").path, withDestinationPath: Hark.binary.path)
        let path = folder.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let added = try Hark.runProgram("/usr/bin/env", ["hark", "add", "a", "calm", "mood"],
                                        environment: ["PATH": path, "HARK_DB": database, "HARK_PHRASES": ""],
                                        in: FileManager.default.temporaryDirectory)
        #expect(added.stderr == "")
        #expect(added.stdout == "Added 😌 calm to your moods.\n")
    }

    @Test func jsonGivesIntentParametersDialogAndValue() throws {
        let output = try harkSays(["--json", "log my mood as calm"])
        #expect(output.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["intent"] as? String == "AddMood")
        #expect((object["parameters"] as? [String: Any])?["title"] as? String == "calm")
        #expect(object["dialog"] as? String == "Added 😌 calm to your moods.")
        #expect((object["value"] as? [String: Any])?["emoji"] as? String == "😌")
    }

    @Test func aMissingValueWithoutATerminalFailsClearly() throws {
        let output = try harkSays(["add a mood"])
        #expect(output.status == 3)
        #expect(output.stderr.contains("What mood should I add?"))
        #expect(output.stderr.contains("no terminal to ask on; give the title in the sentence"))
    }

    @Test func notUnderstoodSaysSoAndSuggests() throws {
        let output = try harkSays(["sing me a song"])
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("Sorry, I didn't understand “sing me a song”. Try: "))
    }

    @Test func absurdInputGetsAnAnswerNotACrash() throws {
        let long = try harkSays(["add a " + String(repeating: "rainy ", count: 1_600) + "mood"])
        #expect(long.status == 1)
        #expect(long.stderr == "That mood is too long: keep it under 100 characters.\n")
        let empty = try Hark.run(["say", "", "--db", database])
        #expect(empty.status == 64)
    }

    /// A database path given in a folder that does not exist is an error, not a new empty
    /// database in a new folder (a typo must not look like lost data).
    @Test func aGivenDatabaseInAMissingFolderIsAnError() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("hark-nowhere-\(UUID().uuidString)/hark.sqlite").path
        let output = try Hark.run(["add a calm mood", "--db", missing])
        #expect(output.status == 74)
        #expect(output.stderr.contains("does not exist"))
        #expect(!FileManager.default.fileExists(atPath: FilePathOf.parent(missing)))
    }

    /// A file that is not a database is named and said in words, never as SQL or a crash.
    @Test func aDamagedDatabaseIsSaidInWords() throws {
        let file = try Hark.temporaryFile("notes.sqlite", "these are my notes, not a database\n")
        let output = try Hark.run(["add a calm mood", "--db", file])
        #expect(output.status == 74)
        #expect(output.stderr == "hark: the database at \(file) is damaged, or is not a Hark database. Restore it from a backup, or use another database with --db\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "these are my notes, not a database\n")
    }

    /// Words given as separate arguments, with options among them, are read in one pass; text
    /// over the documented length is refused at once with a clear message, not read slowly.
    @Test func longTextIsReadInOnePassOrRefused() throws {
        let words = (1 ... 1_500).map { "w\($0)" }
        let separate = try Hark.run(["--json", "add", "a"] + words + ["mood", "--db", database])
        #expect(separate.status == 1)
        #expect(separate.stdout.contains(#""dialog": "That mood is too long: keep it under 100 characters.""#))
        let tooLong = try Hark.run(["--json", "add", "a"] + (1 ... 16_000).map { "w\($0)" } + ["mood", "--db", database])
        #expect(tooLong.status == 64)
        #expect(tooLong.stderr.hasPrefix("hark: that is ") && tooLong.stderr.contains("Hark reads at most 10000 at a time"))
        let quoted = try harkSays([String(repeating: "la ", count: 4_000)])
        #expect(quoted.status == 64)
    }

    @Test func doRunsAnIntentByNameForScripts() throws {
        let done = try hark(["do", "AddMood", "--title", "focused", "--emoji", "🎯"])
        #expect(done.status == 0)
        #expect(done.stdout == "Added 🎯 focused to your moods.\n")
        let history = try hark(["do", "MoodHistory", "--period", "all time", "--json"])
        #expect(history.stdout.contains(#""dialog": "So far you've logged 1 mood: 🎯 focused.""#))
        let wrong = try hark(["do", "AddMood", "--colour", "red"])
        #expect(wrong.status == 1)
        #expect(wrong.stderr.contains("AddMood has no parameter “colour”"))
    }

    @Test func explainShowsCandidatesWithoutRunning() throws {
        let output = try hark(["explain", "--json", "add a happy mood"])
        #expect(output.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(object["intent"] as? String == "AddMood")
        #expect((object["parameters"] as? [String: Any])?["title"] as? String == "happy")
        let candidates = try #require(object["candidates"] as? [[String: Any]])
        #expect((candidates.first?["template"] as? String)?.contains("{title} mood") == true)
        #expect(!FileManager.default.fileExists(atPath: database))
    }

    @Test func intentsDescribeThemselves() throws {
        let list = try Hark.run(["intents"])
        #expect(list.stdout.contains("AddMood — Add Mood"))
        #expect(list.stdout.contains("period: Period — date range, optional."))
        let history = try Hark.run(["intents", "MoodHistory", "--json"])
        let period = try #require(((try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [String: Any])?["schema"]
            as? [String: Any])?["properties"] as? [String: Any])["period"] as? [String: Any]
        #expect(period?["type"] as? String == "object")
        let schema = try Hark.run(["intents", "AddMood", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(schema.stdout.utf8)) as? [String: Any])
        let jsonSchema = try #require(object["schema"] as? [String: Any])
        #expect(jsonSchema["required"] as? [String] == ["title"])
        #expect(try Hark.run(["intents", "Nope"]).status == 1)
    }
}

@Suite struct CommandNameTests {
    /// What people type first: the version, options before the command, a typo, the British spelling.
    @Test func theCommandLineAsPeopleExpectIt() throws {
        #expect(try Hark.run(["--version"]).stdout == "hark 0.1.0\n")
        #expect(try Hark.run(["-V"]).stdout == "hark 0.1.0\n")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-first-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let database = folder.appendingPathComponent("hark.sqlite").path
        #expect(try Hark.run(["--db", database, "do", "AddMood", "--title", "calm"]).stdout == "Added 😌 calm to your moods.\n")
        let typo = try Hark.run(["intens"])
        #expect(typo.status == 64 && typo.stderr.contains("Did you mean “intents”?"))
        #expect(try Hark.run(["recognise", "--sentences", "Intents/tests/language"], input: "").status == 0)
        #expect(try Hark.run(["parse", "date", "tomorrow", "--now", "2026-11-22T23:30", "--tz", "Asia/Tokyo"]).stdout
                == "2026-11-23T00:00:00+09:00\n")
    }

    /// A sentence starting with a command's name reaches that command, not `say`, for every
    /// command (the quick path's names come from the command list itself).
    @Test func aCommandsNameReachesTheCommand() throws {
        #expect(try Hark.run(["parse", "number", "twenty", "five"]).stdout == "25\n")
        #expect(try Hark.run(["intents"]).stdout.hasPrefix("AddMood — Add Mood"))
        #expect(try Hark.run(["help"]).stdout.contains("SUBCOMMANDS"))
    }
}

/// On a terminal, Hark asks for what is missing and carries on (a pseudo-terminal from script(1)).
@Suite(.serialized, .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct TerminalAskingTests {
    @Test func asksForAMissingMoodAndAddsIt() throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("hark-tty-\(UUID().uuidString).sqlite").path
        let command = "'\(Hark.binary.path)' 'add a mood' --db '\(database)'"
        let output = try Hark.runProgram("/usr/bin/script", ["-qfec", command, "/dev/null"], input: "tired\n")
        #expect(output.status == 0)
        #expect(output.stdout.contains("What mood should I add?"))
        #expect(output.stdout.contains("Added 😴 tired to your moods."))
    }

    @Test func aMissingOptionValueIsAUsageErrorNotAQuestion() throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("hark-tty-\(UUID().uuidString).sqlite").path
        let command = "'\(Hark.binary.path)' do MoodHistory --db '\(database)' --period"
        // A missing value for --period is a usage error, not a question: exit 64 even on a terminal.
        let output = try Hark.runProgram("/usr/bin/script", ["-qfec", command, "/dev/null"], input: "")
        #expect(output.status == 64)
    }
}

@Suite struct SpokenValueCommandTests {
    let now = ["--now", "2026-11-25T10:30:00+01:00", "--tz", "Europe/Berlin"]

    @Test func parsePrintsValuesAndJSON() throws {
        let date = try Hark.run(["parse", "date", "next thursday at 3pm"] + now + ["--json"])
        #expect(date.status == 0)
        #expect(date.stdout == #"{"value": "2026-11-26T15:00:00+01:00", "grain": "hour", "text": "next thursday at 3pm", "offsets": [0, 20]}"# + "\n")
        let range = try Hark.run(["parse", "range", "last", "week"] + now + ["--json"])
        #expect(range.stdout.hasPrefix(#"{"start": "2026-11-16T00:00:00+01:00", "end": "2026-11-23T00:00:00+01:00""#))
        #expect(try Hark.run(["parse", "duration", "an hour and a half", "--json"]).stdout.hasPrefix(#"{"value": 5400"#))
        #expect(try Hark.run(["parse", "number", "fifty percent"]).stdout == "50%\n")
        #expect(try Hark.run(["parse", "date", "friday", "--past"] + now).stdout == "2026-11-20T00:00:00+01:00\n")
        #expect(try Hark.run(["parse", "date", "3/4", "--order", "month-first"] + now).stdout == "2027-03-04T00:00:00+01:00\n")
        #expect(try Hark.run(["parse", "range", "this week", "--week-start", "sunday"] + now).stdout
                == "2026-11-22T00:00:00+01:00 – 2026-11-29T00:00:00+01:00 (end excluded)\n")
        #expect(try Hark.run(["parse", "range", "this week"] + now, environment: ["HARK_WEEK_START": "sunday"]).stdout.hasPrefix("2026-11-22"))
        #expect(try Hark.run(["parse", "range", "this week", "--week-start", "someday"] + now).status == 64)
    }

    @Test func findsValuesInsideASentenceWithWhereTheyStand() throws {
        let found = try Hark.run(["parse", "date", "call the dentist on friday at 10", "--json"] + now)
        #expect(found.status == 0)
        #expect(found.stdout == #"{"value": "2026-11-27T10:00:00+01:00", "grain": "hour", "text": "on friday at 10", "offsets": [17, 32]}"# + "\n")
        // Offsets count code points, as Python does: "café" is four.
        #expect(try Hark.run(["parse", "range", "café plans this week", "--json"] + now).stdout.contains(#""text": "this week", "offsets": [11, 20]"#))
        let all = try Hark.run(["parse", "duration", "--all", "boil for 10 minutes, then bake for an hour and a half"])
        #expect(all.stdout == "600 seconds  (“10 minutes”, characters 9–19)\n5400 seconds  (“an hour and a half”, characters 35–53)\n")
        let none = try Hark.run(["parse", "date", "--all", "--json", "I have 3 cats"] + now)
        #expect(none.status == 1)
        #expect(none.stdout == #"{"values": []}"# + "\n")
    }

    @Test func unreadableValuesAndBadOptionsSaySo() throws {
        let bad = try Hark.run(["parse", "date", "the 45th of smarch"] + now)
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("could not parse “the 45th of smarch” as a date"))
        // A long text is searched, and a text too long to search is refused, never a hang.
        #expect(try Hark.run(["parse", "date", String(repeating: "next ", count: 1_000) + "friday"] + now).stdout.hasPrefix("2026-11-27"))
        #expect(try Hark.run(["parse", "date", String(repeating: "next ", count: 5_000) + "friday"]).status == 64)
        #expect(try Hark.run(["parse", "date", "today", "--tz", "Mars/Olympus"]).status == 64)
        #expect(try Hark.run(["parse", "date", "today", "--now", "yesterday"]).status == 64)
        #expect(try Hark.run(["parse", "weekday", "today"]).status == 64)
    }

    /// Mood history takes any span said in words.
    @Test func moodHistoryOverASpanSaidInWords() throws {
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("hark-span-\(UUID().uuidString).sqlite").path
        #expect(try Hark.run(["add a happy mood", "--db", database]).status == 0)
        let since = try Hark.run(["moods since yesterday", "--db", database])
        #expect(since.status == 0)
        #expect(since.stdout.hasPrefix("Since ") && since.stdout.contains(" you've logged 1 mood: 😊 happy at "))
        #expect(try Hark.run(["how did I feel last year", "--db", database]).stdout == "You didn't log any moods last year.\n")
        #expect(try Hark.run(["how did I feel in total", "--db", database]).stdout == "So far you've logged 1 mood: 😊 happy.\n")
    }
}

/// Compiled phrases are kept between runs, and never outlive the files they came from.
@Suite struct PhraseCacheTests {
    func copyOfHarksPhrases() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-phrases-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Hark.packageRoot.appendingPathComponent("Intents/en").path, toPath: folder)
        return folder
    }

    func entries(_ cache: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache + "/hark")) ?? []).filter { $0.hasPrefix("phrases-") }
    }

    @Test func anEditedPhraseFileIsUsedAtOnce() throws {
        let phrases = try copyOfHarksPhrases()
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("hark-cache-\(UUID().uuidString)").path
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("hark-cache-\(UUID().uuidString).sqlite").path
        // Phrases alone: the learned reader would understand "jot down calm" before the template is added.
        let environment = ["XDG_CACHE_HOME": cache, "HARK_PHRASES": phrases, "HARK_DB": database, "HARK_READER": "0"]
        #expect(try Hark.run(["add a happy mood"], environment: environment).status == 0)
        let first = entries(cache)
        #expect(first.count == 1)
        #expect(try Hark.run(["jot down calm"], environment: environment).status == 2)

        // A new template: the next run sees it, and the old entry is replaced.
        let file = phrases + "/moods.yaml"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "- \"record how i feel [as] {title}\"", with: "- \"record how i feel [as] {title}\"\n          - \"jot down {title}\"")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let jotted = try Hark.run(["jot down calm"], environment: environment)
        #expect(jotted.stdout == "Added 😌 calm to your moods.\n")
        #expect(entries(cache).count == 1 && entries(cache) != first)
    }

    @Test func aDamagedEntryIsCompiledAgainAndTheCacheCanBeTurnedOff() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("hark-cache-\(UUID().uuidString)").path
        let database = FileManager.default.temporaryDirectory.appendingPathComponent("hark-cache-\(UUID().uuidString).sqlite").path
        #expect(try Hark.run(["add a happy mood"], environment: ["XDG_CACHE_HOME": cache, "HARK_DB": database]).status == 0)
        let entry = try #require(entries(cache).first)
        try Data("damaged".utf8).write(to: URL(fileURLWithPath: cache + "/hark/" + entry))
        let again = try Hark.run(["add a sad mood"], environment: ["XDG_CACHE_HOME": cache, "HARK_DB": database])
        #expect(again.stdout == "Added 😢 sad to your moods.\n")
        #expect((try Data(contentsOf: URL(fileURLWithPath: cache + "/hark/" + entry))).count > 100)

        let off = FileManager.default.temporaryDirectory.appendingPathComponent("hark-cache-\(UUID().uuidString)").path
        #expect(try Hark.run(["add a happy mood"], environment: ["XDG_CACHE_HOME": off, "HARK_DB": database, "HARK_NO_CACHE": "1"]).status == 0)
        #expect(entries(off).isEmpty)
    }
}

/// Path helpers for the tests.
enum FilePathOf {
    static func parent(_ path: String) -> String { URL(fileURLWithPath: path).deletingLastPathComponent().path }
}

/// Hark's own phrases are in the program: a copy anywhere works, and a person's own phrase files
/// are merged over them.
@Suite struct SelfContainedTests {
    /// The program copied (hard-linked) into an empty folder, with an empty home.
    func copyOfHark() throws -> (program: String, home: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-elsewhere-\(UUID().uuidString)")
        let home = folder.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let program = folder.appendingPathComponent("hark").path
        if link(Hark.binary.path, program) != 0 { try FileManager.default.copyItem(atPath: Hark.binary.path, toPath: program) }
        return (program, home.path)
    }

    @Test func aCopiedProgramWorksFromAnyFolder() throws {
        let (program, home) = try copyOfHark()
        let environment = ["HOME": home, "HARK_PHRASES": "", "HARK_DB": "", "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "", "XDG_CACHE_HOME": ""]
        let added = try Hark.runProgram(program, ["add a happy mood"], environment: environment, in: URL(fileURLWithPath: "/"))
        #expect(added.stdout == "Added 😊 happy to your moods.\n", "\(added.stderr)")
        #expect(FileManager.default.fileExists(atPath: home + "/.local/share/hark/hark.sqlite"))
        let tested = try Hark.runProgram(program, ["phrases", "test"], environment: environment, in: URL(fileURLWithPath: "/"))
        #expect(tested.status == 0)
        #expect(tested.stdout.hasSuffix(" passed, 0 failed\n"))
    }

    @Test func yourOwnPhraseFilesAreMergedOverTheBuiltInOnes() throws {
        let (program, home) = try copyOfHark()
        let own = home + "/.config/hark/intents"
        try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true)
        try """
        language: en
        intents:
          AddMood:
            data:
              - sentences: ["jot down {title}"]
        """.write(toFile: own + "/mine.yaml", atomically: true, encoding: .utf8)
        let environment = ["HOME": home, "HARK_PHRASES": "", "HARK_DB": "", "XDG_DATA_HOME": "", "XDG_CONFIG_HOME": "", "XDG_CACHE_HOME": ""]
        let jotted = try Hark.runProgram(program, ["jot down calm"], environment: environment)
        #expect(jotted.stdout == "Added 😌 calm to your moods.\n", "\(jotted.stderr)")
        #expect(try Hark.runProgram(program, ["add a happy mood"], environment: environment).status == 0)

        try "language: en\nintents:\n  AddMood:\n    data:\n      - sentences: [\"jot {nothing}\"]\n"
            .write(toFile: own + "/mine.yaml", atomically: true, encoding: .utf8)
        let broken = try Hark.runProgram(program, ["jot down calm"], environment: environment)
        #expect(broken.status == 65)
        #expect(broken.stderr.contains(own + "/mine.yaml:5:"), "\(broken.stderr)")
    }
}
