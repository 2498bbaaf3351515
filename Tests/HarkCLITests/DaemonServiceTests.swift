import Foundation
import Testing

/// `hark daemon` as a service manager meets it: a fresh install, a database reached through a
/// symbolic link, a reader of its output that goes away, shortcuts kept in subfolders, and a
/// notifier given with quotes.
@Suite struct DaemonServiceTests {
    /// A fresh home: nothing under it exists yet but the shortcut folder when `shortcuts`.
    func freshHome(shortcuts: Bool = true) throws -> (home: String, own: String, environment: [String: String]) {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("hark-home-\(UUID().uuidString)").path
        let own = home + "/.config/hark/shortcuts"
        if shortcuts { try FileManager.default.createDirectory(atPath: own, withIntermediateDirectories: true) }
        else { try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true) }
        // The default locations, under this home: no HARK_DB, XDG folders that do not exist yet.
        return (home, own, ["HOME": home, "XDG_DATA_HOME": home + "/.local/share", "XDG_CONFIG_HOME": home + "/.config",
                            "HARK_DB": "", "HARK_SHORTCUTS": own, "HARK_TZ": "UTC", "HARK_NOTIFIER": "", "HARK_CONFIG": home + "/none.yaml"])
    }

    func start(_ environment: [String: String], stdout: Pipe = Pipe()) throws -> (Process, Pipe, Pipe) {
        try Hark.startDaemon(environment, stdout: stdout)
    }

    func waitUntil(_ seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
        try Hark.waitUntil(seconds, condition)
    }

    /// Stops `daemon` (SIGTERM) and returns its exit status and standard error.
    func stop(_ daemon: Process, _ stderr: Pipe) -> (status: Int32, log: String) {
        if daemon.isRunning { daemon.terminate() }
        let log = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        daemon.waitUntilExit()
        return (daemon.terminationReason == .exit ? daemon.terminationStatus : -daemon.terminationStatus, log)
    }

    func runs(_ id: String, _ environment: [String: String]) throws -> [[String: Any]] {
        let output = try Hark.run(["log", id, "--json"], environment: environment)
        let object = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        return object?["runs"] as? [[String: Any]] ?? []
    }

    /// On a fresh install (no data folder yet) the daemon makes the folder, as every command does,
    /// and runs.
    @Test func aFreshInstallStartsWithoutADataFolder() throws {
        let (home, _, environment) = try freshHome(shortcuts: false)
        let (daemon, _, stderr) = try start(environment)
        let lock = home + "/.local/share/hark/hark.sqlite.daemon-lock"
        #expect(try waitUntil(10) { !daemon.isRunning || FileManager.default.fileExists(atPath: lock) })
        #expect(daemon.isRunning)
        let (status, log) = stop(daemon, stderr)
        #expect(status == 0, "\(log)")
        #expect(!log.contains("cannot open the lock file"), "\(log)")
        #expect(FileManager.default.fileExists(atPath: home + "/.local/share/hark/hark.sqlite"))
    }

    /// The debug log names the daemon's service, not its whole configuration on every line.
    @Test func theDebugLogDoesNotRepeatTheConfiguration() throws {
        let (_, _, environment) = try freshHome()
        let (daemon, _, stderr) = try Hark.startDaemon(environment, options: ["--log-level", "debug"])
        #expect(Hark.waitUntil(10) { !daemon.isRunning || FileManager.default.fileExists(atPath: (environment["XDG_DATA_HOME"] ?? "") + "/hark/hark.sqlite.daemon-lock") })
        let (status, log) = stop(daemon, stderr)
        #expect(status == 0, "\(log)")
        #expect(log.contains("debug"), "\(log)")
        #expect(!log.contains("HarkConfiguration") && !log.contains("databasePath"), "\(log)")
        #expect(log.split(separator: "\n").allSatisfy { $0.count < 400 }, "\(log)")
    }

    /// Two paths to one database file — one through a symbolic link — are one database: the
    /// second daemon is refused.
    @Test func aSecondDaemonThroughASymbolicLinkIsRefused() throws {
        let (home, _, environment) = try freshHome()
        let real = home + "/data/hark.sqlite"
        try FileManager.default.createDirectory(atPath: home + "/data", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: home + "/linked", withDestinationPath: home + "/data")
        var first = environment
        first["HARK_DB"] = real
        let (daemon, _, stderr) = try start(first)
        #expect(try waitUntil(10) { FileManager.default.fileExists(atPath: real + ".daemon-lock") })
        var second = environment
        second["HARK_DB"] = home + "/linked/hark.sqlite"
        let (other, _, otherErr) = try start(second)
        let ended = try waitUntil(10) { !other.isRunning }
        let (otherStatus, otherLog) = stop(other, otherErr)
        #expect(ended, "a second daemon ran on the same file through a link")
        #expect(otherStatus == 75, "\(otherLog)")
        #expect(otherLog.contains("another hark daemon (pid \(daemon.processIdentifier)) is already running on \(home)/linked/hark.sqlite (the file \(real))"), "\(otherLog)")
        let (status, log) = stop(daemon, stderr)
        #expect(status == 0, "\(log)")
    }

    /// `hark daemon | head -1`: a reader that goes away costs the lines, not the daemon.
    @Test func aClosedOutputPipeDoesNotEndTheDaemon() throws {
        let (_, own, environment) = try freshHome()
        try "name: Tick\ntrigger: {cron: \"* * * * * *\"}\nsteps:\n  - say: \"tick\"\n".write(toFile: own + "/tick.yaml", atomically: true, encoding: .utf8)
        let (daemon, stdout, stderr) = try start(environment)
        try stdout.fileHandleForReading.close()
        #expect(try waitUntil(10) { try runs("tick", environment).filter { $0["status"] as? String == "ok" }.count >= 2 })
        #expect(daemon.isRunning, "the daemon ended when its standard output's reader went away")
        let (status, log) = stop(daemon, stderr)
        #expect(status == 0, "\(log)")
        #expect(log.contains("tick: what it said could not be written to standard output (Broken pipe); it is in the run log"), "\(log)")
    }

    /// A shortcut added in a subfolder of the shortcut folder — one made after the start too —
    /// is picked up, as those read from the folder itself are.
    @Test func shortcutsInSubfoldersArePickedUp() throws {
        let (_, own, environment) = try freshHome()
        try FileManager.default.createDirectory(atPath: own + "/work", withIntermediateDirectories: true)
        let (daemon, _, stderr) = try start(environment)
        Thread.sleep(forTimeInterval: 1)
        try "name: Tick\ntrigger: {cron: \"* * * * * *\"}\nsteps:\n  - say: \"tick\"\n".write(toFile: own + "/work/tick.yaml", atomically: true, encoding: .utf8)
        #expect(try waitUntil(10) { try !runs("tick", environment).isEmpty }, "a file in an existing subfolder was not picked up")
        try FileManager.default.createDirectory(atPath: own + "/later/deeper", withIntermediateDirectories: true)
        Thread.sleep(forTimeInterval: 1)
        try "name: Tock\ntrigger: {cron: \"* * * * * *\"}\nsteps:\n  - say: \"tock\"\n".write(toFile: own + "/later/deeper/tock.yaml", atomically: true, encoding: .utf8)
        #expect(try waitUntil(10) { try !runs("tock", environment).isEmpty }, "a file in a new subfolder was not picked up")
        let (status, log) = stop(daemon, stderr)
        #expect(status == 0, "\(log)")
    }

    /// The notifier setting is read with quotes (a program in a folder with a space, an argument
    /// of two words), and what a run says comes after `--`, escaped: a line starting with "-"
    /// is no option, and an escape sequence reaches the desktop as text.
    @Test func theNotifierIsQuotedAndGetsEscapedTextAfterTwoDashes() throws {
        var (home, own, environment) = try freshHome()
        let folder = home + "/my tools"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let notified = home + "/notified.txt", notifier = folder + "/notify.sh"
        try "#!/bin/sh\nfor word in \"$@\"; do printf '[%s]\\n' \"$word\"; done >> '\(notified)'\n".write(toFile: notifier, atomically: true, encoding: .utf8)
        chmod(notifier, 0o755)
        environment["HARK_NOTIFIER"] = "'\(folder)/notify.sh' -a \"Hark daemon\" -u\\ low"
        try "name: Tick\ntrigger: {cron: \"* * * * * *\"}\nsteps:\n  - say: \"-n \\e[2J\\e]0;owned\\a\"\n"
            .write(toFile: own + "/tick.yaml", atomically: true, encoding: .utf8)
        let (daemon, stdout, stderr) = try start(environment)
        #expect(try waitUntil(10) { (try? String(contentsOfFile: notified, encoding: .utf8))?.contains("owned") == true })
        let (status, log) = stop(daemon, stderr)
        #expect(status == 0, "\(log)")
        let told = try String(contentsOfFile: notified, encoding: .utf8)
        #expect(told.hasPrefix("[-a]\n[Hark daemon]\n[-u low]\n[--]\n[-n \\u{1B}[2J\\u{1B}]0;owned\\u{07}]\n"), "\(told.debugDescription)")
        let said = String(decoding: stdout.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(said.hasPrefix("tick: -n \\u{1B}[2J\\u{1B}]0;owned\\u{07}\n"), "\(said.debugDescription)")
        #expect(!log.contains("\u{1B}"), "\(log.debugDescription)")
    }

    /// A notifier setting whose quote is not closed stops every command with the variable's name.
    @Test func aNotifierWithAnOpenQuoteIsRefused() throws {
        let (_, _, environment) = try freshHome()
        var broken = environment
        broken["HARK_NOTIFIER"] = "notify-send -a 'Hark"
        let output = try Hark.run(["info"], environment: broken)
        #expect(output.status == 64, "\(output)")
        #expect(output.stderr.contains("HARK_NOTIFIER is 'notify-send -a 'Hark': a single quotation mark (') is not closed"), "\(output.stderr)")
    }
}
