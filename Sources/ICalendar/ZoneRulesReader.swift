import CivilTime
import Foundation

/// Reads a VTIMEZONE's STANDARD and DAYLIGHT observances into `ZoneRules`: every onset (DTSTART,
/// the RRULE's occurrences up to `ZoneRules.lastYear`, the RDATEs) is the moment its TZOFFSETTO
/// begins; each onset is a wall time in the offset before it (TZOFFSETFROM), as RFC 5545 says.
enum ZoneRulesReader {
    /// The most onsets one observance gives (yearly rules from 1601, as Outlook writes them, give 600).
    static let onsetLimit = 1000

    /// The rules, or nil when no observance has a DTSTART and both offsets.
    static func rules(of lines: [ContentLine]) -> ZoneRules? {
        var changes: [(instant: Int, offset: Int)] = []
        var first: (instant: Int, offset: Int)?
        var index = 0
        while index < lines.count {
            let kind = lines[index].value.uppercased()
            guard lines[index].name == "BEGIN", kind == "STANDARD" || kind == "DAYLIGHT" else { index += 1; continue }
            let block = ICalendarReader.block(lines, from: index)
            index = block.end + 1
            guard let onsets = onsets(of: block.lines) else { continue }
            changes += onsets.instants.map { ($0, onsets.to) }
            if let earliest = onsets.instants.min(), earliest < first?.instant ?? Int.max { first = (earliest, onsets.from) }
        }
        guard let first else { return nil }
        return ZoneRules(changes: changes, initialOffset: first.offset)
    }

    /// One observance's onsets (instants) and the offsets before and after them.
    static func onsets(of lines: [ContentLine]) -> (instants: [Int], from: Int, to: Int)? {
        guard let from = lines.first(where: { $0.name == "TZOFFSETFROM" }).flatMap({ ICalendarReader.offset($0.value.trimmingCharacters(in: .whitespaces)) }),
              let to = lines.first(where: { $0.name == "TZOFFSETTO" }).flatMap({ ICalendarReader.offset($0.value.trimmingCharacters(in: .whitespaces)) }),
              let before = TimeZone(secondsFromGMT: from) else { return nil }
        let wall = CalendarZone.system(before)
        guard let startLine = lines.first(where: { $0.name == "DTSTART" }),
              let start = CalendarTime.read(startLine.value.trimmingCharacters(in: .whitespaces), zone: wall) else { return nil }
        var times = [start]
        if let ruleLine = lines.first(where: { $0.name == "RRULE" }), case .success(let rule) = RecurrenceRule.read(ruleLine.value, zone: wall) {
            let end = Date(timeIntervalSince1970: TimeInterval(CivilDay(year: ZoneRules.lastYear, month: 1, day: 1).number * 86_400))
            times = Recurrence.starts(of: rule, from: start, within: Recurrence.Window(end: end, limit: onsetLimit))
        }
        for line in lines where line.name == "RDATE" {
            for part in line.value.split(separator: ",") {
                if let time = CalendarTime.read(part.trimmingCharacters(in: .whitespaces), zone: wall) { times.append(time) }
            }
        }
        return (times.map { Int($0.instant.timeIntervalSince1970) }, from, to)
    }
}
