import Foundation
import IntentKit
import SpokenKit
import Testing

@testable import Meetings

/// Listing and showing notes, the next meeting, a part of a day's schedule and ticking an action
/// item off by its words, at the same fixed moment as the other meetings intents' tests.
extension MeetingIntentsTests {
    func note(_ title: String, _ body: String, in notes: NoteStore, calendar: Calendar, at moment: Date) throws {
        let category = ParaClassifier.categorize(title: title, body: body, context: SpokenContext(now: moment, calendar: calendar))
        _ = try notes.add(title: title, body: body, category: category, calendar: calendar, at: moment)
    }

    @Test func theNextMeetingFromNowAndOneUnderWay() async throws {
        let (context, store) = try context()
        #expect(try await NextMeeting().perform(context).dialog == "You have no meetings coming up.")
        _ = try store.save([meeting("Design review", 11, 0, with: ["Alex Jones"]), meeting("Standup", 9, 30, minutes: 15), meeting("Yesterday's retro", 10, 0, days: -1)])
        #expect(try await NextMeeting().perform(context).dialog == "Your next meeting is Standup today at 9:30, in 90 minutes.")
        _ = try store.save([meeting("Early call", 7, 30)])
        #expect(try await NextMeeting().perform(context).dialog == "You're in Early call until 8:30. Next is Standup today at 9:30, in 90 minutes.")
    }

    @Test func aPartOfTheDayHasOnlyItsMeetings() async throws {
        let (context, store) = try context()
        _ = try store.save([meeting("1:1 with Sam", 15, 0, minutes: 30, with: ["Sam Lee"]), meeting("Standup", 9, 30, minutes: 15), meeting("Planning", 14, 0, days: 1)])
        let afternoon = TodaySchedule()
        afternoon.part = .afternoon
        #expect(try await afternoon.perform(context).dialog == "You have 1 meeting this afternoon: 15:00 1:1 with Sam.")
        afternoon.day = now.addingTimeInterval(86_400)
        #expect(try await afternoon.perform(context).dialog == "You have 1 meeting tomorrow afternoon: 14:00 Planning.")
        let evening = TodaySchedule()
        evening.part = .evening
        #expect(try await evening.perform(context).dialog == "You have no meetings tonight.")
    }

    @Test func notesAreListedNewestFirstAndShownByWordsOfTheirText() async throws {
        let (context, store) = try context()
        let notes = NoteStore(database: store.database)
        #expect(try await ListNotes().perform(context).dialog.hasPrefix("You have no notes yet."))
        try note("Reading list", "Books to read", in: notes, calendar: context.calendar, at: now.addingTimeInterval(-3 * 86_400))
        try note("Q1 plan", "We are hiring two engineers #hiring", in: notes, calendar: context.calendar, at: now)
        let listed = try await ListNotes().perform(context).dialog.split(separator: "\n")
        #expect(listed.first == "Your 2 notes:")
        #expect(listed.dropFirst().map { $0.prefix(11) } == ["- Q1 plan (", "- Reading l"])
        let latest = ListNotes()
        latest.limit = 1
        #expect(try await latest.perform(context).dialog.hasPrefix("The latest 1 of your 2 notes:\n- Q1 plan"))
        // Not in a title, so by its text.
        let found = try #require(try await NoteEntity.candidates(for: "the note about hiring", in: context))
        #expect(found.map(\.title) == ["Q1 plan"])
        let show = ShowNote()
        show.note = try #require(found.first)
        #expect(try await show.perform(context).dialog.hasPrefix("Q1 plan\nWe are hiring two engineers #hiring\n"))
        #expect(try await NoteEntity.candidates(for: "reading", in: context)?.map(\.title) == ["Reading list"])
    }

    @Test func anActionItemIsTickedOffByItsWords() async throws {
        let (context, store) = try context()
        var review = meeting("Design review", 10, 0, days: -1)
        review.foundActionItems = [ActionItemExtractor.Item(text: "send the slides to Priya", owner: "Sam", due: nil, done: false),
                                   ActionItemExtractor.Item(text: "send the deck", owner: nil, due: nil, done: false),
                                   ActionItemExtractor.Item(text: "book the room", owner: nil, due: nil, done: false)]
        _ = try store.save([review])
        #expect(try await ActionItemEntity.candidates(for: "send", in: context)?.count == 2)
        let slides = try #require(try await ActionItemEntity.candidates(for: "the slides task", in: context))
        #expect(slides.map(\.text) == ["send the slides to Priya"])
        let complete = CompleteActionItem()
        complete.item = try #require(slides.first)
        #expect(try await complete.perform(context).dialog == "Marked “send the slides to Priya” done.")
        #expect(try await ActionItemEntity.candidates(for: "slides", in: context)?.isEmpty == true)
        await #expect(throws: IntentFailure.self) { try await complete.perform(context) }
        #expect(try await ActionItemEntity.candidates(for: "send the deck", in: context)?.map(\.text) == ["send the deck"])
    }
}
