import Foundation
import HarkStore
import IntentKit
import Testing

@testable import Moods

/// Answers every choice with the same option, and remembers the question.
final class ChoosingAsker: Asker, @unchecked Sendable {
    let option: Int
    var question: String?
    var options: [String] = []
    init(option: Int) { self.option = option }
    func ask(_ question: String) async -> String? { nil }
    func choose(_ question: String, from options: [String]) async -> Int? {
        self.question = question
        self.options = options
        return option
    }
    func confirm(_ question: String) async -> Bool? { nil }
}

func undoLast(_ store: MoodStore) throws -> ChangeLog.Entry? {
    try store.database.undo()
}

let hour: TimeInterval = 3_600

@Suite struct DeleteAndEditMoodTests {
    @Test func deletesTheLatestMoodAndUndoPutsItBack() async throws {
        let (context, store) = try moodContext()
        _ = try store.add(title: "happy", emoji: "😊", at: wednesday - 2 * hour)
        _ = try store.add(title: "tired", emoji: "😴", at: wednesday - hour)
        let result = try await DeleteMood().perform(context)
        #expect(result.dialog == "Deleted 😴 tired, logged at 9:00. Say “undo” to put it back.")
        #expect(try store.moods(in: nil).map(\.title) == ["happy"])
        let undone = try #require(try undoLast(store))
        #expect(undone.description.undo == "Put back the mood “tired” you deleted {when}.")
        #expect(try store.moods(in: nil).map(\.title) == ["happy", "tired"])
    }

    @Test func aTitleAndADayPickTheMoodAndSeveralAreAskedAbout() async throws {
        let (context, store) = try moodContext()
        _ = try store.add(title: "anxious", emoji: "😰", at: wednesday - 26 * hour)  // Tuesday 8:00
        _ = try store.add(title: "anxious", emoji: "😰", at: wednesday - 20 * hour)  // Tuesday 14:00
        _ = try store.add(title: "anxious", emoji: "😰", at: wednesday)               // today
        let tuesday = DateInterval(start: wednesday - 34 * hour, duration: 24 * hour)
        let intent = DeleteMood()
        intent.title = "Anxious"
        intent.period = tuesday
        // Nobody to ask: nothing is deleted, and the answer says which there are.
        await #expect(throws: IntentFailure("You logged “anxious” twice yesterday: 😰 anxious yesterday at 14:00 and 😰 anxious yesterday at 8:00. Say which, with its day or time.")) {
            try await intent.perform(context)
        }
        #expect(try store.moods(in: nil).count == 3)
        // Asked, the person picks the second (the older one).
        let asker = ChoosingAsker(option: 1)
        var asking = context
        asking.asker = asker
        let chosen = DeleteMood()
        chosen.title = "anxious"
        chosen.period = tuesday
        #expect(try await chosen.perform(asking).dialog == "Deleted 😰 anxious, logged yesterday at 8:00. Say “undo” to put it back.")
        #expect(asker.question == "You logged “anxious” twice yesterday. Which one should I delete?")
        #expect(try store.moods(in: nil).map(\.createdAt) == [wednesday - 20 * hour, wednesday])
    }

    @Test func nothingToDeleteIsSaid() async throws {
        let (context, store) = try moodContext()
        await #expect(throws: IntentFailure("You haven't logged any moods yet.")) { try await DeleteMood().perform(context) }
        _ = try store.add(title: "calm", emoji: "😌", at: wednesday)
        let intent = DeleteMood()
        intent.title = "furious"
        await #expect(throws: IntentFailure("I couldn't find a mood called “furious”.")) { try await intent.perform(context) }
    }

    @Test func editsTheLatestMoodWithANewEmojiAndUndoChangesItBack() async throws {
        let (context, store) = try moodContext()
        _ = try store.add(title: "anxious", emoji: "😰", at: wednesday - hour)
        let intent = EditMood()
        intent.title = "calm"
        #expect(try await intent.perform(context).dialog == "Changed 😰 anxious to 😌 calm.")
        #expect(try store.moods(in: nil).map { "\($0.emoji) \($0.title)" } == ["😌 calm"])
        _ = try undoLast(store)
        #expect(try store.moods(in: nil).map { "\($0.emoji) \($0.title)" } == ["😰 anxious"])
    }
}

@Suite struct ListAndAnalyseMoodsTests {
    @Test func listsTodaysMoodsLatestFirstWithTimes() async throws {
        let (context, store) = try moodContext()
        _ = try store.add(title: "tired", emoji: "😴", at: wednesday - 24 * hour)
        _ = try store.add(title: "happy", emoji: "😊", at: wednesday - 2 * hour)
        _ = try store.add(title: "calm", emoji: "😌", at: wednesday)
        #expect(try await ListMoods().perform(context).dialog == "Today you've logged 2 moods: 😌 calm at 10:00 and 😊 happy at 8:00.")
        let week = ListMoods()
        week.period = try #require(context.calendar.dateInterval(of: .weekOfYear, for: wednesday))
        #expect(try await week.perform(context).dialog
                == "This week you've logged 3 moods: 😌 calm at 10:00, 😊 happy at 8:00 and 😴 tired yesterday at 10:00.")
    }

    @Test func aLongListNamesTheLatestFiveAndAnEmptyDayNamesTheLastMood() async throws {
        let (context, store) = try moodContext()
        for index in 0 ..< 7 { _ = try store.add(title: "mood \(index)", emoji: "🙂", at: wednesday - Double(7 - index) * 60) }
        let dialog = try await ListMoods().perform(context).dialog
        #expect(dialog.hasPrefix("Today you've logged 7 moods; the latest 5: 🙂 mood 6 at 9:59,") && dialog.hasSuffix("and 🙂 mood 2 at 9:55."))
        let (later, _) = try moodContext(now: wednesday + 48 * hour)
        var context2 = later
        context2.register(store)
        #expect(try await ListMoods().perform(context2).dialog
                == "You haven't logged any moods today. The last one was 🙂 mood 6 on Wednesday at 9:59.")
    }

    @Test func countsOneMoodInTheRightTense() async throws {
        let (context, store) = try moodContext()
        _ = try store.add(title: "anxious", emoji: "😰", at: wednesday - 24 * hour)
        _ = try store.add(title: "anxious", emoji: "😰", at: wednesday - 2 * hour)
        _ = try store.add(title: "happy", emoji: "😊", at: wednesday)
        let count = MoodCount()
        count.title = "anxious"
        count.period = try #require(context.calendar.dateInterval(of: .month, for: wednesday))
        #expect(try await count.perform(context).dialog == "This month you've logged 😰 anxious twice, most recently at 8:00.")
        let lastMonth = MoodCount()
        lastMonth.title = "anxious"
        lastMonth.period = DateInterval(start: Date(timeIntervalSince1970: 1_790_812_800), end: Date(timeIntervalSince1970: 1_793_491_200))
        #expect(try await lastMonth.perform(context).dialog == "You didn't log “anxious” last month.")
    }

    @Test func theMostCommonMoodNamesTiesAsTies() async throws {
        let (context, store) = try moodContext()
        #expect(try await MostCommonMood().perform(context).dialog == "You haven't logged any moods yet.")
        _ = try store.add(title: "happy", emoji: "😊", at: wednesday - 3 * hour)
        _ = try store.add(title: "tired", emoji: "😴", at: wednesday - 2 * hour)
        #expect(try await MostCommonMood().perform(context).dialog == "No mood stands out: you've logged 2 moods, each a different one.")
        _ = try store.add(title: "happy", emoji: "😊", at: wednesday - hour)
        #expect(try await MostCommonMood().perform(context).dialog == "Your most common mood is 😊 happy: twice out of 3 moods.")
        _ = try store.add(title: "tired", emoji: "😴", at: wednesday)
        #expect(try await MostCommonMood().perform(context).dialog == "😴 tired and 😊 happy are tied as your most common mood, twice each.")
    }
}
