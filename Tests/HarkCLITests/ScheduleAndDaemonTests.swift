import Foundation
import GRDB
import Testing

/// `hark schedule`, `hark daemon` and `hark log` as a person or a service manager uses them: the
/// real binary, a real database, real signals.
@Suite struct ScheduleAndDaemonTests {
    func setting() throws -> (db: String, own: String, environment: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-daemon-\(UUID().uuidString)")
        let own = folder.appendingPathComponent("shortcuts")
        try FileManager.default.createDirectory(at: own, withIntermediateDirectories: true)
        let db = folder.appendingPathComponent("hark.sqlite").path
        return (db, own.path, ["HARK_DB": db, "HARK_SHORTCUTS": own.path, "HARK_TZ": "UTC"])
    }

    func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    @Test func scheduleNextPrintsFireTimesInTheZoneAndErrorsWithCode2() throws {
        let (_, _, environment) = try setting()
        let berlin = try Hark.run(["schedule", "next", "30 2 * * *", "--tz", "Europe/Berlin", "--from", "2026-03-28T12:00:00+01:00", "--count", "2"],
                                  environment: environment)
        #expect(berlin.stdout == "2026-03-29T03:00:00+02:00\n2026-03-30T02:30:00+02:00\n")
        let spoken = try Hark.run(["schedule", "next", "every weekday at 8am", "--tz", "America/New_York", "--from", "2026-11-27T09:00:00-05:00",
                                   "--count", "2", "--json"], environment: environment)
        let read = try json(spoken.stdout)
        #expect(read["next"] as? [String] == ["2026-11-30T08:00:00-05:00", "2026-12-01T08:00:00-05:00"])
        #expect(read["cron"] as? String == "0 8 * * 1-5")
        let wrong = try Hark.run(["schedule", "next", "0 25 * * *"], environment: environment)
        #expect(wrong.status == 2)
        #expect(wrong.stderr == "hark: hour: 25 is out of range 0–23\n  0 25 * * *\n    ^\n")
        #expect(try Hark.run(["schedule", "next", "whenever"], environment: environment).status == 2)
    }

    @Test func scheduleListsTriggeredShortcutsAndTheirProblems() throws {
        let (_, own, environment) = try setting()
        try "name: Weekly recap\ntrigger: {every: \"every sunday at 6pm\", zone: Europe/Berlin}\nsteps:\n  - say: recap\n"
            .write(toFile: own + "/weekly-recap.yaml", atomically: true, encoding: .utf8)
        try "name: Broken\ntrigger: {cron: \"0 25 * * *\", overlap: sometimes}\nsteps:\n  - say: never\n"
            .write(toFile: own + "/broken.yaml", atomically: true, encoding: .utf8)
        let listed = try json(try Hark.run(["schedule", "--json"], environment: environment).stdout)
        let rows = listed["schedules"] as? [[String: Any]] ?? []
        #expect(rows.map { $0["shortcut"] as? String } == ["broken", "weekly-recap"])
        #expect(rows.last?["cron"] as? String == "0 18 * * 0")
        #expect(rows.last?["zone"] as? String == "Europe/Berlin")
        #expect((rows.last?["next"] as? String)?.hasSuffix("T18:00:00+01:00") == true || (rows.last?["next"] as? String)?.hasSuffix("T18:00:00+02:00") == true)
        let problems = rows.first?["problems"] as? [String] ?? []
        #expect(problems.contains { $0.contains("broken.yaml:2:") && $0.contains("cron: hour: 25 is out of range 0–23") })
        #expect(problems.contains { $0.contains("overlap: expected skip, queue, parallel or replace") })
    }

    /// Starts `hark daemon`; returns the process and its output pipes.
    func startDaemon(_ environment: [String: String]) throws -> (Process, Pipe, Pipe) {
        try Hark.startDaemon(environment)
    }

    func waitUntil(_ seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
        try Hark.waitUntil(seconds, condition)
    }

    @Test func theDaemonRunsASecondsTriggerRecordsEachRunAndStopsOnSIGTERM() throws {
        var (_, own, environment) = try setting()
        // A notifier that keeps what it is told (the dialog after "--"), a line each.
        let notified = own + "/../notified.txt", notifier = own + "/../notify.sh"
        try "#!/bin/sh\n[ \"$1\" = -- ] && printf '%s\\n' \"$2\" >> '\(notified)'\n".write(toFile: notifier, atomically: true, encoding: .utf8)
        chmod(notifier, 0o755)
        environment["HARK_NOTIFIER"] = notifier
        try "name: Tick\ntrigger: {cron: \"* * * * * *\"}\nsteps:\n  - say: \"tick\"\n".write(toFile: own + "/tick.yaml", atomically: true, encoding: .utf8)
        let (daemon, stdout, stderr) = try startDaemon(environment)
        func runs() throws -> [[String: Any]] {
            try json(try Hark.run(["log", "tick", "--json"], environment: environment).stdout)["runs"] as? [[String: Any]] ?? []
        }
        #expect(try waitUntil(10) { try runs().filter { $0["status"] as? String == "ok" }.count >= 2 })
        // A second daemon on the same database is refused.
        let second = try Hark.run(["daemon"], environment: environment)
        #expect(second.status == 75)
        #expect(second.stderr.contains("another hark daemon"))
        // A file added while it runs is picked up.
        // (It writes to the database every second, as the commands below do.)
        try "name: Tock\ntrigger: {cron: \"* * * * * *\"}\nsteps:\n  - intent: AddMood\n    with: {title: calm}\n  - say: \"tock\"\n"
            .write(toFile: own + "/tock.yaml", atomically: true, encoding: .utf8)
        #expect(try waitUntil(10) { try json(try Hark.run(["log", "tock", "--json"], environment: environment).stdout)["runs"].map { ($0 as? [Any])?.isEmpty == false } ?? false })
        // Commands that write share the database with it.
        for _ in 0..<5 {
            let added = try Hark.run(["add a happy mood"], environment: environment)
            #expect(added.status == 0, "\(added.stderr)")
        }
        daemon.terminate()
        daemon.waitUntilExit()
        #expect(daemon.terminationStatus == 0)
        #expect(try waitUntil(5) { (try? String(contentsOfFile: notified, encoding: .utf8))?.contains("tick\n") == true })
        let said = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let logged = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(said.contains("tick: tick\ntick: tick\n"))
        #expect(logged.contains("tock: added"))
        let recorded = try runs()
        #expect(recorded.count >= 2)
        for run in recorded {
            #expect(Set(run.keys) == ["shortcut", "scheduled", "started", "ended", "status", "said", "error"])
            #expect(run["status"] as? String == "ok")
            #expect(run["said"] as? [String] == ["tick"])
        }
    }

    @Test func aRunLeftRunningByAKilledDaemonIsRecordedAsInterruptedAtTheNextStart() throws {
        let (db, own, environment) = try setting()
        try "name: Tick\ntrigger: {cron: \"0 0 1 1 *\"}\nsteps:\n  - say: \"tick\"\n".write(toFile: own + "/tick.yaml", atomically: true, encoding: .utf8)
        let (daemon, _, _) = try startDaemon(environment)
        #expect(try waitUntil(10) { FileManager.default.fileExists(atPath: db + ".daemon-lock") })
        Thread.sleep(forTimeInterval: 0.5)
        kill(daemon.processIdentifier, SIGKILL)
        daemon.waitUntilExit()
        // What a run cut off by the kill leaves behind: its row, still running.
        let queue = try DatabaseQueue(path: db)
        try queue.write { db in
            try db.execute(sql: "INSERT INTO shortcut_run (shortcut, scheduled, started, status) VALUES ('tick', '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.010', 'running')")
        }
        let (again, _, stderr) = try startDaemon(environment)
        #expect(try waitUntil(10) { try Hark.run(["log", "tick", "--json"], environment: environment).stdout.contains("\"interrupted\"") })
        again.terminate()
        again.waitUntilExit()
        #expect(again.terminationStatus == 0)
        let logged = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(logged.contains("1 run cut off by the last daemon recorded as interrupted"))
    }
}

/// `hark meetings import` and `list` with the real binary.
@Suite struct MeetingsCommandTests {
    @Test func importTwiceListAsJSONAndReportBadLines() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-meetings-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let environment = ["HARK_DB": folder.appendingPathComponent("hark.sqlite").path, "HARK_TZ": "Europe/Berlin"]
        let file = folder.appendingPathComponent("work.ics").path
        try """
            BEGIN:VCALENDAR\r
            BEGIN:VEVENT\r
            UID:1on1\r
            SUMMARY:1:1 with Sam\r
            DTSTART;TZID=Eastern Standard Time:20261130T093000\r
            DURATION:PT30M\r
            ATTENDEE;CN="Sam O'Neil";RSVP=TRUE:mailto:sam@example.com\r
            LOCATION:Zoom\r
            END:VEVENT\r
            GARBAGE\r
            BEGIN:VEVENT\r
            UID:offsite\r
            SUMMARY:Offsite\r
            DTSTART;VALUE=DATE:20261203\r
            DTEND;VALUE=DATE:20261205\r
            END:VEVENT\r
            END:VCALENDAR\r

            """.write(toFile: file, atomically: true, encoding: .utf8)
        // A line that cannot be read is named and skipped; the import still succeeds (issue 27),
        // unless --strict.
        let first = try Hark.run(["meetings", "import", file], environment: environment)
        #expect(first.status == 0)
        #expect(first.stdout == "\(file): 2 events → 2 meetings added, 0 updated, 0 unchanged; 1 problem (above)\n")
        #expect(first.stderr == "\(file):10: not a content line (NAME:VALUE): “GARBAGE”\n")
        let again = try Hark.run(["meetings", "import", file], environment: environment)
        #expect(again.stdout.contains("0 meetings added, 0 updated, 2 unchanged"))
        #expect(try Hark.run(["meetings", "import", file, "--strict"], environment: environment).status == 65)
        let listed = try JSONSerialization.jsonObject(with: Data(try Hark.run(["meetings", "list", "--json"], environment: environment).stdout.utf8)) as? [String: Any]
        let meetings = listed?["meetings"] as? [[String: Any]] ?? []
        #expect(meetings.count == 2)
        #expect(Set(meetings.first?.keys.map { $0 } ?? []) == ["id", "uid", "title", "start", "end", "all_day", "location", "attendees"])
        #expect(meetings.first?["start"] as? String == "2026-11-30T09:30:00-05:00")
        #expect(meetings.first?["end"] as? String == "2026-11-30T10:00:00-05:00")
        #expect((meetings.first?["attendees"] as? [[String: String]]) == [["name": "Sam O'Neil", "email": "sam@example.com"]])
        #expect(meetings.last?["start"] as? String == "2026-12-03" && meetings.last?["end"] as? String == "2026-12-05")
        #expect(meetings.last?["all_day"] as? Bool == true)
        let missing = try Hark.run(["meetings", "import", folder.appendingPathComponent("nope.ics").path], environment: environment)
        #expect(missing.status == 74)
    }
}

/// Sentences that begin with a command's name stay sentences.
@Suite struct CommandNamedSentenceTests {
    @Test func logScheduleAndMeetingsSentencesAreSaid() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-sentences-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let environment = ["HARK_DB": folder.appendingPathComponent("hark.sqlite").path, "HARK_TZ": "UTC"]
        #expect(try Hark.run(["log", "my", "mood", "as", "calm"], environment: environment).stdout == "Added 😌 calm to your moods.\n")
        #expect(try Hark.run(["schedule", "a", "meeting", "with", "sam", "about", "the", "roadmap", "tomorrow", "at", "3pm"], environment: environment).stdout
                == "Added “Roadmap” with Sam tomorrow at 15:00, for 30 minutes.\n")
        #expect(try Hark.run(["meetings", "with", "sam"], environment: environment).stdout.hasPrefix("You next meet Sam tomorrow at 15:00 (Roadmap)"))
        // The commands themselves still are commands.
        #expect(try Hark.run(["log", "--json"], environment: environment).stdout == "{\"runs\": []}\n")
        #expect(try Hark.run(["meetings", "list"], environment: environment).stdout.hasSuffix("Roadmap — with Sam\n"))
        #expect(try Hark.run(["schedule", "next", "@daily", "--count", "1", "--from", "2026-11-23T10:00:00Z"], environment: environment).stdout
                == "2026-11-24T00:00:00Z\n")
        // Options before a command with subcommands go after the subcommand, whichever command it is.
        let db = environment["HARK_DB"] ?? ""
        #expect(try Hark.run(["--db", db, "meetings", "list"]).stdout.hasSuffix("Roadmap — with Sam\n"))
        #expect(try Hark.run(["--db", db, "shortcuts", "list"]).status == 0)
    }
}

/// `hark notes import` and the note intents with the real binary.
@Suite struct NotesCommandTests {
    @Test func importAFolderThenSearchAndSortNotes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-notes-cli-\(UUID().uuidString)")
        let notes = folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        let environment = ["HARK_DB": folder.appendingPathComponent("hark.sqlite").path, "HARK_TZ": "UTC"]
        try "# Kitchen renovation\n\nDeadline end of June. Get three quotes for cabinets.\n".write(to: notes.appendingPathComponent("kitchen.md"), atomically: true, encoding: .utf8)
        try "kubectl get pods, describe, logs -f".write(to: notes.appendingPathComponent("kubernetes-cheat-sheet.txt"), atomically: true, encoding: .utf8)
        #expect(try Hark.run(["notes", "import", notes.path], environment: environment).stdout == "\(notes.path): 2 notes added, 0 updated, 0 unchanged\n")
        #expect(try Hark.run(["notes", "import", notes.path], environment: environment).stdout == "\(notes.path): 0 notes added, 0 updated, 2 unchanged\n")
        #expect(try Hark.run(["look in my notes for kubectl"], environment: environment).stdout == "1 note is about “kubectl”: Kubernetes cheat sheet (resource).\n")
        #expect(try Hark.run(["which category is the kitchen renovation note"], environment: environment).stdout
                == "“Kitchen renovation” is a project: it has a deadline.\n")
        #expect(try Hark.run(["notes", "import", folder.appendingPathComponent("missing").path], environment: environment).status == 74)
    }
}
