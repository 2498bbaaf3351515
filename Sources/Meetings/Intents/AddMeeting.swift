import Foundation
import IntentKit
import SpokenKit

/// Puts a meeting in: "set up a call with jordan on friday at 2 about the launch". A clash with a
/// meeting already there is pointed out, and it is added only when the person says so.
public struct AddMeeting: UndoableIntent {
    public static let title = "Add Meeting"
    public static let description = "Adds a meeting (30 minutes unless said); a clash with another is pointed out and confirmed first."

    @Parameter(title: "Title", description: "What it is about.", requestValueDialog: "What is the meeting about?", cleaner: .title, verbatim: true,
               example: "launch plan")
    public var title: String

    @Parameter(title: "Start", description: "When it starts.", requestValueDialog: "When is it?", example: "friday at 2pm")
    public var start: Date

    @Parameter(title: "Duration", description: "How long it lasts.", default: .seconds(30 * 60), example: "an hour")
    public var duration: Duration

    @Parameter(title: "Attendees", description: "Who else is in it.", example: "Jordan")
    public var attendees: [String]?

    public static let requiredServices: [any Sendable.Type] = [MeetingStore.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        let seconds = Double(duration.components.seconds)
        guard seconds > 0, seconds <= 7 * 86_400 else { throw IntentFailure("A meeting must last between a minute and a week.") }
        let calendar = context.calendar, now = context.now
        let end = start.addingTimeInterval(seconds)
        let store = try context.service(MeetingStore.self)
        let people = (attendees ?? []).map { MeetingWording.name($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
        let topic = MeetingWording.title(title)
        guard !topic.isEmpty else { throw IntentFailure("What is the meeting about?") }
        let clashes = try store.meetings(from: start, to: end).filter { !$0.allDay }
        if let clash = clashes.first {
            let question = "That overlaps \(MeetingWording.line(clash, calendar: calendar)) \(MeetingWording.when(clash, now: now, calendar: calendar).replacingOccurrences(of: " at \(Saying.clockTime(clash.start, calendar: calendar))", with: "")). Add it anyway?"
            switch await context.asker.confirm(question) {
            case true?: break
            case false?: return .result(dialog: "All right, I didn't add it.", value: [String: String]())
            case nil: throw IntentFailure(question.replacingOccurrences(of: " Add it anyway?", with: "") + " I didn't add it; to add it anyway, say yes on a terminal or run it with --yes.")
            }
        }
        let zone = calendar.timeZone
        let meeting = try store.add(Meeting(id: 0, uid: "", recurrence: "", title: topic, start: start, end: end, allDay: false,
                                            firstDay: CalendarImport.day(of: start, in: zone), lastDay: CalendarImport.day(of: end, in: zone),
                                            zone: zone.identifier, location: "", purpose: "", outcomes: "", notes: "", organizer: nil,
                                            attendees: people.map { Meeting.Attendee(name: $0, email: nil) }, source: .typed), at: now)
        let with = people.isEmpty ? "" : " with \(MeetingWording.list(people))"
        let minutes = Int(seconds / 60)
        let length = minutes % 60 == 0 ? (minutes == 60 ? "an hour" : "\(minutes / 60) hours") : "\(minutes) minutes"
        return .result(dialog: "Added “\(topic)”\(with) \(MeetingWording.when(meeting, now: now, calendar: calendar)), for \(length).",
                       value: MeetingEntity(meeting, calendar: calendar))
    }
}
