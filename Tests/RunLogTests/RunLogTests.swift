import Foundation
import HarkStore
import RunLog
import Scheduling
import Testing

@Suite struct RunLogTests {
    func log() throws -> RunLog {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-runlog-\(UUID().uuidString)")
        return RunLog(database: try HarkDatabase(path: folder.appendingPathComponent("hark.sqlite").path, schemas: [RunLogSchema.self]))
    }

    let eight = Date(timeIntervalSince1970: 1_795_420_800)   // 2026-11-23 08:00 UTC

    @Test func aRunIsRecordedFromStartToEndWithWhatItSaid() throws {
        let log = try log()
        let id = try log.started("morning", scheduled: eight, at: eight.addingTimeInterval(0.2))
        #expect(try log.entries().map(\.status) == [.running])
        try log.ended(id, RunOutcome(status: .ok, said: ["Good morning", "3 meetings"]), at: eight.addingTimeInterval(1.5))
        let entry = try #require(try log.entries().first)
        #expect(entry.shortcut == "morning" && entry.status == .ok && entry.said == ["Good morning", "3 meetings"] && entry.error == nil)
        #expect(entry.scheduled == eight)
        #expect(entry.started == eight.addingTimeInterval(0.2) && entry.ended == eight.addingTimeInterval(1.5))
    }

    @Test func skippedAndMissedTimesCountForTheLastScheduled() throws {
        let log = try log()
        #expect(try log.lastScheduled("digest") == nil)
        try log.notRun("digest", scheduled: eight, status: .missed, reason: "the daemon was not running", at: eight)
        try log.notRun("digest", scheduled: eight.addingTimeInterval(3600), status: .skipped, reason: "still going", at: eight)
        try log.notRun("other", scheduled: eight.addingTimeInterval(7200), status: .missed, reason: "", at: eight)
        #expect(try log.lastScheduled("digest") == eight.addingTimeInterval(3600))
        #expect(try log.entries(shortcut: "digest").map(\.status) == [.skipped, .missed])
        #expect(try log.entries(since: eight.addingTimeInterval(1)).map(\.shortcut) == ["other", "digest"])
        #expect(try log.entries(limit: 1).count == 1)
    }

    @Test func runsLeftRunningBecomeInterrupted() throws {
        let log = try log()
        _ = try log.started("a", scheduled: eight, at: eight)
        let done = try log.started("b", scheduled: eight, at: eight)
        try log.ended(done, RunOutcome(status: .failed, error: "AddMood failed"), at: eight)
        #expect(try log.interruptRunning(reason: "killed", at: eight.addingTimeInterval(9)) == 1)
        let entries = try log.entries()
        #expect(entries.first { $0.shortcut == "a" }?.status == .interrupted)
        #expect(entries.first { $0.shortcut == "a" }?.error == "killed")
        #expect(entries.first { $0.shortcut == "b" }?.status == .failed)
        #expect(try log.interruptRunning(reason: "again", at: eight) == 0)
    }

    @Test func textWithQuotesAndNewlinesComesBackAsItWent() throws {
        let log = try log()
        let id = try log.started("x'; DROP TABLE shortcut_run; --", scheduled: eight, at: eight)
        try log.ended(id, RunOutcome(status: .ok, said: ["line \"one\"\nline two", "emoji 😌"]), at: eight)
        #expect(try log.entries().first?.said == ["line \"one\"\nline two", "emoji 😌"])
        #expect(try log.entries().first?.shortcut == "x'; DROP TABLE shortcut_run; --")
    }
}
