import Foundation
import GRDB
import HarkStore
import Testing

@testable import Memory

/// The word counts that pick a new memory's rarest words and a search's: kept in step with the
/// full-text index as memories come and go, and used the way searches rely on them.
@Suite struct WordCountTests {
    func counts(_ path: String) throws -> [String: Int] {
        let queue = try DatabaseQueue(path: path)
        return try queue.read { db in
            Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT word, memories FROM memory_word").map { ($0["word"], $0["memories"]) })
        }
    }

    func indexCounts(_ path: String) throws -> [String: Int] {
        let queue = try DatabaseQueue(path: path)
        return try queue.read { db in
            Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT term, doc FROM memory_text_vocabulary").map { ($0["term"], $0["doc"]) })
        }
    }

    @Test func countsMatchTheFullTextIndexAsMemoriesComeAndGo() throws {
        let (_, store, path) = try memoryContext()
        _ = try store.store("Café meeting with Zoë about the Ünïcode plan", at: wednesday)
        _ = try store.store("the plan for the café: coffee, cake and the plan again", at: wednesday)
        _ = try store.store("Swift's concurrency model, 3.5 times faster #swift-lang", at: wednesday)
        #expect(try counts(path) == indexCounts(path))
        #expect(try counts(path)["plan"] == 2)
        #expect(try counts(path)["cafe"] == 2)
        #expect(try store.forget(2, at: Date()))
        #expect(try counts(path) == indexCounts(path))
        #expect(try counts(path)["plan"] == 1)
        #expect(try counts(path)["coffee"] == nil)
    }

    @Test func anImportCountsItsMemories() throws {
        let (_, store, path) = try memoryContext()
        let archive = MemoryArchive(exported: wednesday, memories: [
            .init(id: 1, content: "kubernetes upgrade notes", type: "note", created: wednesday, accessed: wednesday, recalls: 0,
                  source: "import", context: nil, tags: [], people: []),
            .init(id: 2, content: "kubernetes on a budget", type: "idea", created: wednesday, accessed: wednesday, recalls: 0,
                  source: "import", context: nil, tags: [], people: []),
        ], links: [])
        _ = try store.restore(archive)
        _ = try store.restore(archive)   // nothing added twice, nothing counted twice
        #expect(try counts(path)["kubernetes"] == 2)
        #expect(try counts(path) == indexCounts(path))
    }

    @Test func aSearchLooksForItsRarestWordsAndStillFindsThem() throws {
        let (_, store, _) = try memoryContext()
        // "meeting" is in every memory; "budget" in one.
        for index in 0..<30 { _ = try store.store("weekly meeting number \(index)", at: wednesday) }
        _ = try store.store("meeting about the offsite budget", at: wednesday)
        let hits = try store.search(MemorySearch("meeting budget", limit: 3, context: .any), at: wednesday)
        #expect(hits.first?.memory.content == "meeting about the offsite budget")
        // A word only found in common words still finds them.
        #expect(try store.search(MemorySearch("meeting", limit: 3, context: .any), at: wednesday).count == 3)
        #expect(try store.search(MemorySearch("nothing like it", limit: 3, context: .any), at: wednesday).isEmpty)
    }

    @Test func knownPeopleAreFoundByTheirWholeNames() throws {
        let (_, store, _) = try memoryContext()
        _ = try store.store("lunch with Priya Patel and Mary-Jane", at: wednesday)
        _ = try store.store("coffee with Al", at: wednesday)
        let later = try store.store("priya patel and mary-jane liked the plan; al did too, and alison", at: wednesday).memory
        #expect(later.people == ["Al", "Mary-Jane", "Priya Patel"])
    }

    @Test func snippetsMarkWhatMatchedAroundTheFirstMatch() {
        let terms = FullTextQuery.terms(for: "concurrency swift")
        let text = "notes from the long workshop day one: Swift's structured concurrency, actors, task groups, sendable checking and more"
        #expect(Snippet.make(text, terms: terms) == "…day one: [Swift's] structured [concurrency,] actors, task groups, sendable checking and more")
        let long = "one two three four five six seven eight swift nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen"
        #expect(Snippet.make(long, terms: terms) == "…seven eight [swift] nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen…")
        #expect(Snippet.make("nothing here", terms: terms) == nil)
    }
}
