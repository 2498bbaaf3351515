import Foundation
import IntentKit
import Testing

@testable import Memory

@Suite struct SummarizeTopicTests {
    func material(in store: MemoryStore) throws {
        try remember("Gradient descent finds the minimum of the loss function step by step. It needs a learning rate.", daysAgo: 40,
                     tags: ["ml"], in: store)
        try remember("Talked to Alex about machine learning features for the search ranking #python", daysAgo: 10, in: store)
        try remember("Machine learning models overfit when the training data is small; regularisation helps.", daysAgo: 3,
                     tags: ["ml", "data"], in: store)
        try remember("Met with Sam about machine learning hiring #hiring", daysAgo: 3, in: store)
        try remember("Alex sold me his old bike helmet", daysAgo: 1, in: store)
    }

    @Test func summarisesTheCentralSentencesTagsPeopleAndDates() async throws {
        let (context, store, _) = try memoryContext()
        try material(in: store)
        let intent = SummarizeTopic()
        intent.topic = "machine learning"
        let summary = try await intent.perform(context).dialog
        // "learning rate" is about machine learning too: the words are matched one by one.
        #expect(summary.hasPrefix("Based on your 4 memories about machine learning: "))
        #expect(summary.contains("Machine learning models overfit when the training data is small; regularisation helps."))
        #expect(!summary.contains("bike"))
        #expect(summary.contains("Related topics include #ml, #data and #hiring."))
        #expect(summary.contains("Most recent note was 3 days ago; the first, a month ago."))
        #expect(summary.hasSuffix("Connected to 2 people: Alex, Sam."))
    }

    @Test func aPeriodLimitsWhatIsSummedUpAndNothingFoundIsSaid() async throws {
        let (context, store, _) = try memoryContext()
        try material(in: store)
        let intent = SummarizeTopic()
        intent.topic = "machine learning"
        intent.range = DateInterval(start: wednesday.addingTimeInterval(-5 * 86_400), end: wednesday)
        #expect(try await intent.perform(context).dialog.hasPrefix("Based on your 2 memories about machine learning between "))
        intent.topic = "kubernetes"
        intent.range = nil
        #expect(try await intent.perform(context).dialog == "I couldn't find any memories about kubernetes.")
    }

    /// A language-model backend stands in for the built-in one with no change to the intent.
    @Test func theSummarizerIsAService() async throws {
        struct Counting: Summarizer {
            func summary(of material: SummaryMaterial) async throws -> String {
                "\(material.memories.count) found, \(material.related.count) related"
            }
            func keySentences(of passages: [Passage], about topic: String, count: Int) async throws -> [String] { [] }
        }
        var (context, store, _) = try memoryContext()
        context.register(MemorySummarizer(Counting()))
        try material(in: store)
        let intent = SummarizeTopic()
        intent.topic = "machine learning"
        let dialog = try await intent.perform(context).dialog
        #expect(dialog.hasPrefix("4 found, "))
        #expect(dialog == "4 found, 1 related")
    }

    @Test func sentencesSplitAtStopsAndLineBreaks() {
        #expect(ExtractiveSummarizer.sentences(in: "First point here. Second one is this!\nThird line of text? ok")
                == ["First point here.", "Second one is this!", "Third line of text?"])
        #expect(ExtractiveSummarizer.sentences(in: "hi") == ["hi"])
    }
}

@Suite struct ShowConnectionsTests {
    @Test func drawsTheNeighbourhoodAsATreeAndAsDOT() async throws {
        let (context, store, _) = try memoryContext()
        let root = try remember("Planning the Lisbon offsite with Alex #travel", daysAgo: 3, in: store)
        try remember("Booked flights for the Lisbon offsite", daysAgo: 2, in: store)
        try remember("Packing list for trips #travel", daysAgo: 2, in: store)
        try remember("Alex likes \"quiet\" hotels", daysAgo: 1, in: store)
        try remember("Buy a new bike helmet", daysAgo: 1, in: store)
        let intent = ShowConnections()
        intent.memory = try #require(try await MemoryQuery().entities(for: [root.id], in: context).first)
        intent.depth = 2
        let tree = try await intent.perform(context).dialog
        #expect(tree.hasPrefix("Connected to 3 memories:\nPlanning the Lisbon offsite with Alex #travel (#1)\n"))
        #expect(tree.contains("linked 0."))
        #expect(tree.contains(": Booked flights for the Lisbon offsite (#2)"))
        #expect(tree.contains("tag #travel: Packing list for trips #travel (#3)"))
        #expect(tree.contains("└─ mentions Alex: Alex likes \"quiet\" hotels (#4)"))
        #expect(!tree.contains("bike"))

        intent.format = .dot
        let dot = try await intent.perform(context).dialog
        #expect(dot.hasPrefix("graph memories {"))
        #expect(dot.contains(#"m4 [label="Alex likes \"quiet\" hotels"];"#))
        #expect(dot.contains(##"m1 -- m3 [label="#travel", style=dashed];"##))
        #expect(dot.hasSuffix("}"))
    }

    @Test func aMemoryWithNoConnectionsSaysSo() async throws {
        let (context, store, _) = try memoryContext()
        let lonely = try remember("Buy a new bike helmet", daysAgo: 1, in: store)
        let intent = ShowConnections()
        intent.memory = try #require(try await MemoryQuery().entities(for: [lonely.id], in: context).first)
        #expect(try await intent.perform(context).dialog == "“Buy a new bike helmet” isn't connected to any other memory yet.")
    }
}

@Suite struct MemoryQueryTests {
    @Test func findsAMemoryByNumberOrWordsAndOffersAChoiceWhenSeveralFit() async throws {
        let (context, store, _) = try memoryContext()
        try remember("The old wifi password was hunter2", daysAgo: 5, in: store)
        try remember("Planning the Lisbon offsite", daysAgo: 4, in: store)
        try remember("Planning the Porto offsite", daysAgo: 3, in: store)
        #expect(try await MemoryEntity.candidates(for: "2", in: context)?.map(\.id) == [2])
        #expect(try await MemoryEntity.candidates(for: "the wifi password", in: context)?.map(\.id) == [1])
        #expect(Set(try await MemoryEntity.candidates(for: "offsite planning", in: context)?.map(\.id) ?? []) == [2, 3])
        #expect(try await MemoryEntity.candidates(for: "kubernetes", in: context)?.isEmpty == true)
    }
}

@Suite struct ForgetMemoryTests {
    @Test func forgettingTakesLinksTagsPeopleAndSearchRowsWithIt() async throws {
        let (context, store, _) = try memoryContext()
        try remember("Talked to Priya about the wifi password #secrets", daysAgo: 2, in: store)
        try remember("The wifi password for the office is on the fridge #office", daysAgo: 1, in: store)
        #expect(try store.linkCount(of: 1) == 1)
        let intent = ForgetMemory()
        intent.memory = try #require(try await MemoryEntity.candidates(for: "1", in: context)?.first)
        #expect(try await intent.perform(context).dialog == "Forgot “Talked to Priya about the wifi password #secrets”.")
        #expect(try store.memory(1) == nil)
        #expect(try store.linkCount(of: 2) == 0)
        #expect(try store.search(MemorySearch("priya"), at: wednesday).isEmpty)
        let stats = try store.statistics(today: DateInterval(start: wednesday, duration: 86_400))
        #expect((stats.memories, stats.people, stats.tags) == (1, 0, 1))
        await #expect(throws: IntentFailure.self) { try await intent.perform(context) }
    }
}

@Suite struct ReviewStatsAndDayPickTests {
    @Test func theDailyReviewListsADaysMemoriesOldestFirst() async throws {
        let (context, store, _) = try memoryContext()
        try remember("Yesterday's thought about gardening", daysAgo: 1, in: store)
        try remember("Morning idea: a podcast about local-first software", daysAgo: 2.0 / 24, type: .idea, in: store)
        try remember("Lunch with Sam #friends", daysAgo: 1.0 / 24, in: store)
        let review = DailyReview()
        #expect(try await review.perform(context).dialog == """
            You captured 2 memories today:
            • 8:00 idea: Morning idea: a podcast about local-first software (#2)
            • 9:00 Lunch with Sam #friends (#3)
            """)
        review.day = context.calendar.dateInterval(of: .day, for: wednesday.addingTimeInterval(-86_400))
        let yesterday = try await review.perform(context).dialog
        #expect(yesterday == "You captured 1 memory yesterday:\n• 10:00 Yesterday's thought about gardening (#1)")
        review.day = context.calendar.dateInterval(of: .day, for: wednesday.addingTimeInterval(-30 * 86_400))
        #expect(try await review.perform(context).dialog == "You didn't capture any memories on 19 October.")
    }

    @Test func statsCountMemoriesLinksPeopleAndTopTags() async throws {
        let (context, store, _) = try memoryContext()
        #expect(try await MemoryStats().perform(context).dialog == "You have no memories yet. Say “remember that …” to save one.")
        try remember("Swift concurrency uses actors #swift #work", daysAgo: 3, in: store)
        try remember("Swift concurrency has task groups #swift", daysAgo: 0, in: store)
        try remember("Talked to Alex about the budget #work", daysAgo: 0, in: store)
        #expect(try await MemoryStats().perform(context).dialog
                == "You have 3 memories (2 from today), 1 link between them and 1 person mentioned. Top tags: #swift (2), #work (2).")
    }

    @Test func theMemoryOfTheDayStaysTheSameAllDayAndChangesWithTheDay() async throws {
        let (context, store, _) = try memoryContext()
        #expect(try await MemoryOfTheDay().perform(context).dialog.hasPrefix("You have no memories yet."))
        for day in 0 ..< 12 { try remember("Memory number \(day) about topic \(day * 7)", daysAgo: Double(day) + 1, in: store) }
        let first = try await MemoryOfTheDay().perform(context).dialog
        try store.recall([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], at: wednesday)
        var later = context
        later.now = wednesday.addingTimeInterval(10 * 3_600)
        #expect(try await MemoryOfTheDay().perform(later).dialog == first)
        var picks: Set<String> = []
        for day in 1 ... 10 {
            var next = context
            next.now = wednesday.addingTimeInterval(Double(day) * 86_400)
            picks.insert(try await MemoryOfTheDay().perform(next).dialog)
        }
        #expect(picks.count > 2)
    }

    @Test func aWeightedDrawFavoursTheHeavierInProportion() {
        var random = SeededRandom(seed: "2026-11-23")
        var counts = [0, 0, 0]
        for _ in 0 ..< 10_000 { counts[random.index(weightedBy: [1, 3, 0]) ?? 2] += 1 }
        #expect(counts[2] == 0)
        #expect((2_300 ... 2_700).contains(counts[0]))
        #expect(random.index(weightedBy: []) == nil)
    }
}
