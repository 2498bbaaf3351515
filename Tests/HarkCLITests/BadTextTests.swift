import Foundation
import GRDB
import Testing

/// Text Hark would store wrongly is refused, saying what and where, and nothing is written:
/// arguments that are not UTF-8 (exit 64), values with nothing visible in them (exit 1), and
/// files with control characters (exit 65, FILE:LINE).
@Suite(.serialized) struct BadTextTests {
    func database() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-text-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("hark.sqlite").path
    }

    func count(_ table: String, in path: String) throws -> Int {
        guard FileManager.default.fileExists(atPath: path) else { return 0 }
        return try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? -1 }
    }

    /// Bytes that are not UTF-8 (as a shell passes them) are refused before anything runs, not
    /// stored as “���”.
    @Test func argumentsThatAreNotUTF8AreRefused() throws {
        let db = try database()
        let output = try Hark.runProgram("/bin/sh", ["-c", "exec \"$0\" --db \"$1\" \"remember that $(printf '\\377\\376') x\"", Hark.binary.path, db])
        #expect(output.status == 64, "\(output)")
        #expect(output.stderr.hasPrefix("hark: argument 3 is not UTF-8 text (the byte 0xFF after “remember that ”)"), "\(output.stderr)")
        #expect(!FileManager.default.fileExists(atPath: db))
        let fine = try Hark.run(["remember that the café opens at 8 €", "--db", db])
        #expect(fine.status == 0, "\(fine)")
    }

    /// A mood, memory, note or meeting named only with zero-width characters is refused.
    @Test func valuesWithNothingVisibleAreRefused() throws {
        let db = try database()
        #expect(try Hark.run(["add a happy mood", "--db", db]).status == 0)
        let invisible = "\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}\u{00AD}"
        let cases: [([String], String)] = [
            (["do", "AddMood", "--title", invisible], "mood"),
            (["add a \u{200B} mood"], "mood"),
            (["do", "StoreMemory", "--content", "\u{2060}\u{FEFF}"], "content"),
            (["do", "CreateNote", "--title", "\u{200B}", "--body", "hello"], "title"),
            (["do", "AddMeeting", "--title", "\u{200D}", "--start", "tomorrow at 3"], "title"),
        ]
        for (arguments, parameter) in cases {
            let output = try Hark.run(arguments + ["--db", db])
            #expect(output.status == 1, "\(arguments): \(output)")
            #expect(output.stderr.contains("as the \(parameter): it has nothing to read in it, only invisible characters (U+"), "\(output.stderr)")
        }
        #expect(try count("mood", in: db) == 1)
        #expect(try count("memory", in: db) == 0)
        #expect(try count("note", in: db) == 0)
        #expect(try count("meeting", in: db) == 0)
    }

    /// A NUL in a calendar's field is reported as FILE:LINE and nothing of the file is imported.
    @Test func aCalendarWithANULIsLeftOutWithItsLine() throws {
        let db = try database()
        let calendar = try Hark.temporaryFile("team.ics", "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:one\r\nDTSTART:20261201T100000Z\r\nDTEND:20261201T110000Z\r\nSUMMARY:Design review\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:two\r\nDTSTART:20261202T100000Z\r\nDTEND:20261202T110000Z\r\nSUMMARY:Budget\u{0} review\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
        let output = try Hark.run(["meetings", "import", calendar, "--db", db])
        #expect(output.status == 65, "\(output)")
        #expect(output.stderr == "\(calendar):13: a control character (U+0000 NUL) is not text; is the file damaged?\n")
        #expect(output.stdout == "\(calendar): not imported; 1 problem (above)\n")
        #expect(try count("meeting", in: db) == 0)
    }

    /// A note file with a NUL is left out with its line; a heading of zero-width characters is
    /// no title (the file's name is used).
    @Test func notesWithControlCharactersAreLeftOut() throws {
        let db = try database()
        let folder = (try Hark.temporaryFile("zero-width.md", "# \u{200B}\u{200D}\nthe body\n") as NSString).deletingLastPathComponent
        try Data("first line\nsecond\u{0}line\n".utf8).write(to: URL(fileURLWithPath: folder + "/broken.md"))
        let output = try Hark.run(["notes", "import", folder, "--db", db])
        #expect(output.status == 65, "\(output)")
        #expect(output.stderr == "\(folder)/broken.md:2: a control character (U+0000 NUL) is not text; is the file damaged?\n")
        let titles = try DatabaseQueue(path: db).read { db in try String.fetchAll(db, sql: "SELECT title FROM note") }
        #expect(titles == ["Zero width"])
    }

    /// A memory archive whose content holds a NUL is refused with the place, and nothing imported.
    @Test func anArchiveWithANULIsRefusedWithItsPlace() throws {
        let db = try database()
        let archive = """
            {"format": "hark-memories", "version": 1, "exported": "2026-11-20T10:00:00Z", "links": [], "memories": [
              {"id": 1, "content": "fine", "type": "note", "created": "2026-11-20T10:00:00Z", "accessed": "2026-11-20T10:00:00Z", "recalls": 0, "source": "typed", "tags": [], "people": []},
              {"id": 2, "content": "cut\\u0000short", "type": "note", "created": "2026-11-20T10:00:00Z", "accessed": "2026-11-20T10:00:00Z", "recalls": 0, "source": "typed", "tags": [], "people": []}]}
            """
        let file = try Hark.temporaryFile("memories.json", archive)
        let output = try Hark.run(["memory", "import", file, "--db", db])
        #expect(output.status == 1, "\(output)")
        #expect(output.stderr == "I couldn't import \(file): memories[1].content holds a control character (U+0000 NUL).\n")
        #expect(try count("memory", in: db) == 0)
    }
}
