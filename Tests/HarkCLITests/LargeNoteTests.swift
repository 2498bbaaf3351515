import Foundation
import Testing

/// A note file of more than a megabyte (a log, an export) is no note: named, left out unread, and
/// the folder's other notes imported (issue 27; Docs/limits.md).
@Suite struct LargeNoteTests {
    @Test func aFileTooLargeToBeANoteIsNamedAndLeftOut() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-notes-\(UUID().uuidString)")
        let notes = folder.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        try "# Packing list\npassport, charger\n".write(to: notes.appendingPathComponent("packing.md"), atomically: true, encoding: .utf8)
        let big = notes.appendingPathComponent("server.log.txt")
        try String(repeating: "GET /index.html 200\n", count: 60_000).write(to: big, atomically: true, encoding: .utf8)
        let imported = try Hark.run(["notes", "import", notes.path], environment: ["HARK_DB": folder.appendingPathComponent("hark.sqlite").path])
        #expect(imported.status == 65)
        #expect(imported.stderr == "\(big.path): 1200000 bytes, more than a note may be (1000000); left out\n", "\(imported.stderr)")
        #expect(imported.stdout.hasPrefix("\(notes.path): 1 notes added, 0 updated, 0 unchanged"), "\(imported.stdout)")
    }
}
