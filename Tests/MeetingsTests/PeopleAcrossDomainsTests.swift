import Foundation
import IntentKit
import Memory
import Testing

@testable import Meetings

/// People as both domains find them (Docs/memory.md, "People"): calendar attendees are the
/// memory graph's people, so a memory reaches them by the same rules, and a question about
/// meetings reads a name the same way.
extension MeetingIntentsTests {
    func peopleContext() async throws -> (IntentContext, MeetingStore, MemoryStore) {
        let (context, store) = try context()
        let memories = MemoryStore(database: store.database)
        var full = context
        full.register(memories)
        _ = try store.save([meeting("Car chat", 10, 0, days: -2, with: ["Will"]), meeting("Budget sync", 11, 0, days: -1, with: ["Priya Patel"]),
                            meeting("1:1", 15, 0, days: -3, with: ["Sam Lee"]), meeting("1:1", 15, 0, days: 4, with: ["Sam Lee"])])
        return (full, store, memories)
    }

    @Test func anAttendeeNamedWillIsNotEveryWill() async throws {
        let (context, _, memories) = try await peopleContext()
        #expect(try memories.store("I will call the bank", at: now).memory.people == [])
        #expect(try memories.store("will the bank call back?", at: now).memory.people == [])
        #expect(try memories.store("call Will about the car", at: now).memory.people == ["Will"])
        #expect(try memories.store("@Will owes me a coffee", at: now).memory.people == ["Will"])
        let will = try #require(try await PersonEntity.candidates(for: "will", in: context)?.first)
        #expect(try memories.memories(naming: will.id, limit: 10).count == 2)
    }

    @Test func aMemoryReachesAttendeesByFirstNameAndAtName() async throws {
        let (_, _, memories) = try await peopleContext()
        #expect(try memories.store("lunch with Priya on friday", at: now).memory.people == ["Priya Patel"])
        #expect(try memories.store("@Sam owes me lunch", at: now).memory.people == ["Sam Lee"])
        #expect(try memories.store("priya patel liked the plan", at: now).memory.people == ["Priya Patel"])
    }

    @Test func aQuestionAboutMeetingsReadsTheNameAlone() async throws {
        let (context, _, _) = try await peopleContext()
        var query = QueryMeetings()
        query.attendee = "with Sam"
        #expect(try await query.perform(context).dialog == "You last met Sam on Friday at 15:00 (1:1); next on 27 November at 15:00 (1:1).")
        query.attendee = "and priya"
        #expect(try await query.perform(context).dialog.hasPrefix("You last met Priya yesterday"))
        #expect(try await PersonEntity.candidates(for: "with priya", in: context)?.map(\.name) == ["Priya Patel"])
        #expect(try await PersonEntity.candidates(for: "@will", in: context)?.map(\.name) == ["Will"])
    }

    @Test func aPersonsMemoriesCountThoseThatNamedThemByFirstName() async throws {
        let (context, _, memories) = try await peopleContext()
        _ = try memories.store("lunch with Priya on friday", at: now)
        let summary = RelationshipSummary()
        summary.person = try #require(try await PersonEntity.candidates(for: "priya", in: context)?.first)
        #expect(try await summary.perform(context).dialog.contains("Priya comes up in 1 memory; the latest: “lunch with Priya on friday”."))
    }
}
