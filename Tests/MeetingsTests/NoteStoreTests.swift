import Foundation
import GRDB
import HarkStore
import Memory
import SpokenKit
import Testing

@testable import Meetings

@Suite struct NoteStoreTests {
    let context: SpokenContext = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return SpokenContext(now: Date(timeIntervalSince1970: 1_795_420_800), calendar: calendar)
    }()

    func store() throws -> (NoteStore, HarkDatabase, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-notes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("notes/projects"), withIntermediateDirectories: true)
        let database = try HarkDatabase(path: folder.appendingPathComponent("hark.sqlite").path, schemas: [MemorySchema.self, MeetingsSchema.self])
        return (NoteStore(database: database), database, folder.appendingPathComponent("notes"))
    }

    @Test func importingAFolderTwiceAddsNothingAndAChangedFileUpdates() throws {
        let (store, _, notes) = try store()
        try "# Kitchen renovation\n\nDeadline end of June. Get three quotes.\n".write(to: notes.appendingPathComponent("projects/kitchen.md"), atomically: true, encoding: .utf8)
        try "500g flour, 350g water, 100g starter.".write(to: notes.appendingPathComponent("sourdough-recipe.txt"), atomically: true, encoding: .utf8)
        try "not a note".write(to: notes.appendingPathComponent("picture.png"), atomically: true, encoding: .utf8)
        let first = try NoteImport.importFolder(notes.path, into: store, context: context)
        #expect((first.added, first.updated, first.unchanged) == (2, 0, 0))
        // A file that is no note is named, not passed over in silence.
        #expect(first.skipped.count == 1 && first.skipped[0].contains("picture.png: not a note"), "\(first.skipped)")
        // What is hidden is named once and not gone into: a notes folder kept in git has thousands
        // of files under ".git", and a deleted note in ".trash" is no note.
        try FileManager.default.createDirectory(at: notes.appendingPathComponent(".git/objects/ab"), withIntermediateDirectories: true)
        try "blob".write(to: notes.appendingPathComponent(".git/objects/ab/cdef"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: notes.appendingPathComponent("projects/.trash"), withIntermediateDirectories: true)
        try "# Deleted\n".write(to: notes.appendingPathComponent("projects/.trash/deleted.md"), atomically: true, encoding: .utf8)
        let hidden = try NoteImport.importFolder(notes.path, into: store, context: context)
        #expect((hidden.added, hidden.unchanged) == (0, 2))
        #expect(hidden.skipped.count == 3 && hidden.skipped.filter { $0.contains("hidden") }.count == 2, "\(hidden.skipped)")
        #expect(hidden.skipped.contains { $0.hasSuffix("/.git: hidden (a folder, with everything in it); left out") }, "\(hidden.skipped)")
        try FileManager.default.removeItem(at: notes.appendingPathComponent(".git"))
        try FileManager.default.removeItem(at: notes.appendingPathComponent("projects/.trash"))
        let again = try NoteImport.importFolder(notes.path, into: store, context: context)
        #expect((again.added, again.updated, again.unchanged) == (0, 0, 2))
        try "# Kitchen renovation\n\nDone: finished in June, project closed.\n".write(to: notes.appendingPathComponent("projects/kitchen.md"), atomically: true, encoding: .utf8)
        let changed = try NoteImport.importFolder(notes.path, into: store, context: context)
        #expect((changed.added, changed.updated, changed.unchanged) == (0, 1, 1))
        let all = try store.all()
        #expect(Set(all.map(\.title)) == ["Kitchen renovation", "Sourdough recipe"])
        #expect(all.first { $0.title == "Kitchen renovation" }?.category == .archive)
        #expect(all.first { $0.title == "Sourdough recipe" }?.category == .resource)
    }

    /// The import indexes its new notes and texts in one go at its end, with the indexing
    /// triggers set aside meanwhile: what it adds is found, what is added after it (by the
    /// triggers, back in place) too, and a changed note is found by its new words only.
    @Test func importedNotesAndTheNotesAfterThemAreFoundByTheirWords() throws {
        let (store, database, notes) = try store()
        for index in 0 ..< 30 {
            try "# Trip \(index)\n\nPack the zeppelin\(index) manual.\n\nShared paragraph about kayaks.\n".write(to: notes.appendingPathComponent("projects/trip-\(index).md"), atomically: true, encoding: .utf8)
        }
        _ = try NoteImport.importFolder(notes.path, into: store, context: context)
        #expect(try store.search("zeppelin7").map(\.title) == ["Trip 7"])
        #expect(try store.search("kayaks", limit: 100).count == 30)
        let found = try store.find("zeppelin12").map(\.note.title)
        #expect(found.first == "Trip 12", "\(found)")
        let triggers = try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_schema WHERE type = 'trigger' AND name IN ('chunk_search_insert', 'note_text_insert') ORDER BY name") }
        #expect(triggers == ["chunk_search_insert", "note_text_insert"])
        let resource = ParaClassifier.categorize(title: "x", body: "", context: context)
        _ = try store.add(title: "Later", body: "the quokka paragraph", category: resource, calendar: context.calendar, at: context.now)
        #expect(try store.search("quokka").map(\.title) == ["Later"])
        #expect(try store.find("quokka paragraph").first?.note.title == "Later")
        try "# Trip 3\n\nNow about gondolas.\n".write(to: notes.appendingPathComponent("projects/trip-3.md"), atomically: true, encoding: .utf8)
        _ = try NoteImport.importFolder(notes.path, into: store, context: context)
        #expect(try store.search("gondolas").map(\.title) == ["Trip 3"])
        #expect(try store.search("zeppelin3").isEmpty)
        #expect(try store.search("kayaks", limit: 100).count == 29)
        // The indexes agree with their tables.
        try database.write { db in
            try db.execute(sql: "INSERT INTO note_text(note_text, rank) VALUES ('integrity-check', 1)")
            try db.execute(sql: "INSERT INTO chunk_search(chunk_search, rank) VALUES ('integrity-check', 1)")
        }
    }

    @Test func searchFindsWordsAndWordStartsBestFirst() throws {
        let (store, _, _) = try store()
        let resource = ParaClassifier.categorize(title: "x", body: "", context: context)
        _ = try store.add(title: "Kubernetes cheat sheet", body: "kubectl get pods", category: resource, calendar: context.calendar, at: context.now)
        _ = try store.add(title: "Meeting notes", body: "we talked about kubernetes once", category: resource, calendar: context.calendar, at: context.now)
        _ = try store.add(title: "Groceries", body: "milk, eggs", category: resource, calendar: context.calendar, at: context.now)
        #expect(try store.search("kubernetes").map(\.title) == ["Kubernetes cheat sheet", "Meeting notes"])
        #expect(try store.search("kube").count == 2)
        #expect(try store.search("\"; DROP TABLE note; --").isEmpty)
        #expect(try store.notes(titled: "the kubernetes note").first?.title == "Kubernetes cheat sheet")
    }

    @Test func aMadeNoteCanBeUndone() throws {
        let (store, database, _) = try store()
        _ = try store.add(title: "Packing list", body: "", category: ParaClassifier.categorize(title: "Packing list", body: "", context: context), calendar: context.calendar, at: context.now)
        #expect(try store.all().count == 1)
        _ = try database.undo()
        #expect(try store.all().isEmpty)
        #expect(try store.search("packing").isEmpty)
        #expect(try store.find("packing list").isEmpty)
        // Redone, it is found again: its chunks are made again when a search looks.
        _ = try database.redo()
        #expect(try store.find("packing list").map(\.note.title) == ["Packing list"])
    }

    @Test func searchFindsNotesByMeaningOfTheirWordsAboveTheFloor() throws {
        let (store, database, _) = try store()
        let resource = ParaClassifier.categorize(title: "x", body: "", context: context)
        let long = (1...20).map { "Sentence \($0) talks about gardening, tomatoes and the weather this spring." }.joined(separator: " ")
        _ = try store.add(title: "Garden log", body: long + "\n\nWe started hiring for the greenhouse job.", category: resource, calendar: context.calendar, at: context.now)
        _ = try store.add(title: "Interview loop", body: "Hiring engineers: two interviews and a take-home.", category: resource, calendar: context.calendar, at: context.now)
        _ = try store.add(title: "Groceries", body: "milk, eggs", category: resource, calendar: context.calendar, at: context.now)
        // "hiring" finds its sentence in a long paragraph as well as a short note about it.
        let found = try store.find("hiring")
        #expect(Set(found.map(\.note.title)) == ["Garden log", "Interview loop"])
        #expect(found.allSatisfy { $0.chunk.similarity >= ChunkSearch.similarityFloor })
        #expect(try store.find("quantum chromodynamics").isEmpty)
        // Each note's chunks: its title and paragraphs, each text kept once with its vector.
        let kinds = try database.read { db in try String.fetchAll(db, sql: "SELECT kind FROM chunk WHERE noteId = 1 ORDER BY position") }
        #expect(kinds == ["title", "paragraph", "paragraph"])
        // Forgetting a note takes its chunks and their texts.
        try database.write { db in try db.execute(sql: "DELETE FROM note WHERE id = 1") }
        let left = try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM chunk_text WHERE text LIKE '%gardening%'") }
        #expect(left == 0)
    }

    @Test func aNoteIsLinkedToTheMeetingItsTitleNamesAndItsActionItemsKept() throws {
        let (store, database, _) = try store()
        let meetings = MeetingStore(database: database)
        let start = context.now.addingTimeInterval(-3600)
        let day = CalendarImport.day(of: start, in: context.calendar.timeZone)
        _ = try meetings.save([Meeting(id: 0, uid: "review", recurrence: "", title: "Design review", start: start, end: start.addingTimeInterval(3600), allDay: false,
                                       firstDay: day, lastDay: day, zone: "UTC", location: "", purpose: "", outcomes: "", notes: "", organizer: nil, attendees: [], source: .ics)])
        let category = ParaClassifier.categorize(title: "x", body: "", context: context)
        let note = try store.add(title: "Design review notes", body: "Sam will send the offsite budget by Friday.", category: category, calendar: context.calendar, at: context.now)
        #expect(note.meetingId == 1)
        let items = try meetings.actionItems()
        #expect(items.map(\.text) == ["send the offsite budget"])
        #expect(items.first?.meetingId == 1)
        // Not that day, or not its title: no link.
        let other = try store.add(title: "Design thoughts", body: "", category: category, calendar: context.calendar, at: context.now)
        #expect(other.meetingId == nil)
        let later = try store.add(title: "Design review 2026-12-01", body: "", category: category, calendar: context.calendar, at: context.now)
        #expect(later.meetingId == nil)
        // Undone, the note takes its action items with it.
        _ = try database.undo()
        _ = try database.undo()
        _ = try database.undo()
        #expect(try meetings.actionItems().isEmpty)
    }

    @Test func manyNotesReadOnEveryCoreAreSavedInTheFilesOrderWithTheirItemsAndChunks() throws {
        let (store, database, notes) = try store()
        // More files than one batch of reading; every note shares a paragraph with the others.
        let shared = "The shared paragraph that every note in this folder carries along with it."
        for number in 0 ..< 130 {
            try "# Plan \(number)\n\n\(shared)\n\n- [ ] call supplier \(number)\n".write(to: notes.appendingPathComponent(String(format: "projects/plan-%03d.md", number)),
                                                                               atomically: true, encoding: .utf8)
        }
        let first = try NoteImport.importFolder(notes.path, into: store, context: context)
        #expect(first.added == 130)
        let titles = try database.read { db in try String.fetchAll(db, sql: "SELECT title FROM note ORDER BY id") }
        #expect(titles == (0 ..< 130).map { "Plan \($0)" })
        let items = try database.read { db in
            try String.fetchAll(db, sql: "SELECT action_item.text FROM action_item JOIN note ON note.id = action_item.noteId ORDER BY note.id")
        }
        #expect(items == (0 ..< 130).map { "call supplier \($0)" })
        // Each note's chunks are what the chunker makes of it, with the embedder's vectors.
        let plan7 = Chunker.chunks(ofNote: "Plan 7", body: "\(shared)\n\n- [ ] call supplier 7")
        let stored = try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT chunk_text.text, chunk_text.vector FROM chunk JOIN chunk_text ON chunk_text.id = chunk.textId
                JOIN note ON note.id = chunk.noteId WHERE note.title = 'Plan 7' ORDER BY chunk.position
                """)
        }
        #expect(stored.map { $0["text"] as String } == plan7.map(\.text))
        #expect(stored.map { VectorBlob.vector($0["vector"], dimensions: HashedEmbedder().dimensions) } == plan7.map { HashedEmbedder().vector(for: $0.text) })
        // One note changed drops the shared paragraph: the others keep it, and nothing dangles.
        try "# Plan 3\n\nOnly this now.\n".write(to: notes.appendingPathComponent("projects/plan-003.md"), atomically: true, encoding: .utf8)
        let again = try NoteImport.importFolder(notes.path, into: store, context: context)
        #expect((again.added, again.updated, again.unchanged) == (0, 1, 129))
        let dangling = try database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM chunk WHERE textId NOT IN (SELECT id FROM chunk_text)")
        }
        #expect(dangling == 0)
        #expect(try store.find("shared paragraph carries along", limit: 200).count == 129)
    }

    @Test func tagsWrittenInANoteAreKept() throws {
        let (store, database, notes) = try store()
        let resource = ParaClassifier.categorize(title: "x", body: "", context: context)
        let made = try store.add(title: "Quotes #kitchen", body: "Three quotes for the #Renovation, #kitchen again.\n# A heading is no tag", category: resource,
                                 calendar: context.calendar, at: context.now)
        #expect(made.tags == ["kitchen", "renovation"])
        #expect(try store.note(made.id)?.tags == ["kitchen", "renovation"])
        try "# Sourdough\n\n#baking #recipes".write(to: notes.appendingPathComponent("sourdough.md"), atomically: true, encoding: .utf8)
        _ = try NoteImport.importFolder(notes.path, into: store, context: context)
        #expect(try store.notes(titled: "sourdough").first?.tags == ["baking", "recipes"])
        // "undo" takes the import back whole, then the tags with the note; "redo" brings them back.
        #expect(try database.undo()?.description.intent == "ImportNotes")
        #expect(try store.notes(titled: "sourdough").isEmpty)
        #expect(try database.undo()?.description.intent == "CreateNote")
        #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM note_tag WHERE noteId = ?", arguments: [made.id]) } == 0)
        _ = try database.redo()
        #expect(try store.note(made.id)?.tags == ["kitchen", "renovation"])
    }
}
