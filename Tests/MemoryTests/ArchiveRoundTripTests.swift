import Foundation
import Testing

@testable import Memory

/// An archive gives back what was exported, exactly: the same memories (known by their content
/// and the instant they were made, to the millisecond), nothing twice.
@Suite struct ArchiveRoundTripTests {
    /// Three memories made at instants with fractions of a second, one of them linked, tagged and
    /// naming someone; and one forgotten, so the database's ids have a gap.
    func filled() throws -> MemoryStore {
        let (_, store, _) = try memoryContext()
        _ = try store.store("Talked to Alex about the API design #work", at: wednesday.addingTimeInterval(-3 * 86_400 + 0.123))
        _ = try store.store("a memory soon forgotten", at: wednesday.addingTimeInterval(-2.5 * 86_400 + 0.5))
        _ = try store.store("The API design review with Alex is on Thursday #work", type: .task, at: wednesday.addingTimeInterval(-2 * 86_400 + 0.987))
        _ = try store.store("مرحبا 🦊 lunch with Priya", at: wednesday.addingTimeInterval(-0.0004))
        #expect(try store.forget(2, at: Date()))
        return store
    }

    @Test func exportThenImportIntoTheSameDatabaseAddsNothing() throws {
        let store = try filled()
        let archive = try MemoryArchive.read(try store.archive(at: wednesday).json())
        #expect(try store.restore(archive) == MemoryStore.Imported(added: 0, alreadyThere: 3, links: 0))
        #expect(try store.count() == 3)
    }

    @Test func aCreationInstantWithAFractionOfASecondRoundTripsIdentically() throws {
        let store = try filled()
        let data = try store.archive(at: wednesday).json()
        #expect(String(decoding: data, as: UTF8.self).contains(#""created" : "2026-11-15T10:00:00.123Z""#))
        let (_, empty, _) = try memoryContext()
        _ = try empty.restore(try MemoryArchive.read(data))
        let before = try store.latest(10, context: .any).map(\.createdAt)
        let after = try empty.latest(10, context: .any).map(\.createdAt)
        #expect(after.count == 3 && after == before)
        #expect(after.last?.timeIntervalSince1970 == wednesday.timeIntervalSince1970 - 3 * 86_400 + 0.123)
    }

    @Test func importingIntoAnEmptyDatabaseThenExportingGivesTheSameArchive() throws {
        let store = try filled()
        let data = try store.archive(at: wednesday).json()
        let (_, empty, _) = try memoryContext()
        #expect(try empty.restore(try MemoryArchive.read(data)).added == 3)
        #expect(String(decoding: try empty.archive(at: wednesday).json(), as: UTF8.self) == String(decoding: data, as: UTF8.self))
    }

    @Test func anArchiveOfVersionOneWithInstantsToTheSecondIsKnownAgain() throws {
        let (_, store, _) = try memoryContext()
        let made = try store.store("the review moved to thursday", at: wednesday.addingTimeInterval(0.75)).memory
        // What Hark wrote before instants kept their milliseconds: the second alone.
        let old = #"""
            {"format": "hark-memories", "version": 1, "exported": "2026-11-18T10:00:00Z", "links": [],
             "memories": [{"id": 1, "content": "the review moved to thursday", "type": "note", "created": "2026-11-18T10:00:00Z",
                           "accessed": "2026-11-18T10:00:00Z", "recalls": 0, "source": "typed", "context": null, "tags": [], "people": []},
                          {"id": 2, "content": "the review moved to thursday", "type": "note", "created": "2026-11-18T10:00:02Z",
                           "accessed": "2026-11-18T10:00:02Z", "recalls": 0, "source": "typed", "context": null, "tags": [], "people": []}]}
            """#
        let archive = try MemoryArchive.read(Data(old.utf8))
        #expect(archive.instantsToTheSecond)
        // The first is the memory made in that second; the second, made two seconds later, is another.
        #expect(try store.restore(archive) == MemoryStore.Imported(added: 1, alreadyThere: 1, links: 0))
        #expect(try store.memory(made.id)?.content == "the review moved to thursday")
    }

    @Test func anInstantThatIsNotISO8601IsSaidInWords() {
        let bad = #"{"format": "hark-memories", "version": 2, "exported": "yesterday", "memories": [], "links": []}"#
        #expect(throws: ArchiveError.self) { try MemoryArchive.read(Data(bad.utf8)) }
        do {
            _ = try MemoryArchive.read(Data(bad.utf8))
        } catch {
            #expect(error.description.hasPrefix("a value is not valid at exported"))
        }
    }
}
