import ArgumentParser
import CronKit
import Foundation
import HarkAssembly
import SpokenKit

/// `hark schedule`: every triggered shortcut with its next run; `hark schedule next "<expr>"`:
/// the next fire times of a cron expression or a spoken schedule.
struct ScheduleCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schedule",
        abstract: "List triggered shortcuts with their next runs, or show when a schedule fires next.",
        subcommands: [List.self, Next.self],
        defaultSubcommand: List.self
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Every shortcut with a trigger: its schedule (as cron), zone and next run.",
            discussion: "With --json: {\"schedules\": [{\"shortcut\", \"cron\", \"every\", \"zone\", \"next\", \"problems\"}]}."
        )
        @Flag(help: "Print it as JSON.") var json = false
        @OptionGroup var options: RuntimeOptions

        func run() async throws {
            let assembly = try Setup.assembly(options.settings)
            let now = Date()
            let triggered = assembly.triggeredShortcuts()
            if json {
                let rows = triggered.map { item in
                    let next = item.settings?.nextRun(of: item.shortcut.id, after: now)
                    return JSONText.object([
                        ("shortcut", JSONText.string(item.shortcut.id)),
                        ("cron", item.settings.map { JSONText.string($0.cron) } ?? "null"),
                        ("every", item.shortcut.trigger?.every.map { JSONText.string($0.value) } ?? "null"),
                        ("zone", JSONText.string((item.settings?.zone ?? assembly.timeZone).identifier)),
                        ("next", next.map { JSONText.string(ISO8601Text.string($0, in: item.settings?.zone ?? assembly.timeZone)) } ?? "null"),
                        ("problems", JSONText.value(.list(item.problems.map { .string($0) }))),
                    ])
                }
                Output.line(JSONText.object([("schedules", "[" + rows.joined(separator: ", ") + "]")]))
                return
            }
            if triggered.isEmpty {
                Output.line("No shortcut has a trigger. Add one to a shortcut file: trigger: {every: \"weekday at 8am\"} (Docs/scheduling.md).")
                return
            }
            for item in triggered {
                guard let settings = item.settings else {
                    Output.line("\(item.shortcut.id) — has errors, not scheduled (hark shortcuts validate):")
                    for problem in item.problems { Output.line("  \(problem)") }
                    continue
                }
                let said = item.shortcut.trigger?.every.map { "“\($0.value)” = " } ?? ""
                let next = settings.nextRun(of: item.shortcut.id, after: now).map { ISO8601Text.string($0, in: settings.zone) } ?? "never"
                Output.line("\(item.shortcut.id) — \(said)\(settings.cron) (\(settings.zone.identifier)); next \(next)")
            }
        }
    }

    struct Next: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The next fire times of a cron expression or a spoken schedule, strictly after a start.",
            discussion: """
                Examples: hark schedule next "*/15 9-17 * * MON-FRI" --count 3; hark schedule next "every sunday at 6pm" --tz Europe/Berlin.
                Times are ISO 8601 with the zone's offset. With --json: {"next": [ISO8601, …], "cron": "…"}. An expression that cannot be read exits with code 2.
                """
        )
        @Argument(help: "A cron expression (5 fields, or 6 with seconds first; @daily …) or a schedule in words (\"every weekday at 8am\").")
        var schedule: String
        @Option(help: "Start after this instant (ISO 8601, e.g. 2026-03-29T01:30:00+01:00; without an offset, a wall time in --tz). Default: now.")
        var from: String?
        @Option(help: "The IANA time zone (default: the configured one, else the system's).")
        var tz: String?
        @Option(help: "How many fire times (1 to 1000).")
        var count = 5
        @Flag(help: "Print it as JSON.") var json = false
        @OptionGroup var options: RuntimeOptions

        func run() throws {
            guard (1...1000).contains(count) else { throw ValidationError("--count must be from 1 to 1000") }
            var zone = try Setup.assembly(options.settings).timeZone
            if let tz {
                guard let named = TimeZone(identifier: tz) else { throw ValidationError("--tz: “\(tz)” is not a time zone name such as Europe/Berlin") }
                zone = named
            }
            var start = Date()
            if let from {
                guard let read = Self.instant(from, in: zone) else {
                    throw ValidationError("--from: “\(from)” is not an ISO 8601 time such as 2026-03-29T01:30:00+01:00")
                }
                start = read
            }
            let read: ScheduleText
            do { read = try ScheduleText(schedule) } catch {
                printError("hark: \(error.message)")
                if !ScheduleText.looksSpoken(schedule) {
                    printError("  \(schedule)\n  \(String(repeating: " ", count: error.offset))^")
                }
                throw HarkExit.notUnderstood
            }
            let times = CronSchedule(read.expression, zone: zone).next(after: start, count: count).map { ISO8601Text.string($0, in: zone) }
            if json {
                Output.line(JSONText.object([("next", JSONText.value(.list(times.map { .string($0) }))), ("cron", JSONText.string(read.cron))]))
                return
            }
            if read.isSpoken { Output.line("“\(schedule)” = \(read.cron)") }
            if times.isEmpty { Output.line("It never fires.") }
            for time in times { Output.line(time) }
        }

        /// ISO 8601 with an offset, or a wall time without one, read in `zone`.
        static func instant(_ text: String, in zone: TimeZone) -> Date? {
            if let date = ISO8601Text.date(text) { return date }
            guard let wall = ISO8601Text.date(text + "Z") else { return nil }
            let guess = wall.addingTimeInterval(-TimeInterval(zone.secondsFromGMT(for: wall)))
            return wall.addingTimeInterval(-TimeInterval(zone.secondsFromGMT(for: guess)))
        }
    }
}
