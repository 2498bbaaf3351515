import Foundation
import Testing

/// Calendars as real programs write them (issue 27): a bad event is left out, named on standard
/// error, and the good ones imported with exit 0 (`--strict` makes any problem exit 65); an
/// absurd DURATION is a problem, not a crash; UTF-16 with a byte-order mark is read.
@Suite struct RealCalendarTests {
    func setting() throws -> (folder: URL, environment: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-calendar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return (folder, ["HARK_DB": folder.appendingPathComponent("hark.sqlite").path, "HARK_TZ": "UTC"])
    }

    static func calendar(_ events: [String]) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"] + events + ["END:VCALENDAR", ""]).joined(separator: "\r\n")
    }

    static let good = "BEGIN:VEVENT\r\nUID:good-1\r\nDTSTART:20261201T100000Z\r\nDTEND:20261201T110000Z\r\nSUMMARY:Planning\r\nEND:VEVENT"
    static let noStart = "BEGIN:VEVENT\r\nUID:bad-1\r\nSUMMARY:No start\r\nEND:VEVENT"
    static let hugeDuration = "BEGIN:VEVENT\r\nUID:bad-2\r\nDTSTART:20261202T100000Z\r\nDURATION:P999999999999999999W\r\nSUMMARY:Forever\r\nEND:VEVENT"

    @Test func badEventsAreLeftOutAndNamedAndTheRestImportedWithExit0() throws {
        let (folder, environment) = try setting()
        let file = folder.appendingPathComponent("work.ics").path
        try Self.calendar([Self.good, Self.noStart, Self.hugeDuration]).write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try Hark.run(["meetings", "import", file], environment: environment)
        #expect(imported.status == 0, "\(imported)")
        #expect(imported.stdout.contains("1 events → 1 meetings added"), "\(imported.stdout)")
        #expect(imported.stderr.contains("VEVENT without DTSTART; left out"), "\(imported.stderr)")
        #expect(imported.stderr.contains("DURATION “P999999999999999999W” is not a duration of at most a hundred years"), "\(imported.stderr)")
        let strict = try Hark.run(["meetings", "import", file, "--strict"], environment: environment)
        #expect(strict.status == 65)
    }

    @Test func utf16WithAByteOrderMarkIsRead() throws {
        let (folder, environment) = try setting()
        let file = folder.appendingPathComponent("outlook.ics")
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in Self.calendar([Self.good]).utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try Data(bytes).write(to: file)
        let imported = try Hark.run(["meetings", "import", file.path], environment: environment)
        #expect(imported.status == 0, "\(imported)")
        #expect(imported.stdout.contains("1 events → 1 meetings added"), "\(imported.stdout)")
        // Without the mark it is named, not read as 79 broken lines.
        try Data(bytes.dropFirst(2)).write(to: file)
        let unmarked = try Hark.run(["meetings", "import", file.path], environment: environment)
        #expect(unmarked.status == 65)
        #expect(unmarked.stderr == "\(file.path):1: the file looks like UTF-16 without a byte-order mark; save it as UTF-8\n", "\(unmarked.stderr)")
    }

    /// A calendar file larger than any calendar is refused unread, named, with exit 65.
    @Test func aFileLargerThanAnyCalendarIsRefusedUnread() throws {
        let (folder, environment) = try setting()
        let file = folder.appendingPathComponent("huge.ics")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 200_000_000)   // sparse: nothing is written
        try handle.close()
        let imported = try Hark.run(["meetings", "import", file.path], environment: environment)
        #expect(imported.status == 65, "\(imported)")
        #expect(imported.stderr.contains("\(file.path): 200000000 bytes, more than a calendar file may be (134217728); not imported"), "\(imported.stderr)")
    }
}
