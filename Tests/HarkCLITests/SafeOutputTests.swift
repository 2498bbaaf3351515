import Foundation
import GRDB
import Testing

/// Escape sequences in stored or imported text — a calendar invitation's title, a memory
/// written by another program — are shown escaped, never obeyed by the terminal: `\u{1B}` on a
/// terminal and in plain output, JSON escapes with `--json`; the data stays as it was given.
@Suite(.serialized) struct SafeOutputTests {
    /// Clears the screen, then sets the window's title (an OSC sequence ended by BEL).
    static let hostile = "\u{1B}[2J\u{1B}]0;owned\u{07}"
    /// The same with C1 characters (CSI, OSC, ST), which an import lets through.
    static let hostileC1 = "\u{9B}2J\u{9D}0;owned\u{9C}"

    func database() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-safe-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent("hark.sqlite").path
    }

    /// No control character a terminal would obey: none but tab and line feed, no DELETE, no C1.
    func isSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\t" && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    func json(_ text: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] ?? [:]
    }

    @Test func aMemoryAndAMoodWithEscapeSequencesArePrintedEscapedAndAsValidJSON() throws {
        let db = try database()
        #expect(try Hark.run(["remember that the design review moved", "--db", db]).status == 0)
        #expect(try Hark.run(["add a happy mood", "--db", db]).status == 0)
        // Written by another program (or an older Hark): Hark's own input refuses C0 controls.
        try DatabaseQueue(path: db).write { db in
            try db.execute(sql: "UPDATE memory SET content = ?", arguments: ["review" + Self.hostile + " moved"])
            try db.execute(sql: "UPDATE mood SET title = ?", arguments: ["happy" + Self.hostile])
        }

        let shown = try Hark.run(["memory", "show", "1", "--db", db])
        #expect(shown.status == 0, "\(shown)")
        #expect(isSafe(shown.stdout), "\(shown.stdout.debugDescription)")
        #expect(shown.stdout.contains("review\\u{1B}[2J\\u{1B}]0;owned\\u{07} moved"), "\(shown.stdout)")

        let mood = try Hark.run(["how have I been feeling this week", "--db", db])
        #expect(mood.status == 0, "\(mood)")
        #expect(isSafe(mood.stdout), "\(mood.stdout.debugDescription)")
        #expect(mood.stdout.contains("happy\\u{1B}[2J\\u{1B}]0;owned\\u{07}"), "\(mood.stdout)")

        for arguments in [["memory", "show", "1", "--json"], ["memory", "list", "--json"], ["how have I been feeling this week", "--json"]] {
            let output = try Hark.run(arguments + ["--db", db])
            #expect(output.status == 0, "\(arguments): \(output)")
            #expect(isSafe(output.stdout), "\(arguments): \(output.stdout.debugDescription)")
            // Valid JSON, whose strings hold the text as stored.
            let object = try json(output.stdout)
            #expect((object["dialog"] as? String)?.contains(Self.hostile) == true, "\(arguments): \(output.stdout)")
        }
        // The data itself is kept as it was given.
        let stored = try DatabaseQueue(path: db).read { db in try String.fetchOne(db, sql: "SELECT content FROM memory") }
        #expect(stored == "review" + Self.hostile + " moved")
    }

    /// A calendar invitation's title with C1 sequences is imported as it is and listed escaped;
    /// an .ics line quoted in a problem is escaped too.
    @Test func aCalendarTitleAndAnICSProblemAreShownEscaped() throws {
        let db = try database()
        let calendar = try Hark.temporaryFile("invite.ics", "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n\(Self.hostileC1)\r\nBEGIN:VEVENT\r\nUID:one\r\nDTSTART:20261201T100000Z\r\nDTEND:20261201T110000Z\r\nSUMMARY:Review\(Self.hostileC1)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
        let imported = try Hark.run(["meetings", "import", calendar, "--db", db])
        #expect(isSafe(imported.stderr), "\(imported.stderr.debugDescription)")
        #expect(imported.stderr.contains("“\\u{9B}2J\\u{9D}0;owned\\u{9C}”"), "\(imported.stderr)")

        let listed = try Hark.run(["meetings", "list", "--from", "2026-12-01T00:00:00Z", "--to", "2026-12-02T00:00:00Z", "--db", db])
        #expect(isSafe(listed.stdout), "\(listed.stdout.debugDescription)")
        #expect(listed.stdout.contains("Review\\u{9B}2J\\u{9D}0;owned\\u{9C}"), "\(listed.stdout)")

        let asJSON = try Hark.run(["meetings", "list", "--from", "2026-12-01T00:00:00Z", "--to", "2026-12-02T00:00:00Z", "--json", "--db", db])
        #expect(isSafe(asJSON.stdout), "\(asJSON.stdout.debugDescription)")
        #expect(asJSON.stdout.contains("Review\\u009b2J\\u009d0;owned\\u009c"), "\(asJSON.stdout)")
        let meetings = try json(asJSON.stdout)["meetings"] as? [[String: Any]] ?? []
        #expect(meetings.first?["title"] as? String == "Review" + Self.hostileC1)
    }
}
