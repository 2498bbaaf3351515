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
        #expect(try await addMood("purple", in: context).dialog == "Added 🙂 purple to your moods.")
        let stored = try store.moods(in: nil)
        #expect(stored.map(\.title) == ["happy", "very tired", "celebrating", "purple"])
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
    /// MoodHistory run with its period said in words, as the runtime fills it (looking back).
    func history(_ said: String?, _ context: IntentContext) async throws -> IntentResult {
        let intent = MoodHistory()
        if let said {
            let found = Dictionary(uniqueKeysWithValues: parameters(of: intent).map { ($0.name, $0.parameter) })
            try found["period"]?.set(.string(said), saidIn: context)
        }
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
        #expect(try await history(nil, context).dialog == "This week you've logged 3 moods. Most often: 😊 happy twice and 😴 tired once.")
        #expect(try await history("this week", context).dialog == "This week you've logged 3 moods. Most often: 😊 happy twice and 😴 tired once.")
        #expect(try await history("today", context).dialog == "Today you've logged 1 mood: 😊 happy.")
        #expect(try await history("this month", context).dialog == "This month you've logged 4 moods. Most often: 😊 happy 3 times and 😴 tired once.")
        // A tie is said as one; the mood logged more recently first.
        #expect(try await history("all time", context).dialog
                == "So far you've logged 5 moods. Most often: 😊 happy 3 times; then 😴 tired and 😰 anxious, once each.")
        #expect(try await history("last week", context).dialog == "Last week you logged 1 mood: 😊 happy.")
        #expect(try await history("last month", context).dialog == "Last month you logged 1 mood: 😰 anxious.")
        #expect(try await history("yesterday", context).dialog == "Yesterday you logged 1 mood: 😴 tired.")
        // Looking back: "monday" is this week's, "sunday" the last one.
        #expect(try await history("since monday", context).dialog == "Since 16 November you've logged 3 moods. Most often: 😊 happy twice and 😴 tired once.")
        #expect(try await history("sunday", context).dialog == "On 15 November you logged 1 mood: 😊 happy.")
        #expect(try await history("between sunday and tuesday", context).dialog
                == "Between 15 November and 17 November you logged 3 moods. Most often: 😊 happy twice and 😴 tired once.")
        let summary = try #require(try await history("this week", context).value as? MoodHistory.Summary)
        #expect(summary.count == 3 && summary.moods.map(\.title) == ["happy", "tired"])
        #expect(summary.period == "this week" && summary.start == Date(timeIntervalSince1970: 1_794_960_000 - 2 * 86_400))
    }

    @Test func saysSoWhenThereIsNothing() async throws {
        let (context, _) = try moodContext()
        #expect(try await history("this week", context).dialog == "You haven't logged any moods this week.")
        #expect(try await history("ever", context).dialog == "You haven't logged any moods yet.")
        #expect(try await history("in march", context).dialog == "You didn't log any moods in March.")
        #expect(try await history("between monday and tuesday", context).dialog == "You didn't log any moods between 16 November and 17 November.")
    }

    @Test func anUnreadablePeriodIsExplained() throws {
        let intent = MoodHistory()
        let found = Dictionary(uniqueKeysWithValues: parameters(of: intent).map { ($0.name, $0.parameter) })
        let (context, _) = try moodContext()
        #expect(throws: ParameterValueError.self) { try found["period"]?.set(.string("the 45th of smarch"), saidIn: context) }
    }
}
