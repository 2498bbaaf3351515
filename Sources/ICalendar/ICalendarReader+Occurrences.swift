import CivilTime
import Foundation

extension ICalendarReader {
    /// Every occurrence of `events`: single events as they are; recurring ones expanded by their
    /// RRULE and RDATEs within `window`, less their EXDATEs, with RECURRENCE-ID overrides in place
    /// of the occurrences they replace; cancelled ones left out.
    public static func occurrences(of events: [CalendarEvent], within window: Recurrence.Window) -> [CalendarOccurrence] {
        var masters: [String: CalendarEvent] = [:], order: [String] = []
        var overrides: [String: [String: CalendarEvent]] = [:]
        for event in events {
            if let replaced = event.recurrenceID {
                overrides[event.uid, default: [:]][key(replaced)] = event
            } else {
                if masters[event.uid] == nil { order.append(event.uid) }
                masters[event.uid] = event   // a later copy of the same UID wins
            }
        }
        var result: [CalendarOccurrence] = []
        for uid in order {
            guard let master = masters[uid], !master.cancelled else { continue }
            guard master.rule != nil || !master.extraDates.isEmpty else {
                result.append(occurrence(master, start: master.start, key: ""))
                continue
            }
            // DTSTART, the rule's occurrences and the RDATEs (a series may have RDATEs alone).
            var starts = master.rule.map { Recurrence.starts(of: $0, from: master.start, within: window) } ?? [master.start]
            // An RDATE that is a day, in a series at a time of day, is that day at the series' time.
            starts += master.extraDates.map { extra in
                extra.isDate && !master.start.isDate ? CalendarTime(day: extra.day, secondOfDay: master.start.secondOfDay, zone: master.start.zone) : extra
            }.filter { $0.instant <= window.end }
            let excluded = Set(master.exceptions.map(key))
            var seen = Set<String>()
            for start in starts.sorted(by: { $0.instant < $1.instant }) {
                let startKey = key(start)
                guard !excluded.contains(startKey), seen.insert(startKey).inserted else { continue }
                if let replacement = overrides[uid]?[startKey] {
                    if !replacement.cancelled { result.append(occurrence(replacement, start: replacement.start, key: startKey)) }
                } else {
                    result.append(occurrence(master, start: start, key: startKey))
                }
            }
        }
        // Overrides whose series is not in the file stand alone.
        for (uid, byKey) in overrides where masters[uid] == nil {
            for (startKey, event) in byKey.sorted(by: { $0.key < $1.key }) where !event.cancelled {
                result.append(occurrence(event, start: event.start, key: startKey))
            }
        }
        return result
    }

    /// What identifies an occurrence's original start: the date of an all-day one, else the
    /// instant in UTC.
    static func key(_ time: CalendarTime) -> String {
        if time.isDate { return time.day.isoText }
        return DigitText.dateTime(milliseconds: Int(time.instant.timeIntervalSince1970) * 1000, separator: "T", alwaysMilliseconds: false) + "Z"
    }

    static func occurrence(_ event: CalendarEvent, start: CalendarTime, key: String) -> CalendarOccurrence {
        let begin = start.instant
        let days = max(1, (event.duration + 86_399) / 86_400)
        return CalendarOccurrence(uid: event.uid, recurrenceKey: key, summary: event.summary, description: event.description, location: event.location,
                                  start: begin, end: begin.addingTimeInterval(TimeInterval(event.duration)), allDay: start.isDate,
                                  firstDay: start.day, lastDay: start.day.adding(days: start.isDate ? days - 1 : 0), zone: start.zone.timeZone(at: begin),
                                  organizer: event.organizer, attendees: event.attendees)
    }
}
