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

    @Test func searchFindsWordsAndWordStartsBestFirst() throws {
        let (store, _, _) = try store()
        let resource = ParaClassifier.categorize(title: "x", body: "", context: context)
        _ = try store.add(title: "Kubernetes cheat sheet", body: "kubectl get pods", category: resource, at: context.now)
        _ = try store.add(title: "Meeting notes", body: "we talked about kubernetes once", category: resource, at: context.now)
        _ = try store.add(title: "Groceries", body: "milk, eggs", category: resource, at: context.now)
        #expect(try store.search("kubernetes").map(\.title) == ["Kubernetes cheat sheet", "Meeting notes"])
        #expect(try store.search("kube").count == 2)
        #expect(try store.search("\"; DROP TABLE note; --").isEmpty)
        #expect(try store.notes(titled: "the kubernetes note").first?.title == "Kubernetes cheat sheet")
    }

    @Test func aMadeNoteCanBeUndone() throws {
        let (store, database, _) = try store()
        _ = try store.add(title: "Packing list", body: "", category: ParaClassifier.categorize(title: "Packing list", body: "", context: context), at: context.now)
        #expect(try store.all().count == 1)
        _ = try database.write { db in try ChangeLog.undo(in: db) }
        #expect(try store.all().isEmpty)
        #expect(try store.search("packing").isEmpty)
    }
}
