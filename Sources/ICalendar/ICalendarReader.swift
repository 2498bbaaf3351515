import CivilTime
import Foundation

/// Reads iCalendar files (RFC 5545) as calendar programs export them — Google, Outlook and
/// Exchange, Thunderbird, Apple — into events and their occurrences. Whatever the bytes, it
/// returns: a problem is reported with its line and the events around it are still read. Pure.
public struct ICalendarReader: Sendable {
    /// The zone for floating times (no Z, no TZID) when the calendar names none (X-WR-TIMEZONE).
    public var defaultZone: TimeZone

    public init(defaultZone: TimeZone) {
        self.defaultZone = defaultZone
    }

    public struct Result: Sendable {
        public var events: [CalendarEvent]
        public var problems: [ICalendarProblem]
    }

    /// The events in `text` (every VEVENT of every VCALENDAR in it).
    public func events(in text: String) -> Result {
        let (lines, lineProblems) = ContentLine.lines(of: text)
        var problems = lineProblems
        var events: [CalendarEvent] = []
        var zones: [String: CalendarZone] = [:]
        var calendarZone = CalendarZone.system(defaultZone)
        // First the calendars' own zones (VTIMEZONE, X-WR-TIMEZONE), which events may name before
        // they are defined.
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.name == "X-WR-TIMEZONE", let zone = ZoneNames.zone(named: line.value) { calendarZone = .system(zone) }
            if line.name == "BEGIN", line.value.uppercased() == "VTIMEZONE" {
                let block = Self.block(lines, from: index)
                if let id = block.lines.first(where: { $0.name == "TZID" })?.value {
                    zones[id] = Self.zone(of: block.lines, id: id, likely: defaultZone)
                }
                index = block.end
            }
            index += 1
        }
        index = 0
        var depth: [String] = []
        while index < lines.count {
            let line = lines[index]
            if line.name == "BEGIN" {
                let kind = line.value.uppercased()
                if kind == "VEVENT" {
                    let block = Self.block(lines, from: index)
                    if !block.closed { problems.append(ICalendarProblem(line: line.line, message: "VEVENT without END:VEVENT")) }
                    switch event(block.lines, line: line.line, zones: zones, calendarZone: calendarZone) {
                    case .success(let event): events.append(event)
                    case .failure(let problem): problems.append(problem)
                    }
                    index = block.end + 1
                    continue
                }
                depth.append(kind)
            } else if line.name == "END" {
                let kind = line.value.uppercased()
                if let open = depth.lastIndex(of: kind) { depth.removeSubrange(open...) } else {
                    problems.append(ICalendarProblem(line: line.line, message: "END:\(kind) without BEGIN:\(kind)"))
                }
            }
            index += 1
        }
        return Result(events: events, problems: problems)
    }

    /// The lines of the component starting at `start` (its BEGIN), to its END (nested ones kept).
    static func block(_ lines: [ContentLine], from start: Int) -> (lines: [ContentLine], end: Int, closed: Bool) {
        let kind = lines[start].value.uppercased()
        var nested = 0, index = start + 1
        while index < lines.count {
            let line = lines[index]
            if line.name == "BEGIN" { nested += 1 }
            if line.name == "END" {
                if nested == 0, line.value.uppercased() == kind { return (Array(lines[(start + 1)..<index]), index, true) }
                if nested > 0 { nested -= 1 }
            }
            // A new VEVENT or the calendar's end without this one's END: it ends here.
            if nested == 0, line.name == "BEGIN", line.value.uppercased() == kind { return (Array(lines[(start + 1)..<index]), index - 1, false) }
            if line.name == "END", line.value.uppercased() == "VCALENDAR" { return (Array(lines[(start + 1)..<index]), index - 1, false) }
            index += 1
        }
        return (Array(lines[(start + 1)...]), lines.count - 1, false)
    }

    /// A VTIMEZONE's zone: its TZID or X-LIC-LOCATION if the system knows it, else the zone its
    /// own observances define (`ZoneRules`), named after `likely` when it has the same offsets.
    static func zone(of lines: [ContentLine], id: String, likely: TimeZone) -> CalendarZone? {
        if let zone = ZoneNames.zone(named: id) { return .system(zone) }
        if let location = lines.first(where: { $0.name == "X-LIC-LOCATION" }), let zone = ZoneNames.zone(named: location.value) { return .system(zone) }
        guard var rules = ZoneRulesReader.rules(of: lines) else { return nil }
        if rules.agrees(with: likely) { rules.sameAs = likely }
        return .rules(rules)
    }

    /// `+0100`, `-0530`, `+013045` in seconds.
    static func offset(_ text: String) -> Int? {
        guard let sign = text.first, sign == "+" || sign == "-" else { return nil }
        let digits = text.dropFirst()
        guard digits.count == 4 || digits.count == 6, digits.allSatisfy(\.isNumber),
              let hours = Int(digits.prefix(2)), let minutes = Int(digits.dropFirst(2).prefix(2)) else { return nil }
        let seconds = digits.count == 6 ? Int(digits.suffix(2)) ?? 0 : 0
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60 + seconds)
    }

    func time(_ line: ContentLine, zones: [String: CalendarZone], calendarZone: CalendarZone) -> CalendarTime? {
        var zone = calendarZone
        if let id = line.parameters["TZID"] { zone = zones[id] ?? ZoneNames.zone(named: id).map(CalendarZone.system) ?? calendarZone }
        let value = line.value.trimmingCharacters(in: .whitespaces)
        if line.parameters["VALUE"]?.uppercased() == "DATE" {
            return CalendarTime.read(String(value.prefix(8)), zone: zone)
        }
        return CalendarTime.read(value, zone: zone)
    }

    func times(_ line: ContentLine, zones: [String: CalendarZone], calendarZone: CalendarZone) -> [CalendarTime] {
        // A PERIOD ("19970101T180000Z/PT5H30M") is read as its start.
        line.value.split(separator: ",").compactMap { part in
            var single = line
            single.value = String(part.split(separator: "/", maxSplits: 1).first ?? part)
            if single.parameters["VALUE"]?.uppercased() == "PERIOD" { single.parameters["VALUE"] = nil }
            return time(single, zones: zones, calendarZone: calendarZone)
        }
    }

    static func person(_ line: ContentLine) -> CalendarEvent.Person {
        var email: String? = line.value.trimmingCharacters(in: .whitespaces)
        if let address = email, address.lowercased().hasPrefix("mailto:") { email = String(address.dropFirst(7)) }
        if email?.isEmpty == true { email = nil }
        let name = line.parameters["CN"]?.trimmingCharacters(in: .whitespaces)
        return CalendarEvent.Person(name: name?.isEmpty == true ? nil : name, email: email)
    }

    func event(_ lines: [ContentLine], line: Int, zones: [String: CalendarZone], calendarZone: CalendarZone) -> Swift.Result<CalendarEvent, ICalendarProblem> {
        var uid: String?, summary = "", description = "", location = "", start: CalendarTime?, end: CalendarTime?, duration: Int?
        var recurrenceID: CalendarTime?, organizer: CalendarEvent.Person?, attendees: [CalendarEvent.Person] = []
        var rule: RecurrenceRule?, exceptions: [CalendarTime] = [], extra: [CalendarTime] = [], cancelled = false
        var nested = 0
        for item in lines {
            if item.name == "BEGIN" { nested += 1; continue }
            if item.name == "END" { nested -= 1; continue }
            guard nested == 0 else { continue }   // VALARM and the like
            switch item.name {
            case "UID": uid = item.value.trimmingCharacters(in: .whitespaces)
            case "SUMMARY": summary = item.text
            case "DESCRIPTION": description = item.text
            case "LOCATION": location = item.text
            case "DTSTART":
                guard let time = time(item, zones: zones, calendarZone: calendarZone) else {
                    return .failure(ICalendarProblem(line: item.line, message: "DTSTART “\(item.value)” is not a date or date-time; the event is left out"))
                }
                start = time
            case "DTEND": end = time(item, zones: zones, calendarZone: calendarZone)
            case "DURATION":
                guard let seconds = CalendarDuration.seconds(item.value) else {
                    return .failure(ICalendarProblem(line: item.line, message: "DURATION “\(item.value.prefix(60))” is not a duration of at most a hundred years; the event is left out"))
                }
                duration = seconds
            case "RECURRENCE-ID": recurrenceID = time(item, zones: zones, calendarZone: calendarZone)
            case "ORGANIZER": organizer = Self.person(item)
            case "ATTENDEE": attendees.append(Self.person(item))
            case "STATUS": cancelled = item.value.uppercased() == "CANCELLED"
            case "EXDATE": exceptions += times(item, zones: zones, calendarZone: calendarZone)
            case "RDATE": extra += times(item, zones: zones, calendarZone: calendarZone)
            case "RRULE":
                switch RecurrenceRule.read(item.value, zone: start?.zone ?? calendarZone) {
                case .success(let read): rule = read
                case .failure(let error): return .failure(ICalendarProblem(line: item.line, message: error.message + "; the event is left out"))
                }
            default: break
            }
        }
        guard let start else { return .failure(ICalendarProblem(line: line, message: "VEVENT without DTSTART; left out")) }
        let length: Int
        if let end {
            length = max(0, Int(end.instant.timeIntervalSince(start.instant)))
        } else if let duration {
            length = max(0, duration)
        } else {
            length = start.isDate ? 86_400 : 0
        }
        // An event without a UID is still one event: its start and summary name it.
        let id = uid ?? "hark-\(start.day.number)-\(start.secondOfDay ?? -1)-\(summary)"
        return .success(CalendarEvent(uid: id, recurrenceID: recurrenceID, summary: summary, description: description, location: location,
                                      start: start, duration: length, organizer: organizer, attendees: attendees, rule: rule,
                                      exceptions: exceptions, extraDates: extra, cancelled: cancelled, line: line))
    }
}
