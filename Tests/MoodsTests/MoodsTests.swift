import Foundation
import HarkStore
import IntentKit
import Testing
@testable import Moods

/// Wednesday 2026-11-18, 10:00 UTC; weeks start on Monday.
let wednesday = Date(timeIntervalSince1970: 1_794_996_000)

func moodContext(now: Date = wednesday) throws -> (IntentContext, MoodStore) {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-moods-\(UUID().uuidString).sqlite").path
    let store = MoodStore(database: try HarkDatabase(path: path, schemas: [MoodsSchema.self]))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.firstWeekday = 2
    var context = IntentContext(now: now, calendar: calendar)
    context.register(store)
    return (context, store)
}

func addMood(_ title: String, emoji: String? = nil, in context: IntentContext) async throws -> IntentResult {
    let intent = AddMood()
    intent.title = title
    intent.emoji = emoji
    return try await intent.perform(context)
}

@Suite struct AddMoodTests {
    @Test func addsAMoodWithASmartEmoji() async throws {
        let (context, store) = try moodContext()
        #expect(try await addMood("happy", in: context).dialog == "Added 😊 happy to your moods.")
        #expect(try await addMood("  Very   TIRED ", in: context).dialog == "Added 😴 very tired to your moods.")
        #expect(try await addMood("celebrating", emoji: "🥳", in: context).dialog == "Added 🥳 celebrating to your moods.")
        #expect(try await addMood("wistful", in: context).dialog == "Added 🙂 wistful to your moods.")
        let stored = try store.moods(in: nil)
        #expect(stored.map(\.title) == ["happy", "very tired", "celebrating", "wistful"])
        #expect(stored.allSatisfy { $0.createdAt == wednesday && $0.id != nil })
    }

    @Test(arguments: ["sad", "excited", "anxious", "calm", "angry"])
    func knownWordsPickTheirEmoji(word: String) {
        let expected = ["sad": "😢", "excited": "🎉", "anxious": "😰", "calm": "😌", "angry": "😠"][word]
        #expect(SmartEmoji.emoji(for: "feeling \(word)") == expected)
    }

    @Test func emptyOrAbsurdTitlesAreRefusedAndNothingIsStored() async throws {
        let (context, store) = try moodContext()
        await #expect(throws: IntentFailure("A mood needs a name, like “happy” or “tired”.")) { try await addMood("   ", in: context) }
        await #expect(throws: IntentFailure("That mood is too long: keep it under 100 characters.")) {
            try await addMood(String(repeating: "a", count: 10_000), in: context)
        }
        #expect(try store.moods(in: nil).isEmpty)
    }
}

@Suite struct MoodHistoryTests {
    func history(_ period: MoodPeriod, _ context: IntentContext) async throws -> IntentResult {
        let intent = MoodHistory()
        intent.period = period
        return try await intent.perform(context)
    }

    @Test func countsAndNamesTheMostFrequentMood() async throws {
        let (context, store) = try moodContext()
        let day: TimeInterval = 86_400
        _ = try store.add(title: "happy", emoji: "😊", at: wednesday)                 // this week, today
        _ = try store.add(title: "tired", emoji: "😴", at: wednesday - day)           // Tuesday
        _ = try store.add(title: "happy", emoji: "😊", at: wednesday - 2 * day)       // Monday
        _ = try store.add(title: "happy", emoji: "😊", at: wednesday - 3 * day)       // last Sunday: last week
        _ = try store.add(title: "anxious", emoji: "😰", at: wednesday - 30 * day)    // last month
        #expect(try await history(.thisWeek, context).dialog == "This week you logged 3 moods, mostly happy (2).")
        #expect(try await history(.today, context).dialog == "Today you logged 1 mood: 😊 happy.")
        #expect(try await history(.thisMonth, context).dialog == "This month you logged 4 moods, mostly happy (3).")
        #expect(try await history(.allTime, context).dialog == "You have logged 5 moods, mostly happy (3).")
        let summary = try #require(try await history(.thisWeek, context).value as? MoodHistory.Summary)
        #expect(summary.count == 3 && summary.moods.map(\.title) == ["happy", "tired"])
    }

    @Test func saysSoWhenThereIsNothing() async throws {
        let (context, _) = try moodContext()
        #expect(try await history(.thisWeek, context).dialog == "You haven't logged any moods this week.")
        #expect(try await history(.allTime, context).dialog == "You haven't logged any moods yet.")
    }

    @Test func periodsAreSaidWithSynonyms() throws {
        #expect(try MoodPeriod(parameterValue: .string("lately")) == .thisWeek)
        #expect(try MoodPeriod(parameterValue: .string("ever")) == .allTime)
        #expect(try MoodPeriod(parameterValue: .string("this_month")) == .thisMonth)
    }
}
