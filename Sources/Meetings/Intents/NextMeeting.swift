import Foundation
import IntentKit
import SpokenKit

/// The next meeting to start from now: "what's my next meeting", "when is my next meeting",
/// "what's next on my calendar". A meeting under way is mentioned too.
public struct NextMeeting: AppIntent {
    public static let title = "Next Meeting"
    public static let description = "The next meeting to start from now (all-day events left out), with how long until it; one under way is mentioned too; the value is the next meeting (none when nothing is coming)."
    public static let changesData = false

    /// How many meetings ahead are read to find the next timed one.
    static let lookahead = 50

    public static let requiredServices: [any Sendable.Type] = [MeetingStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let calendar = context.calendar, now = context.now
        let timed = try context.service(MeetingStore.self).meetings(from: now, limit: Self.lookahead).filter { !$0.allDay }
        let current = timed.first { $0.start <= now && now < $0.end }
        let next = timed.first { $0.start > now }
        var sentences: [String] = []
        if let current { sentences.append("You're in \(current.title) until \(Saying.clockTime(current.end, calendar: calendar)).") }
        guard let next else {
            sentences.append(current == nil ? "You have no meetings coming up." : "Nothing comes after it.")
            return .result(dialog: sentences.joined(separator: " "), value: nil)
        }
        let opening = current == nil ? "Your next meeting is" : "Next is"
        sentences.append("\(opening) \(MeetingWording.line(next, calendar: calendar, withTime: false)) \(MeetingWording.when(next, now: now, calendar: calendar))\(Self.until(next.start, now: now)).")
        if !next.location.isEmpty { sentences.append("It's in \(next.location).") }
        return .result(dialog: sentences.joined(separator: " "), value: MeetingEntity(next, calendar: calendar))
    }

    /// ", in 25 minutes", ", in 90 minutes", ", in 3 hours": said only when it is under a day away.
    static func until(_ start: Date, now: Date) -> String {
        let minutes = Int((start.timeIntervalSince(now) / 60).rounded(.up))
        switch minutes {
        case ..<1: return ""
        case 1: return ", in a minute"
        case 2..<120: return ", in \(minutes) minutes"
        case 120..<(24 * 60): return ", in \(Int((Double(minutes) / 60).rounded())) hours"
        default: return ""
        }
    }
}
