import ArgumentParser
import CivilTime
import Foundation
import HarkAssembly
import Meetings
import HarkRuntime
import SpokenKit

/// `hark meetings import FILE.ics…` and `hark meetings list`: calendars into Hark, and what is
/// in it. (They use the meetings domain's store directly: an import is a file operation with a
/// report, and a listing a script reads.)
struct MeetingsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "meetings",
        abstract: "Import calendars (.ics) and list meetings.",
        subcommands: [Import.self, List.self]
    )

    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read iCalendar files (Google, Outlook, Thunderbird, Apple exports) into meetings; again, to update them.",
            discussion: """
                Recurring events are expanded up to a year ahead (at most 1,000 occurrences a series). Importing a file again adds no duplicates and updates what changed. \
                A line that cannot be read is reported as FILE:LINE on standard error and skipped; the file's other events are imported, and the import succeeds (exit 0) unless --strict is given. A file that is not UTF-8 text (UTF-16 with a byte-order mark is read) or holds control characters (a NUL) is not imported at all, each place reported as FILE:LINE. On a terminal a progress bar shows the saving. Exit code 65 when a file was not imported at all, or had any problem with --strict; 74 when one could not be read or the database failed.
                """
        )
        @Argument(help: "The .ics files.", completion: .file(extensions: ["ics"])) var files: [String]
        @Flag(help: "Exit 65 when any event had a problem (it is still left out and the others imported).") var strict = false
        @OptionGroup var options: RuntimeOptions

        func run() async throws {
            let assembly = try Setup.assembly(options.settings)
            let context = try Setup.context(assembly, settings: options.settings)
            let store = try context.service(MeetingStore.self)
            var problems = false, unreadable = false
            for file in files {
                let path = (file as NSString).expandingTildeInPath
                do {
                    let report = try CalendarImport.importFile(path, into: store, zone: assembly.timeZone) { done, total in
                        context.progress?.report("Importing \((file as NSString).lastPathComponent)", completed: done, of: total)
                    }
                    for problem in report.problems { printError(problem) }
                    problems = problems || report.refused || (strict && !report.problems.isEmpty)
                    if !options.quiet, report.refused {
                        Output.line("\(file): not imported; \(report.problems.count) problem\(report.problems.count == 1 ? "" : "s") (above)")
                    } else if !options.quiet {
                        Output.line("\(file): \(report.events) events → \(report.saved.added) meetings added, \(report.saved.updated) updated, \(report.saved.unchanged) unchanged"
                              + (report.problems.isEmpty ? "" : "; \(report.problems.count) problem\(report.problems.count == 1 ? "" : "s") (above)"))
                    }
                } catch {
                    guard let fault = Fault(error, database: assembly.configuration.databasePath), !fault.isDatabase else {
                        try Import.stop(on: error, database: assembly.configuration.databasePath, settings: options.settings)
                    }
                    printError("hark: \(fault)")
                    if options.verbose, let detail = fault.detail { printError("hark: detail: \(detail)") }
                    unreadable = true
                }
            }
            if unreadable { throw HarkExit.databaseError }
            if problems { throw HarkExit.dataError }
        }

        /// Ends an import on a failure of the database (or anything else unexpected), said in
        /// words and not blamed on the file: nothing more is imported.
        static func stop(on error: any Error, database: String, settings: RuntimeSettings) throws -> Never {
            guard let fault = Fault(error, database: database) else {
                printError("hark: the import stopped: \(error)")
                throw HarkExit.failure
            }
            try SayCommand.report(fault, outcome: .failed(intent: nil, dialog: fault.description), settings: settings)
        }
    }

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The meetings in a span of time, in order.",
            discussion: "With --json: {\"meetings\": [{\"id\", \"uid\", \"title\", \"start\", \"end\", \"all_day\", \"location\", \"attendees\": [{\"name\", \"email\"}]}]}; instants in ISO 8601, dates for all-day meetings."
        )
        @Option(help: "From this instant (ISO 8601, or a date: 2026-11-23).") var from: String?
        @Option(help: "Up to this instant (ISO 8601, or a date).") var to: String?
        @Option(help: "At most this many.") var limit = 1000
        @Flag(help: "Print it as JSON.") var json = false
        @OptionGroup var options: RuntimeOptions

        func run() async throws {
            let assembly = try Setup.assembly(options.settings)
            let zone = assembly.timeZone
            func instant(_ text: String?, _ option: String) throws -> Date? {
                guard let text else { return nil }
                if let date = ISO8601Text.date(text) ?? ISO8601Text.date(text + "T00:00:00Z").map({ $0.addingTimeInterval(-Double(zone.secondsFromGMT(for: $0))) }) {
                    return date
                }
                throw ValidationError("\(option): “\(text)” is not ISO 8601 (2026-11-23T09:00:00+01:00) or a date (2026-11-23)")
            }
            let start = try instant(from, "--from"), end = try instant(to, "--to")
            let context = try Setup.context(assembly, settings: options.settings)
            let meetings = try context.service(MeetingStore.self).meetings(from: start, to: end, limit: max(1, limit))
            if json {
                let rows = meetings.map { meeting in
                    let attendees = meeting.attendees.map { JSONText.object([("name", JSONText.string($0.name)), ("email", $0.email.map(JSONText.string) ?? "null")]) }
                    let meetingZone = TimeZone(identifier: meeting.zone) ?? zone
                    let start = meeting.allDay ? Self.date(meeting.firstDay) : ISO8601Text.string(meeting.start, in: meetingZone)
                    let end = meeting.allDay ? Self.date(meeting.lastDay.adding(days: 1)) : ISO8601Text.string(meeting.end, in: meetingZone)
                    return JSONText.object([
                        ("id", String(meeting.id)), ("uid", JSONText.string(meeting.uid)), ("title", JSONText.string(meeting.title)),
                        ("start", JSONText.string(start)), ("end", JSONText.string(end)), ("all_day", meeting.allDay ? "true" : "false"),
                        ("location", JSONText.string(meeting.location)), ("attendees", "[" + attendees.joined(separator: ", ") + "]"),
                    ])
                }
                Output.line(JSONText.object([("meetings", "[" + rows.joined(separator: ", ") + "]")]))
                return
            }
            if meetings.isEmpty { Output.line("No meetings\(from == nil && to == nil ? "" : " in that span"). Import a calendar: hark meetings import FILE.ics") }
            for meeting in meetings {
                let when = meeting.allDay ? Self.date(meeting.firstDay) + " (all day)" : ISO8601Text.string(meeting.start, in: zone)
                var line = "\(when)  \(meeting.title)"
                if !meeting.attendees.isEmpty { line += " — with " + meeting.attendees.map(\.name).joined(separator: ", ") }
                if !meeting.location.isEmpty { line += " (\(meeting.location))" }
                Output.line(line)
            }
        }

        static func date(_ day: CivilDay) -> String { day.isoText }
    }
}
