import Foundation
import HarkStore
import IntentKit
import Memory
import SpokenKit
import Testing

@testable import Meetings

/// The meetings intents against a real store, at a fixed moment: Monday 23 November 2026, 08:00
/// in Europe/Berlin.
@Suite struct MeetingIntentsTests {
    let zone = TimeZone(identifier: "Europe/Berlin") ?? .current
    let now = Date(timeIntervalSince1970: 1_795_417_200)   // 2026-11-23 08:00 +01:00

    func context(answers: [String] = []) throws -> (IntentContext, MeetingStore) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-meeting-intents-\(UUID().uuidString)")
        let database = try HarkDatabase(path: folder.appendingPathComponent("hark.sqlite").path, schemas: [MemorySchema.self, MeetingsSchema.self])
        let store = MeetingStore(database: database)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        calendar.firstWeekday = 2
        var context = IntentContext(now: now, calendar: calendar, asker: answers.isEmpty ? NoTerminal() : ScriptedAsker(answers: answers))
        context.register(store)
        context.register(NoteStore(database: database))
        return (context, store)
    }

    /// A meeting today (or `days` later) from hh:mm for `minutes`.
    func meeting(_ title: String, _ hour: Int, _ minute: Int, minutes: Int = 60, days: Int = 0, with people: [String] = [], about purpose: String = "") -> Meeting {
        let start = now.addingTimeInterval(TimeInterval(days * 86_400 + (hour - 8) * 3600 + minute * 60))
        let day = CalendarImport.day(of: start, in: zone)
        return Meeting(id: 0, uid: "\(title)-\(days)", recurrence: "", title: title, start: start, end: start.addingTimeInterval(TimeInterval(minutes * 60)),
                       allDay: false, firstDay: day, lastDay: day, zone: zone.identifier, location: "", purpose: purpose, outcomes: "", notes: "",
                       organizer: nil, attendees: people.map { Meeting.Attendee(name: $0, email: nil) }, source: .ics)
    }

    @Test func theDaysScheduleInOrderWithTheLongestFreeStretch() async throws {
        let (context, store) = try context()
        _ = try store.save([meeting("1:1 with Sam", 15, 0, minutes: 30, with: ["Sam Lee"]), meeting("Standup", 9, 30, minutes: 15),
                            meeting("Design review", 11, 0, with: ["Alex Jones"]), meeting("Planning", 10, 0, days: 1)])
        var intent = TodaySchedule()
        #expect(try await intent.perform(context).dialog
                == "You have 3 meetings today: 9:30 Standup, 11:00 Design review with Alex and 15:00 1:1 with Sam. You're free from 12:00 to 15:00.")
        intent.day = now.addingTimeInterval(86_400)
        #expect(try await intent.perform(context).dialog == "You have 1 meeting tomorrow: 10:00 Planning.")
        intent.day = now.addingTimeInterval(2 * 86_400)
        #expect(try await intent.perform(context).dialog == "You have no meetings on Wednesday.")
    }

    @Test func findingMeetingsByPersonTopicAndSpan() async throws {
        let (context, store) = try context()
        _ = try store.save([meeting("Budget sync", 10, 0, days: -6, with: ["Priya Raman"]), meeting("Hiring plan", 14, 0, days: 2, with: ["Priya Raman"], about: "hiring for Q1"),
                            meeting("Launch", 9, 0, days: 1, with: ["Jordan Reyes"])])
        var person = QueryMeetings()
        person.attendee = "priya"
        #expect(try await person.perform(context).dialog == "You last met Priya on Tuesday at 10:00 (Budget sync); next on 25 November at 14:00 (Hiring plan).")
        var topic = QueryMeetings()
        topic.query = "hiring"
        #expect(try await topic.perform(context).dialog == "I found one meeting about hiring: Hiring plan with Priya on 25 November at 14:00.")
        var span = QueryMeetings()
        span.range = DateInterval(start: now.addingTimeInterval(-8 * 3600), duration: 7 * 86_400)
        #expect(try await span.perform(context).dialog.hasPrefix("I found 2 meetings"))
        var nobody = QueryMeetings()
        nobody.attendee = "zelda"
        #expect(try await nobody.perform(context).dialog == "I found no meetings with Zelda.")
    }

    @Test func addingAMeetingPointsOutAClash() async throws {
        let (context, store) = try context()
        _ = try store.save([meeting("Standup", 9, 30, minutes: 15)])
        var add = AddMeeting()
        add.title = "the launch"
        add.start = now.addingTimeInterval(4 * 86_400 + 6 * 3600)   // Friday 14:00
        add.duration = .seconds(3600)
        add.attendees = ["jordan"]
        #expect(try await add.perform(context).dialog == "Added “Launch” with Jordan on 27 November at 14:00, for an hour.")
        var clash = AddMeeting()
        clash.title = "coffee"
        clash.start = now.addingTimeInterval(1.5 * 3600 + 600)   // 9:40
        clash.duration = .seconds(1800)
        await #expect(throws: IntentFailure.self) { try await clash.perform(context) }
        let (yes, yesStore) = try self.context(answers: ["yes"])
        _ = try yesStore.save([meeting("Standup", 9, 30, minutes: 15)])
        #expect(try await clash.perform(yes).dialog == "Added “Coffee” today at 9:40, for 30 minutes.")
        #expect(try store.meetings().count == 2)
        #expect(try yesStore.meetings().count == 2)
    }
}

extension MeetingIntentsTests {
    @Test func theWeeklyRecapCountsMeetingsActionItemsAndNotes() async throws {
        let (context, store) = try context()
        let notes = NoteStore(database: store.database)
        // Monday 23 November, 08:00: last week's meetings and this week's first.
        _ = try store.save([meeting("Budget sync", 10, 0, days: -6, with: ["Priya Raman"]), meeting("Hiring", 14, 0, days: -5, with: ["Priya Raman", "Sam Lee"]),
                            meeting("Launch", 9, 0, days: -4, with: ["Jordan Reyes"]), meeting("Standup", 7, 0, minutes: 30)])
        _ = try notes.add(title: "Packing list", body: "", category: ParaClassifier.categorize(title: "Packing list", body: "", context: SpokenContext(now: now, calendar: context.calendar)), calendar: context.calendar, at: now)
        var recap = WeeklyRecap()
        recap.week = DateInterval(start: now.addingTimeInterval(-7 * 86_400 - 8 * 3600), duration: 7 * 86_400)
        #expect(try await recap.perform(context).dialog == "Last week: 3 meetings (most with Priya: 2).")
        // A decision recorded for one of them (at the time: its action item was opened then).
        let budget = try #require(try store.meetings(with: "priya").first)
        _ = try store.addOutcome("We keep the offsite under 20k. Sam will book the venue.", to: budget, calendar: context.calendar, at: budget.end)
        #expect(try await recap.perform(context).dialog
                == "Last week: 3 meetings (most with Priya: 2), decisions in 1 meeting: “We keep the offsite under 20k” (Budget sync) and 1 action item opened and 0 done.")
        recap.week = nil
        #expect(try await recap.perform(context).dialog == "This week: 1 meeting and 1 note written (Packing list).")
    }
}

extension MeetingIntentsTests {
    @Test func aBriefBeforeMeetingSomeone() async throws {
        let (context, store) = try context()
        var budget = meeting("Offsite budget review", 10, 0, days: -6, with: ["Priya Raman"])
        budget.foundActionItems = [ActionItemExtractor.Item(text: "send the offsite budget", owner: "Sam", due: nil, done: false)]
        _ = try store.save([budget, meeting("Hiring sync", 14, 0, days: -13, with: ["Priya Raman"]), meeting("Budget and hiring", 9, 0, days: -20, with: ["Priya Raman"]),
                            meeting("Hiring plan", 14, 0, days: 2, with: ["Priya Raman"]), meeting("Launch", 9, 0, days: 1, with: ["Jordan Reyes"])])
        let brief = MeetingBrief()
        brief.person = try #require(try await PersonEntity.candidates(for: "priya", in: context)?.first)
        #expect(try await brief.perform(context).dialog == """
            You've met Priya 3 times, last on Tuesday at 10:00 (Offsite budget review). Next: on 25 November at 14:00 (Hiring plan). \
            Open between you: send the offsite budget (Sam). Topics that keep coming up: hiring and budget. You might ask about “send the offsite budget”.
            """)
        #expect(try await PersonEntity.candidates(for: "zelda", in: context)?.isEmpty == true)
        // A brief for a meeting: its earlier occurrences (the same title) and its people.
        _ = try store.save([meeting("Hiring plan", 14, 0, days: -5, with: ["Priya Raman"]), meeting("Hiring plan", 14, 0, days: -12, with: ["Priya Raman"])].enumerated().map {
            var occurrence = $0.element
            occurrence.uid = "plan-\($0.offset)"
            return occurrence
        })
        let forMeeting = MeetingBrief()
        forMeeting.meeting = try #require(try await MeetingEntity.candidates(for: "the hiring plan", in: context)?.first)
        #expect(try await forMeeting.perform(context).dialog.hasPrefix("Hiring plan has met twice, last on Wednesday at 14:00. Next: on 25 November at 14:00."))
    }
}
