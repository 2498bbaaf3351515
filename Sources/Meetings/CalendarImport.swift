import CivilTime
import Foundation
import HarkStore
import ICalendar
import SpokenKit

/// Importing `.ics` files into meetings.
public enum CalendarImport {
    /// How far ahead recurring events are expanded, and the most occurrences of one series.
    public static let horizonDays = 365
    public static let seriesLimit = 1000
    /// The largest calendar file read (128 MiB): years of a busy calendar are a few tens of megabytes.
    public static let maximumFileBytes = 134_217_728

    /// What an import of one file did.
    public struct Report: Sendable {
        public var file: String
        public var events = 0
        public var saved = MeetingStore.Saved()
        /// `file:line: message` for each problem; the file's good events are imported all the same.
        public var problems: [String] = []
        /// Whether nothing of the file was imported, because its text is not UTF-8 or holds
        /// control characters (`problems` says where).
        public var refused = false
    }

    /// The meetings in an iCalendar text: its events' occurrences up to `horizonDays` after `now`.
    public static func meetings(in text: String, zone: TimeZone, now: Date) -> (meetings: [Meeting], events: Int, problems: [ICalendarProblem]) {
        let read = ICalendarReader(defaultZone: zone).events(in: text)
        let window = Recurrence.Window(end: now.addingTimeInterval(TimeInterval(horizonDays * 86_400)), limit: seriesLimit)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let context = SpokenContext(now: now, calendar: calendar)
        // A series' occurrences share one description: action items are read from single
        // events only, not once per occurrence.
        var meetings = ICalendarReader.occurrences(of: read.events, within: window).map { occurrence in
            let attendees = occurrence.attendees.compactMap { person -> Meeting.Attendee? in
                guard let name = person.name ?? person.email else { return nil }
                return Meeting.Attendee(name: name, email: person.email)
            }
            let organizer = occurrence.organizer.flatMap { person in (person.name ?? person.email).map { Meeting.Attendee(name: $0, email: person.email) } }
            let endDay = occurrence.allDay ? occurrence.lastDay : day(of: occurrence.end, in: occurrence.zone)
            return Meeting(id: 0, uid: occurrence.uid, recurrence: occurrence.recurrenceKey, title: occurrence.summary.isEmpty ? "(no title)" : occurrence.summary,
                           start: occurrence.start, end: occurrence.end, allDay: occurrence.allDay, firstDay: occurrence.firstDay, lastDay: endDay,
                           zone: occurrence.zone.identifier, location: occurrence.location, purpose: occurrence.description, outcomes: "", notes: "",
                           organizer: organizer, attendees: attendees, source: .ics)
        }
        for index in meetings.indices where meetings[index].recurrence.isEmpty {
            meetings[index].foundActionItems = ActionItemExtractor.items(in: meetings[index].purpose, context: context)
        }
        return (meetings, read.events.count, read.problems)
    }

    public static func day(of instant: Date, in zone: TimeZone) -> CivilDay {
        let local = Int(instant.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: instant)
        return CivilDay(number: Int((Double(local) / 86_400).rounded(.down)))
    }

    /// Imports the file at `path` into `store`; `progress` hears how many of its meetings are saved.
    /// A file whose text is not UTF-8 or holds control characters is not imported at all: its
    /// report has only those problems (`ImportedText`).
    /// - Throws: `FileProblem` when the file cannot be read, `StoreError` when the database fails.
    public static func importFile(_ path: String, into store: MeetingStore, zone: TimeZone, now: Date = Date(),
                                  progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> Report {
        var report = Report(file: path)
        // A file larger than any calendar is not read into memory at all.
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size > maximumFileBytes {
            report.problems = ["\(path): \(size) bytes, more than a calendar file may be (\(maximumFileBytes)); not imported"]
            report.refused = true
            return report
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(filePath: path))
        } catch {
            throw FileProblem(error, path: path, writing: false)
        }
        let text: String
        switch ImportedText.read(Array(data), path: path) {
        case .success(let read): text = read
        case .failure(let problems):
            report.problems = problems.lines
            report.refused = true
            return report
        }
        let read = meetings(in: text, zone: zone, now: now)
        report.events = read.events
        report.problems = read.problems.map { "\(path):\($0.line): \($0.message)" }
        report.saved = try store.save(read.meetings, from: (path as NSString).lastPathComponent, at: now, progress: progress)
        return report
    }
}
