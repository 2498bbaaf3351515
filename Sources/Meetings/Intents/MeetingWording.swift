import Foundation
import Memory
import SpokenKit

/// How meetings are said in answers: "9:30 Standup", "11:00 Design review with Alex", and lists.
enum MeetingWording {
    /// "11:00 Design review with Alex" (the first two attendees named, then "and 3 others").
    static func line(_ meeting: Meeting, calendar: Calendar, withTime: Bool = true) -> String {
        var text = meeting.allDay || !withTime ? meeting.title : "\(Saying.clockTime(meeting.start, calendar: calendar)) \(meeting.title)"
        let names = meeting.attendees.map { firstName($0.name) }
        if !names.isEmpty, !names.contains(where: { meeting.title.localizedCaseInsensitiveContains($0) }) {
            text += " with " + (names.count <= 2 ? list(names) : "\(names[0]), \(names[1]) and \(names.count - 2) other\(names.count == 3 ? "" : "s")")
        }
        return text
    }

    /// "a", "a and b", "a, b and c".
    static func list(_ items: [String]) -> String {
        switch items.count {
        case 0: ""
        case 1: items[0]
        default: items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
        }
    }

    /// "Priya" for "Priya Raman".
    static func firstName(_ name: String) -> String { PersonName.firstName(name) }

    /// "once", "twice", "3 times".
    static func times(_ count: Int) -> String { count == 1 ? "once" : count == 2 ? "twice" : "\(count) times" }

    /// A name as said, capitalised: "priya raman" → "Priya Raman".
    static func name(_ said: String) -> String {
        said.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: " ").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }

    /// "the launch" → "Launch": a title as said, without whitespace around it or a leading
    /// article ("the", "a", "an", "our", "my") followed by more words, starting with a capital.
    /// Everything else is kept as written, its spaces and punctuation too.
    static func title(_ said: String) -> String {
        var text = said.trimmingCharacters(in: .whitespacesAndNewlines)[...]
        if let space = text.firstIndex(where: \.isWhitespace), ["the", "a", "an", "our", "my"].contains(text[..<space].lowercased()) {
            text = text[space...].drop(while: \.isWhitespace)
        }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// "Fri 27 Nov", or with `year`, "Fri 27 Nov 2026".
    static func shortDay(_ date: Date, calendar: Calendar, year: Bool = false) -> String {
        let parts = calendar.dateComponents([.weekday, .day, .month, .year], from: date)
        let weekday = Saying.weekdays[((parts.weekday ?? 1) - 1 + 7) % 7].prefix(3)
        let month = Saying.months[((parts.month ?? 1) - 1 + 12) % 12].prefix(3)
        return "\(weekday) \(parts.day ?? 1) \(month)" + (year ? " \(parts.year ?? 1970)" : "")
    }

    /// "send the offsite budget (Sam, Fri 27 Nov)".
    static func actionItem(_ item: ActionItem, calendar: Calendar) -> String {
        ActionItemExtractor.line(ActionItemExtractor.Item(text: item.text, owner: item.owner, due: item.due, done: false), calendar: calendar)
            .replacingOccurrences(of: "- [ ] ", with: "")
    }

    static func count(_ number: Int) -> String { number == 1 ? "1 meeting" : "\(number) meetings" }

    /// When a meeting is, relative to now: "today at 9:30", "on Tuesday at 10:00", "on 3 March".
    static func when(_ meeting: Meeting, now: Date, calendar: Calendar) -> String {
        if meeting.allDay {
            let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: meeting.start)).day ?? 0
            switch days {
            case 0: return "today"
            case 1: return "tomorrow"
            case -1: return "yesterday"
            default: return "on " + Saying.day(meeting.start, now: now, calendar: calendar)
            }
        }
        let moment = Saying.moment(meeting.start, now: now, calendar: calendar)
        return moment.hasPrefix("at ") ? "today " + moment : moment
    }
}
