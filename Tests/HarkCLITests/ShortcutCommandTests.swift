import Foundation
import Testing

/// Shortcuts from the command line, as a person or a script uses them: by phrase, by name, from
/// a file; each shipped shortcut end to end; validation with every problem where it is; a
/// person's own shortcuts beside (and over) the shipped ones.
@Suite struct ShortcutCommandTests {
    /// A new database and an empty folder for the person's own shortcuts.
    func setting() throws -> (db: String, own: String, environment: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-shortcuts-\(UUID().uuidString)")
        let own = folder.appendingPathComponent("shortcuts")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        let db = folder.appendingPathComponent("hark.sqlite").path
        return (db, own.path, ["HARK_DB": db, "HARK_SHORTCUTS": own.path])
    }

    func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    @Test func moodCheckInByNameByPhraseAndAsJSON() throws {
        let (_, _, environment) = try setting()
        let named = try Hark.run(["run", "mood-check-in", "--feeling", "calm"], environment: environment)
        #expect(named.status == 0)
        #expect(named.stdout == "Added 😌 calm to your moods. This week you've logged 1 mood: 😌 calm.\n")
        let said = try Hark.run(["mood check in i'm feeling hopeful"], environment: environment)
        #expect(said.stdout == "Added 🤞 hopeful to your moods. This week you've logged 2 moods, each a different one: 🤞 hopeful and 😌 calm.\n")
        let scripted = try json(try Hark.run(["run", "mood-check-in", "--feeling", "tired", "--json"], environment: environment).stdout)
        #expect(Set(scripted.keys) == ["shortcut", "parameters", "said", "result", "steps"])
        #expect(scripted["shortcut"] as? String == "mood-check-in")
        #expect((scripted["parameters"] as? [String: String]) == ["feeling": "tired"])
        #expect((scripted["result"] as? [String: Any])?["count"] as? Int == 3)
        #expect(scripted["steps"] as? Int == 5)
    }

    @Test func explainShowsShortcutsAndIntentsInOneRanking() throws {
        let (_, _, environment) = try setting()
        let explained = try Hark.run(["explain", "mood checkin i'm feeling great"], environment: environment).stdout
        #expect(explained.hasPrefix("Read as mood-check-in  (a phrase matches it exactly, confidence 1: Hark acts on it)\n"))
        #expect(explained.contains("1. mood-check-in  (chosen)\n   template: mood check[ ]in[,] (i'm|im|i am|i feel|feeling) [feeling] {feeling}  (<built-in>/mood-check-in.yaml:8:6)\n   feeling: “great” → great"))
        #expect(explained.contains(". AddMood  (not acted on"))
    }

    @Test func withoutATerminalItStopsWithTheQuestionHavingChangedNothing() throws {
        let (_, _, environment) = try setting()
        let asked = try Hark.run(["check in on my mood"], environment: environment)
        #expect(asked.status == 3)
        #expect(asked.stderr.hasPrefix("How are you feeling?\n"))
        let byName = try Hark.run(["run", "mood-check-in"], environment: environment)
        #expect(byName.status == 3)
        #expect(try Hark.run(["how have I been feeling this week"], environment: environment).stdout == "You haven't logged any moods this week.\n")
    }

    @Test func quickCaptureDailyReviewAndExportGraphEndToEnd() throws {
        let (db, own, environment) = try setting()
        #expect(try Hark.run(["remember that the offsite is in Lisbon in march"], environment: environment).status == 0)
        let captured = try Hark.run(["here's a thought: the offsite in Lisbon needs a budget"], environment: environment)
        #expect(captured.stdout == "Saved. It relates to: the offsite is in Lisbon in march.\n")
        #expect(try Hark.run(["run", "quick-capture", "--thought", "buy oat milk"], environment: environment).stdout
                == "Saved. Nothing else in your memories relates to it yet.\n")
        #expect(try Hark.run(["add a happy mood"], environment: environment).status == 0)
        let review = try Hark.run(["wrap up my day", "--json"], environment: environment)
        let reviewed = try json(review.stdout)
        #expect(reviewed["intent"] as? String == "end-of-day")
        let dialog = reviewed["dialog"] as? String ?? ""
        #expect(dialog.hasPrefix("You captured 3 memories today:"))
        #expect(dialog.contains("\nToday you've logged 1 mood: 😊 happy at "))
        let folder = FilePath(own).parent
        var exporting = environment
        exporting["HARK_EXPORTS"] = folder
        let exported = try Hark.run(["run", "export-graph", "--folder", folder], environment: exporting)
        let today = String(ISO8601DateFormatter().string(from: Date()).prefix(10))
        #expect(exported.stdout == "Exported 3 memories and 1 link to \(folder)/hark-graph-\(today).json.\n")
        #expect(FileManager.default.fileExists(atPath: "\(folder)/hark-graph-\(today).json"))
        let failed = try Hark.run(["run", "export-graph", "--folder", "/nonexistent/folder"], environment: exporting)
        #expect(failed.status == 1)
        #expect(failed.stderr == "hark: <built-in>/export-graph.yaml:21:5: ExportMemories failed: Shortcuts write only inside the exports folder \(folder), "
                + "and /nonexistent/folder is outside it: name a folder inside it (or change `exports:` in the settings file, or HARK_EXPORTS).\n")
        _ = db
    }

    @Test func aPersonsShortcutsRunFromTheFolderOrAFileAndReplaceShippedOnes() throws {
        let (_, own, environment) = try setting()
        try """
            name: Mood check-in, my way
            parameters: {feeling: text}
            steps:
              - say: "Noted that you feel ${feeling}, without logging it."
            """.write(toFile: own + "/mood-check-in.yaml", atomically: true, encoding: .utf8)
        #expect(try Hark.run(["run", "mood-check-in", "--feeling", "fine"], environment: environment).stdout
                == "Noted that you feel fine, without logging it.\n")
        let file = try Hark.temporaryFile("twice.yaml", """
            parameters:
              n: {type: number, default: 2}
            steps:
              - repeat:
                  count: "${n}"
                  steps: [{say: "round ${index} of ${n}"}]
              - result: "${n * 10}"
            """)
        let run = try Hark.run(["run", file, "--n", "three", "--json"], environment: environment)
        let value = try json(run.stdout)
        #expect(value["said"] as? [String] == ["round 1 of 3", "round 2 of 3", "round 3 of 3"])
        #expect(value["result"] as? Int == 30)
        let listed = try json(try Hark.run(["shortcuts", "list", "--json"], environment: environment).stdout)
        let entries = listed["shortcuts"] as? [[String: Any]] ?? []
        #expect(entries.map { $0["id"] as? String } == ["end-of-day", "export-graph", "mood-check-in", "morning-brief", "quick-capture", "weekly-recap"])
        #expect(entries.first { $0["id"] as? String == "mood-check-in" }?["file"] as? String == own + "/mood-check-in.yaml")
    }

    @Test func validationNamesEveryProblemAndADryRunChangesNothing() throws {
        let (_, own, environment) = try setting()
        try """
            name: Broken
            steps:
              - intent: AddMod
              - say: "${nowhere}"
              - if: "1 == 'one'"
                then: [{say: x}]
            """.write(toFile: own + "/broken.yaml", atomically: true, encoding: .utf8)
        let checked = try Hark.run(["shortcuts", "validate"], environment: environment)
        #expect(checked.status == 65)
        let path = own + "/broken.yaml"
        #expect(checked.stdout.hasPrefix("""
            \(path):3:13: error: unknown intent 'AddMod' (known: 
            """))
        #expect(checked.stdout.contains("\(path):4:13: error: 'nowhere' is used before it is set"))
        #expect(checked.stdout.contains("\(path):5:10: error: “==” compares a number with a text: they are never equal"))
        let refused = try Hark.run(["run", "broken"], environment: environment)
        #expect(refused.status == 65)
        #expect(try Hark.run(["shortcuts", "validate", own + "/../nothing.yaml"], environment: environment).status == 64)
        let dry = try Hark.run(["run", "mood-check-in", "--feeling", "calm", "--dry-run"], environment: environment)
        #expect(dry.status == 0)
        #expect(dry.stdout.hasPrefix("<built-in>/mood-check-in.yaml:18:5: AddMood {title: calm} (not run: it changes data)\n"))
        #expect(try Hark.run(["how did I feel today"], environment: environment).stdout == "You haven't logged any moods today.\n")
    }
}

/// A path's parent folder.
private struct FilePath {
    let path: String
    init(_ path: String) { self.path = path }
    var parent: String { (path as NSString).deletingLastPathComponent }
}

extension ShortcutCommandTests {
    @Test func morningBriefSaysTodaysMeetingsWhatIsDueAndTheMemoryOfTheDay() throws {
        var (_, own, environment) = try setting()
        environment["HARK_TZ"] = "UTC"
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let today = calendar.dateComponents([.year, .month, .day], from: Date())
        let day = String(format: "%04d%02d%02d", today.year ?? 2026, today.month ?? 1, today.day ?? 1)
        let file = own + "/../today.ics"
        try """
            BEGIN:VCALENDAR
            BEGIN:VEVENT
            UID:plan
            SUMMARY:Offsite planning
            DTSTART:\(day)T230000Z
            DTEND:\(day)T233000Z
            DESCRIPTION:Priya to book the venue by today.
            END:VEVENT
            END:VCALENDAR
            """.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try Hark.run(["meetings", "import", file], environment: environment).status == 0)
        #expect(try Hark.run(["remember that the offsite is in Lisbon"], environment: environment).status == 0)
        let brief = try Hark.run(["run", "morning-brief"], environment: environment)
        #expect(brief.status == 0)
        #expect(brief.stdout == """
            You have 1 meeting today: 23:00 Offsite planning.
            You have 1 open action item due by today:
            - [ ] book the venue (Priya, \(Self.shortDay(Date(), calendar)))
            From today: the offsite is in Lisbon

            """)
        #expect(try Hark.run(["give me my morning briefing"], environment: environment).stdout == brief.stdout)
        // The week so far: the meeting (tonight, not yet held, so none), the action item, a note, the moods.
        #expect(try Hark.run(["new note called packing list"], environment: environment).status == 0)
        #expect(try Hark.run(["add a calm mood"], environment: environment).status == 0)
        let recap = try Hark.run(["weekly review"], environment: environment)
        // (The meeting at 23:00 counts once it has been held.)
        #expect(recap.stdout.hasPrefix("This week: "))
        #expect(recap.stdout.contains("1 action item opened and 0 done and 1 note written (Packing list).\nThis week you've logged 1 mood"))
    }

    static func shortDay(_ date: Date, _ calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.weekday, .day, .month], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        return "\(weekdays[(parts.weekday ?? 1) - 1]) \(parts.day ?? 1) \(months[(parts.month ?? 1) - 1])"
    }
}
