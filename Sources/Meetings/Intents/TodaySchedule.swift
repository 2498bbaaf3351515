import Foundation
import IntentKit
import SpokenKit

/// A day's meetings in time order, with the longest free stretch between them: "what does my day
/// look like", "what meetings do I have today", "how busy am I on friday", "is my afternoon
/// clear" (a part of the day: only its meetings, all-day events left out).
public struct TodaySchedule: AppIntent {
    public static let title = "Day's Schedule"
    public static let description = "The day's meetings in time order (today when not said; only the morning, afternoon or evening when said), with the longest free stretch between them."
    public static let changesData = false

    /// The shortest gap between meetings worth calling free time.
    static let shortestFreeStretch: TimeInterval = 30 * 60

    @Parameter(title: "Day", description: "Which day (today when not said).", example: "tomorrow")
    public var day: Date?

    @Parameter(title: "Part of day", description: "Only this part of it: morning (until noon), afternoon (noon to 17:00) or evening.")
    public var part: PartOfDay?

    public static let requiredServices: [any Sendable.Type] = [MeetingStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let calendar = context.calendar
        let start = calendar.startOfDay(for: day ?? context.now)
        guard let end = calendar.date(byAdding: .day, value: 1, to: start) else { throw IntentFailure("I couldn't work out that day.") }
        let window = part.flatMap { $0.interval(of: start, calendar: calendar) } ?? DateInterval(start: start, end: end)
        let meetings = try context.service(MeetingStore.self).meetings(from: window.start, to: window.end)
            .filter { part == nil || !$0.allDay }
        let dayName = Self.dayName(start, now: context.now, calendar: calendar)
        let named = part.map { $0.named(on: dayName) } ?? dayName
        let allDay = meetings.filter(\.allDay), timed = meetings.filter { !$0.allDay }
        var sentences: [String] = []
        if timed.isEmpty {
            sentences.append(allDay.isEmpty ? "You have no meetings \(named)." : "You have no meetings at set times \(named).")
        } else {
            let lines = timed.map { MeetingWording.line($0, calendar: calendar) }
            sentences.append("You have \(MeetingWording.count(timed.count)) \(named): \(MeetingWording.list(lines)).")
            if let free = Self.longestGap(timed) {
                sentences.append("You're free from \(Saying.clockTime(free.start, calendar: calendar)) to \(Saying.clockTime(free.end, calendar: calendar)).")
            }
        }
        if !allDay.isEmpty { sentences.append("All day: \(MeetingWording.list(allDay.map { MeetingWording.line($0, calendar: calendar, withTime: false) })).") }
        return .result(dialog: sentences.joined(separator: " "), value: meetings.map { MeetingEntity($0, calendar: calendar) })
    }

    /// "today", "tomorrow", "yesterday", "on Friday" (within a week), else "on 3 March".
    static func dayName(_ day: Date, now: Date, calendar: Calendar) -> String {
        let days = calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: day).day ?? 0
        switch days {
        case 0: return "today"
        case 1: return "tomorrow"
        case -1: return "yesterday"
        case 2...6: return "on " + Saying.weekdays[calendar.component(.weekday, from: day) - 1]
        default: return "on " + Saying.day(day, now: now, calendar: calendar)
        }
    }

    /// The longest stretch between the end of one meeting and the start of the next, when it is
    /// at least half an hour.
    static func longestGap(_ meetings: [Meeting]) -> DateInterval? {
        var best: DateInterval?, busyUntil = meetings.first?.end ?? .distantPast
        for meeting in meetings.dropFirst() {
            if meeting.start > busyUntil, meeting.start.timeIntervalSince(busyUntil) >= shortestFreeStretch,
               meeting.start.timeIntervalSince(busyUntil) > (best?.duration ?? 0) {
                best = DateInterval(start: busyUntil, end: meeting.start)
            }
            busyUntil = max(busyUntil, meeting.end)
        }
        return best
    }
}
