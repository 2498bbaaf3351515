import ArgumentParser
import Foundation
import HarkAssembly
import RunLog
import Scheduling
import SpokenKit

/// `hark log [ID] [--since …] [--json]`: what the scheduler ran, skipped and missed.
struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Show the run log: every scheduled time of triggered shortcuts, newest first, with its status.",
        discussion: """
            Statuses: ok, failed, skipped (the run before was still going), missed (the daemon was not running), interrupted (the daemon stopped or was killed during it), running.
            With --json: {"runs": [{"shortcut", "scheduled", "started", "ended", "status", "said", "error"}]}, times in ISO 8601.
            """
    )

    @Argument(help: "Only this shortcut's runs.") var shortcut: String?
    @Option(help: "Only runs scheduled since then: an ISO 8601 time, or words (\"yesterday\", \"this morning\", \"2 hours ago\", \"monday\").")
    var since: String?
    @Option(help: "At most this many runs.") var limit = 50
    @Flag(help: "Print it as JSON.") var json = false
    @OptionGroup var options: RuntimeOptions

    func run() throws {
        let assembly = try Setup.assembly(options.settings)
        let zone = assembly.timeZone
        var start: Date?
        if let since {
            let context = SpokenContext(now: Date(), calendar: assembly.configuration.calendar(), direction: .past)
            guard let read = ISO8601Text.date(since) ?? SpokenValues.date(since, in: context)?.date ?? SpokenValues.range(since, in: context)?.interval?.start else {
                throw ValidationError("--since: “\(since)” is not a time Hark can read (try \"yesterday\", \"2 hours ago\" or 2026-11-23T08:00:00+01:00)")
            }
            start = read
        }
        guard limit > 0 else { throw ValidationError("--limit must be above 0") }
        let entries: [RunEntry]
        do {
            let database = try assembly.database()
            entries = try RunLog(database: database).entries(shortcut: shortcut, since: start, limit: limit)
        } catch {
            printError("hark: \(error)")
            throw HarkExit.databaseError
        }
        func time(_ date: Date?) -> String { date.map { ISO8601Text.string($0, in: zone) } ?? "null" }
        if json {
            let rows = entries.map { entry in
                JSONText.object([
                    ("shortcut", JSONText.string(entry.shortcut)), ("scheduled", JSONText.string(time(entry.scheduled))),
                    ("started", entry.started.map { JSONText.string(time($0)) } ?? "null"),
                    ("ended", entry.ended.map { JSONText.string(time($0)) } ?? "null"),
                    ("status", JSONText.string(entry.status.rawValue)),
                    ("said", JSONText.value(.list(entry.said.map { .string($0) }))),
                    ("error", entry.error.map(JSONText.string) ?? "null"),
                ])
            }
            Output.line(JSONText.object([("runs", "[" + rows.joined(separator: ", ") + "]")]))
            return
        }
        if entries.isEmpty {
            Output.line(shortcut.map { "No runs of \($0) recorded." } ?? "No runs recorded. Triggered shortcuts run while hark daemon runs (Docs/scheduling.md).")
            return
        }
        for entry in entries {
            var line = "\(time(entry.scheduled))  \(entry.shortcut)  \(entry.status.rawValue)"
            if let started = entry.started, let ended = entry.ended {
                line += String(format: "  (%.1f s, started %+.1f s)", ended.timeIntervalSince(started), started.timeIntervalSince(entry.scheduled))
            }
            Output.line(line)
            for said in entry.said { Output.line("    \(said)") }
            if let error = entry.error { Output.line("    \(error)") }
        }
    }
}
