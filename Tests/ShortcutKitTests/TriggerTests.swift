import Foundation
import HarkValue
import PhraseKit
import Testing

@testable import ShortcutKit

@Suite struct TriggerTests {
    func settings(_ yaml: String) -> Result<TriggerSettings, TriggerProblems>? {
        let file = "name: T\n" + yaml + "steps:\n  - say: hi\n"
        let read = ShortcutReader.read(file, id: "t", file: "t.yaml")
        return read.shortcut?.trigger?.settings(defaultZone: TimeZone(identifier: "Europe/Berlin") ?? .current)
    }

    func problems(_ yaml: String) -> [String] {
        guard case .failure(let failure) = settings(yaml) else { return [] }
        return failure.problems.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func spokenSchedulesAndSettingsAreRead() throws {
        guard case .success(let read) = settings("trigger:\n  every: weekday at 8am\n  catch_up: all\n  catch_up_window: 2 hours\n  overlap: queue\n  jitter: 90\n  between: \"08:00-20:00\"\n") else {
            Issue.record("not read")
            return
        }
        #expect(read.cron == "0 8 * * 1-5")
        #expect(read.zone.identifier == "Europe/Berlin")
        #expect(read.catchUp == .all && read.catchUpWindow == 7200 && read.overlap == .queue && read.jitter == 90)
        #expect(read.window == DailyWindow("08:00-20:00"))
    }

    @Test func problemsNameTheirPlace() {
        #expect(problems("trigger: {cron: \"0 25 * * *\"}\n") == ["2:20: cron: hour: 25 is out of range 0–23"])
        #expect(problems("trigger:\n  every: whenever I like\n").first?.hasPrefix("3:10: every: cannot read “whenever I like” as a schedule") == true)
        #expect(problems("trigger:\n  cron: \"@daily\"\n  zone: Mars/Olympus\n  overlap: twice\n  jitter: 2 days\n  colour: red\n") == [
            "4:9: zone: “Mars/Olympus” is not a time zone name such as Europe/Berlin or America/New_York",
            "5:12: overlap: expected skip, queue, parallel or replace",
            "6:11: jitter: at most a day",
            "7:11: colour: unknown setting (expected cron or every, and zone, catch_up, catch_up_window, overlap, jitter or between)",
        ])
        #expect(problems("trigger: {cron: \"0 0 30 2 *\"}\n") == ["2:18: the schedule 0 0 30 2 * never fires"])
    }

    @Test func aWindowLeavesOutTimesOutsideIt() throws {
        guard case .success(let read) = settings("trigger:\n  cron: \"0 * * * *\"\n  zone: UTC\n  between: \"22:00-02:00\"\n") else {
            Issue.record("not read")
            return
        }
        var times: [Date] = [], from = Date(timeIntervalSince1970: 1_795_420_800)   // 2026-11-23 08:00 UTC
        while times.count < 5, let next = read.next(after: from) { times.append(next); from = next }
        let hours = times.map { Int($0.timeIntervalSince1970) / 3600 % 24 }
        #expect(hours == [22, 23, 0, 1, 22])
    }
}
