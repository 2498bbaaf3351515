import Foundation
import GRDB
import HarkStore
import IntentKit
import Testing

@testable import Memory

@Suite struct StoreMemoryTests {
    @Test func savesAndSaysHowManyRelatedMemoriesItFound() async throws {
        let (context, store, _) = try memoryContext()
        #expect(try await remember("Swift's concurrency model uses actors and tasks", in: context).dialog == "Saved.")
        #expect(try await remember("buy milk and eggs", in: context).dialog == "Saved.")
        #expect(try await remember("structured concurrency in Swift: tasks, task groups and actors", in: context).dialog
                == "Saved! I found 1 related memory.")
        #expect(try store.count() == 3)
    }

    @Test func keepsTagsPeopleTypeAndSource() async throws {
        let (context, store, _) = try memoryContext()
        _ = try await remember("talked to Alex about the API design #work", type: .learning, tags: ["api"], in: context)
        let memory = try #require(try store.memory(1))
        #expect(memory.tags == ["api", "work"])
        #expect(memory.people == ["Alex"])
        #expect(memory.type == .learning)
        #expect(memory.source == .typed)
        #expect(memory.createdAt == wednesday)
        // A name used before is recognised later even without a capital or an introducing word.
        _ = try await remember("alex prefers REST over GraphQL", in: context)
        #expect(try store.memory(2)?.people == ["Alex"])
    }

    @Test func badContentGetsAClearAnswerAndStoresNothing() async throws {
        let (context, store, _) = try memoryContext()
        await #expect(throws: IntentFailure.self) { try await remember("   ", in: context) }
        await #expect(throws: IntentFailure.self) { try await remember(String(repeating: "a", count: 1_048_576), in: context) }
        #expect(try store.count() == 0)
    }

    @Test func textThatLooksLikeSQLIsStoredAsText() async throws {
        let (context, store, _) = try memoryContext()
        let text = "'); DROP TABLE memory; -- and \"quotes\" * OR NEAR( 🦊 مرحبا"
        _ = try await remember(text, in: context)
        #expect(try store.memory(1)?.content == text)
        let hits = try store.search(MemorySearch("drop table"), at: wednesday)
        #expect(hits.map(\.memory.id) == [1])
        // Query syntax said is only words: "near" is one of the memory's words.
        #expect(try store.search(MemorySearch("\" OR * NEAR("), at: wednesday).map(\.memory.id) == [1])
    }
}

@Suite struct QueryMemoryTests {
    @Test func findsTheMostRelevantFirstAndSaysSo() async throws {
        let (context, _, _) = try memoryContext()
        _ = try await remember("The garden needs watering every morning in summer", in: context)
        _ = try await remember("Swift's concurrency model uses actors", in: context)
        _ = try await remember("Rust has ownership and borrowing instead of a garbage collector", in: context)
        let result = try await ask("swift concurrency", related: false, in: context)
        #expect(result.dialog == "Found 1 memory about swift concurrency. Most relevant: Swift's concurrency model uses actors")
        let none = try await ask("kubernetes", in: context)
        #expect(none.dialog == "I couldn't find any memories about kubernetes.")
    }

    @Test func ranksCloserMemoriesHigher() throws {
        let (_, store, _) = try memoryContext()
        for text in ["notes on machine learning courses", "machine learning with small data sets: learning curves",
                     "the washing machine is broken", "learning to cook risotto"] {
            _ = try store.store(text, at: wednesday)
        }
        let hits = try store.search(MemorySearch("machine learning", limit: 4), at: wednesday)
        #expect(Set(hits.prefix(2).map(\.memory.id)) == [1, 2])
        #expect(hits.first?.snippet?.contains("[machine]") == true)
    }

    @Test func filtersByDateTypeAndTag() throws {
        let (_, store, _) = try memoryContext()
        let lastMonth = wednesday.addingTimeInterval(-40 * 86_400)
        _ = try store.store("an idea for the swift workshop", type: .idea, tags: ["teaching"], at: lastMonth)
        _ = try store.store("swift workshop room booked", at: wednesday)
        let thisWeek = DateInterval(start: wednesday.addingTimeInterval(-2 * 86_400), end: wednesday.addingTimeInterval(86_400))
        #expect(try store.search(MemorySearch("swift workshop", range: thisWeek), at: wednesday).map(\.memory.id) == [2])
        #expect(try store.search(MemorySearch("swift workshop", type: .idea), at: wednesday).map(\.memory.id) == [1])
        #expect(try store.search(MemorySearch("swift workshop", tag: "#Teaching"), at: wednesday).map(\.memory.id) == [1])
    }

    @Test func focusLimitsSearchesToItsContextAndMemoriesOfNone() async throws {
        let (context, store, _) = try memoryContext()
        _ = try await remember("quarterly planning notes", in: context)              // no context
        let focus = SetFocus()
        focus.context = "Work"
        #expect(try await focus.perform(context).dialog == "Focusing on work: searches give your work memories and those of no context.")
        _ = try await remember("planning the team offsite", in: context)             // work
        try store.setFocus("personal", at: Date())
        _ = try await remember("planning the birthday party", in: context)           // personal
        #expect(Set(try store.search(MemorySearch("planning", limit: 10), at: wednesday).map(\.memory.id)) == [1, 3])
        #expect(try store.memory(2)?.context == "work")
        #expect(Set(try store.search(MemorySearch("planning", limit: 10, context: .only("work")), at: wednesday).map(\.memory.id)) == [1, 2])
        #expect(try await ClearFocus().perform(context).dialog == "Stopped focusing on personal: searches look at all your memories.")
        #expect(try store.search(MemorySearch("planning", limit: 10), at: wednesday).count == 3)
        // A focus that looks like SQL is only a value.
        try store.setFocus("x' OR '1'='1", at: Date())
        #expect(Set(try store.search(MemorySearch("planning", limit: 10), at: wednesday).map(\.memory.id)) == [1])
    }

    @Test func recallingAMemoryRenewsItsDecay() async throws {
        let (_, store, _) = try memoryContext()
        let old = wednesday.addingTimeInterval(-60 * 86_400)
        _ = try store.store("sourdough starter ratios", at: old)
        let before = try #require(try store.search(MemorySearch("sourdough"), at: wednesday).first)
        #expect(abs(before.decay - 0.25) < 0.001)
        try store.recall([before.memory.id], at: wednesday)
        let after = try #require(try store.search(MemorySearch("sourdough"), at: wednesday).first)
        #expect(after.decay == 1)
        #expect(after.memory.recalls == 1)
    }
}

@Suite struct MemoryGraphTests {
    @Test func followsLinksTagsAndPeopleWithoutVisitingTwice() throws {
        let (_, store, _) = try memoryContext()
        _ = try store.store("Swift concurrency: actors isolate state", at: wednesday)                   // 1
        _ = try store.store("Swift concurrency: actors and sendable checking", at: wednesday)           // 2, linked to 1
        _ = try store.store("lunch with Priya about the roadmap #planning", at: wednesday)              // 3
        _ = try store.store("Priya wants the roadmap by friday", at: wednesday)                         // 4, Priya
        _ = try store.store("offsite agenda #planning", at: wednesday)                                  // 5, #planning
        let fromOne = try store.neighbourhood(of: [1], depth: 2)
        #expect(fromOne.map(\.id) == [2])
        let fromThree = try store.neighbourhood(of: [3], depth: 2)
        #expect(Set(fromThree.map(\.id)) == [4, 5])
        #expect(fromThree.allSatisfy { $0.depth == 1 })
        #expect(Set(fromThree.map(\.id)).count == fromThree.count)
        #expect(try store.neighbourhood(of: [1, 2], depth: 3).isEmpty)
    }

    @Test func theDatabaseStaysSoundAndValuesAreBound() throws {
        let (_, store, path) = try memoryContext()
        for index in 0..<50 { _ = try store.store("note \(index) about swift and rust #t\(index % 5)", at: wednesday) }
        let queue = try DatabaseQueue(path: path)
        let check = try queue.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") }
        #expect(check == "ok")
        let textRows = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM memory_text WHERE memory_text MATCH 'swift'") }
        #expect(textRows == 50)
    }
}
