import Foundation
import IntentKit
import Testing

@testable import Memory

@Suite struct ListAndShowTests {
    @Test func listsNewestFirstByTypeTagAndPeriod() async throws {
        let (context, store, _) = try memoryContext()
        try remember("A podcast about local-first software", daysAgo: 3, type: .idea, in: store)
        try remember("Swift actors isolate state #swift", daysAgo: 2, in: store)
        try remember("Sell the old bike", daysAgo: 1, tags: ["home"], type: .idea, in: store)
        let list = ListMemories()
        let all = try await list.perform(context).dialog
        #expect(all.hasPrefix("Your 3 memories:\n• yesterday at 10:00 idea: Sell the old bike #home (#3)\n"))
        #expect(all.hasSuffix("• on Sunday at 10:00 idea: A podcast about local-first software (#1)"))
        list.type = .idea
        #expect(try await list.perform(context).dialog.hasPrefix("Your 2 ideas:"))
        list.tag = "#home"
        let tagged = try await list.perform(context).dialog
        #expect(tagged == "Your 1 idea tagged #home:\n• yesterday at 10:00 idea: Sell the old bike #home (#3)")
        list.type = .quote
        #expect(try await list.perform(context).dialog == "You have no quotes tagged #home.")
        let latest = ListMemories()
        latest.limit = 1
        #expect(try await latest.perform(context).dialog.hasPrefix("The latest 1 of your 3 memories:"))
    }

    @Test func showsOneMemoryInFull() async throws {
        let (context, store, _) = try memoryContext()
        try remember("Talked to Alex about the API design #work", daysAgo: 1, in: store)
        let show = ShowMemory()
        show.memory = try #require(try await MemoryEntity.candidates(for: "1", in: context)?.first)
        #expect(try await show.perform(context).dialog
                == "Talked to Alex about the API design #work\n#1 · note · saved yesterday at 10:00 · #work · mentions Alex · linked to 0 memories")
    }
}

@Suite struct ArchiveTests {
    @Test func anExportRestoresIntoAnotherDatabaseAndAgainWithoutDuplicates() async throws {
        let (context, store, _) = try memoryContext()
        try remember("Talked to Alex about the API design #work", daysAgo: 3, in: store)
        try remember("The API design review is on Thursday #work", daysAgo: 2, type: .task, in: store)
        try remember("مرحبا 🦊 '); DROP TABLE memory; --", daysAgo: 1, in: store)
        let data = try store.archive(at: wednesday).json()
        let archive = try MemoryArchive.read(data)
        #expect(archive.memories.count == 3)

        let (_, other, _) = try memoryContext()
        try remember("Something already in the other database", daysAgo: 5, in: other)
        var seen: [(Int, Int)] = []
        let first = try other.restore(archive) { seen.append(($0, $1)) }
        #expect(first == MemoryStore.Imported(added: 3, alreadyThere: 0, links: archive.links.count))
        #expect(seen.last.map { [$0.0, $0.1] } == [3, 3])
        #expect(try other.restore(archive) == MemoryStore.Imported(added: 0, alreadyThere: 3, links: 0))
        #expect(try other.count() == 4)
        let restored = try #require(try other.search(MemorySearch("api design thursday"), at: wednesday).first?.memory)
        #expect(restored.content == "The API design review is on Thursday #work")
        #expect((restored.type, restored.tags, restored.createdAt) == (.task, ["work"], wednesday.addingTimeInterval(-2 * 86_400)))
        #expect(try other.memory(2)?.people == ["Alex"])
        #expect(try other.memory(4)?.content == "مرحبا 🦊 '); DROP TABLE memory; --")
        _ = context
    }

    @Test func aBadArchiveIsSaidInWords() {
        #expect(throws: ArchiveError.self) { try MemoryArchive.read(Data("not json".utf8)) }
        do {
            _ = try MemoryArchive.read(Data(#"{"format": "hark-memories", "version": 1, "exported": "2026-11-23T10:00:00Z", "memories": [{"id": 1}], "links": []}"#.utf8))
            Issue.record("read a memory without content")
        } catch {
            #expect(error.description == "“content” is missing at memories[0]")
        }
        do {
            _ = try MemoryArchive.read(Data(#"{"format": "hark-memories", "version": 7, "exported": "2026-11-23T10:00:00Z", "memories": [], "links": []}"#.utf8))
            Issue.record("read a newer archive")
        } catch {
            #expect(error.description == "it was written by a newer Hark (archive version 7; this Hark reads up to 2)")
        }
    }
}
