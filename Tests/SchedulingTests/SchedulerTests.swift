import Foundation
import HarkValue
import Scheduling
import ShortcutKit
import Synchronization
import Testing

@Suite struct SchedulerTests {
    struct Harness {
        let clock: ManualClock
        let log: ListLog
        let launcher: TestLauncher
        let scheduler: Scheduler
        let events = EventList()
        let loop: Task<Void, Never>

        init(at start: String, jobs: [ScheduledJob?], log: ListLog = ListLog(), holding: Bool = false) async {
            clock = ManualClock(date(start))
            self.log = log
            launcher = TestLauncher(holding: holding)
            let events = self.events
            scheduler = Scheduler(clock: clock, launcher: launcher, recorder: log, events: { events.append($0) })
            await scheduler.load(jobs.compactMap { $0 })
            let scheduler = self.scheduler
            loop = Task { await scheduler.run() }
        }

        /// Waits until the scheduler sleeps until `deadline`.
        func sleeps(until deadline: String) async -> Bool {
            await eventually { clock.earliestSleep == date(deadline) }
        }
    }

    final class EventList: Sendable {
        let events = Mutex<[SchedulerEvent]>([])
        func append(_ event: SchedulerEvent) { events.withLock { $0.append(event) } }
        var all: [SchedulerEvent] { events.withLock { $0 } }
    }

    @Test func sleepsUntilTheNextTimeAndRunsEachOnce() async throws {
        let harness = await Harness(at: "2026-11-23T08:00:30Z", jobs: [job("tick", [:], cron: "0 * * * * *")])
        #expect(await harness.sleeps(until: "2026-11-23T08:01:00Z"))
        harness.clock.advance(to: date("2026-11-23T08:01:00Z"))
        #expect(await harness.sleeps(until: "2026-11-23T08:02:00Z"))
        harness.clock.advance(to: date("2026-11-23T08:02:00Z"))
        #expect(await eventually { harness.log.statuses("tick") == [.ok, .ok] })
        #expect(harness.log.all.map(\.scheduled) == [date("2026-11-23T08:01:00Z"), date("2026-11-23T08:02:00Z")])
        #expect(harness.log.all.first?.said == ["ran tick"])
        await harness.scheduler.shutdown(grace: 1)
        await harness.loop.value
    }

    static func logWithOneRun(_ id: String, at scheduled: String) -> ListLog {
        ListLog([ListLog.Row(id: 1, shortcut: id, scheduled: date(scheduled), started: date(scheduled), status: .ok, said: [], error: nil)])
    }

    @Test func missedTimesCatchUpWithTheLatestByDefault() async throws {
        let log = Self.logWithOneRun("daily", at: "2026-11-20T08:00:00Z")
        let harness = await Harness(at: "2026-11-23T10:00:00Z", jobs: [job("daily", [:])], log: log)
        #expect(await eventually { log.statuses("daily") == [.ok, .missed, .missed, .ok] })
        #expect(Array(log.all.map(\.scheduled).dropFirst()) == ["2026-11-21T08:00:00Z", "2026-11-22T08:00:00Z", "2026-11-23T08:00:00Z"].map(date))
        #expect(log.all[1].error?.contains("not running") == true)
        #expect(await harness.sleeps(until: "2026-11-24T08:00:00Z"))
        await harness.scheduler.shutdown(grace: 1)
    }

    @Test func catchUpAllRunsEachMissedTimeInTurn() async throws {
        let log = Self.logWithOneRun("daily", at: "2026-11-20T08:00:00Z")
        let harness = await Harness(at: "2026-11-23T10:00:00Z", jobs: [job("daily", ["catch_up": .string("all")])], log: log)
        #expect(await eventually { log.statuses("daily") == [.ok, .ok, .ok, .ok] })
        #expect(harness.launcher.started.map { $0.1 } == ["2026-11-21T08:00:00Z", "2026-11-22T08:00:00Z", "2026-11-23T08:00:00Z"].map(date))
        await harness.scheduler.shutdown(grace: 1)
    }

    @Test func catchUpNoneOnlyRecordsAndAWindowLeavesOldTimes() async throws {
        let none = Self.logWithOneRun("daily", at: "2026-11-20T08:00:00Z")
        let first = await Harness(at: "2026-11-23T10:00:00Z", jobs: [job("daily", ["catch_up": .string("none")])], log: none)
        #expect(await eventually { none.statuses("daily") == [.ok, .missed, .missed, .missed] })
        #expect(first.launcher.started.isEmpty)
        await first.scheduler.shutdown(grace: 1)

        let windowed = Self.logWithOneRun("daily", at: "2026-11-20T08:00:00Z")
        let second = await Harness(at: "2026-11-23T07:59:00Z", jobs: [job("daily", ["catch_up": .string("all"), "catch_up_window": .string("1 day")])], log: windowed)
        // 21 Nov is more than a day old: missed; 22 Nov is within the window: run.
        #expect(await eventually { windowed.statuses("daily") == [.ok, .missed, .ok] })
        #expect(second.launcher.started.map { $0.1 } == [date("2026-11-22T08:00:00Z")])
        await second.scheduler.shutdown(grace: 1)
    }

    @Test func aNewTriggerHasNothingToCatchUp() async throws {
        let harness = await Harness(at: "2026-11-23T10:00:00Z", jobs: [job("daily", [:])])
        #expect(await harness.sleeps(until: "2026-11-24T08:00:00Z"))
        #expect(harness.log.all.isEmpty)
        await harness.scheduler.shutdown(grace: 1)
    }

    /// A shortcut broken (so left out) and fixed while the daemon runs: the times in between are
    /// not missed, whatever its last run was.
    @Test func aTriggerAddedWhileRunningStartsFromNow() async throws {
        let log = Self.logWithOneRun("daily", at: "2026-11-20T08:00:00Z")
        let harness = await Harness(at: "2026-11-23T07:00:00Z", jobs: [job("other", [:])], log: log)
        #expect(await harness.sleeps(until: "2026-11-23T08:00:00Z"))
        harness.clock.advance(to: date("2026-11-23T09:00:00Z"))
        #expect(await eventually { log.statuses("other") == [.ok] })
        await harness.scheduler.load([job("other", [:]), job("daily", [:])].compactMap { $0 })
        #expect(await harness.sleeps(until: "2026-11-24T08:00:00Z"))
        #expect(log.statuses("daily") == [.ok])
        await harness.scheduler.shutdown(grace: 1)
    }

    @Test func aLateWakeUpIsHandledAsMissed() async throws {
        let harness = await Harness(at: "2026-11-23T08:30:00Z", jobs: [job("hourly", [:], cron: "0 * * * *")])
        #expect(await harness.sleeps(until: "2026-11-23T09:00:00Z"))
        // The machine slept from 08:59 to 11:30.
        harness.clock.advance(to: date("2026-11-23T11:30:00Z"))
        #expect(await eventually { harness.log.statuses("hourly") == [.missed, .missed, .ok] })
        #expect(harness.launcher.started.map { $0.1 } == [date("2026-11-23T11:00:00Z")])
        #expect(await harness.sleeps(until: "2026-11-23T12:00:00Z"))
        await harness.scheduler.shutdown(grace: 1)
    }

    @Test(arguments: [("skip", [RunStatus.running, .skipped]), ("queue", [.running, .ok]), ("parallel", [.running, .running]), ("replace", [.interrupted, .running])])
    func overlapPolicies(overlap: String, expected: [RunStatus]) async throws {
        let harness = await Harness(at: "2026-11-23T08:00:30Z", jobs: [job("slow", ["overlap": .string(overlap)], cron: "0 * * * * *")], holding: true)
        #expect(await harness.sleeps(until: "2026-11-23T08:01:00Z"))
        harness.clock.advance(to: date("2026-11-23T08:01:00Z"))
        #expect(await eventually { harness.launcher.holdingCount == 1 })
        #expect(await harness.sleeps(until: "2026-11-23T08:02:00Z"))
        harness.clock.advance(to: date("2026-11-23T08:02:00Z"))
        if overlap == "queue" {
            #expect(await harness.sleeps(until: "2026-11-23T08:03:00Z"))
            #expect(harness.log.statuses("slow") == [.running])
            harness.launcher.releaseAll(keepHolding: true)
            #expect(await eventually { harness.log.statuses("slow") == [.ok, .running] })
            #expect(await eventually { harness.launcher.started.map { $0.1 } == [date("2026-11-23T08:01:00Z"), date("2026-11-23T08:02:00Z")] })
        } else {
            #expect(await eventually { harness.log.statuses("slow") == expected })
        }
        if overlap == "replace" { #expect(harness.log.all.first?.status == .interrupted) }
        harness.launcher.releaseAll()
        await harness.scheduler.shutdown(grace: 1)
    }

    @Test func jitterDelaysEachTriggerByItsOwnFixedAmount() async throws {
        guard let slow = job("report", ["jitter": .string("10 minutes")]), let other = job("digest", ["jitter": .int(600)]) else {
            Issue.record("the triggers did not read")
            return
        }
        let delay = slow.settings.delay(for: "report")
        #expect(delay >= 0 && delay < 600)
        #expect(delay == slow.settings.delay(for: "report"))
        #expect(delay != other.settings.delay(for: "digest"))
        // Over many ids the delays spread across the bound.
        let delays = (0..<500).map { slow.settings.delay(for: "shortcut-\($0)") }
        #expect(delays.allSatisfy { $0 >= 0 && $0 < 600 })
        #expect(delays.min() ?? 600 < 60 && delays.max() ?? 0 > 540)

        let harness = await Harness(at: "2026-11-23T07:00:00Z", jobs: [slow])
        let due = date("2026-11-23T08:00:00Z").addingTimeInterval(delay)
        #expect(await eventually { harness.clock.earliestSleep == due })
        harness.clock.advance(to: due)
        #expect(await eventually { harness.log.statuses("report") == [.ok] })
        #expect(harness.log.all.first?.scheduled == date("2026-11-23T08:00:00Z"))
        #expect(harness.log.all.first?.started == due)
        await harness.scheduler.shutdown(grace: 1)
    }

    @Test func reloadingAddsChangesAndRemovesTriggers() async throws {
        let harness = await Harness(at: "2026-11-23T07:00:00Z", jobs: [job("a", [:]), job("b", [:])])
        #expect(await harness.sleeps(until: "2026-11-23T08:00:00Z"))
        await harness.scheduler.load([job("a", [:], cron: "30 7 * * *"), job("c", [:], cron: "15 7 * * *")].compactMap { $0 })
        #expect(harness.events.all.contains(.loaded(added: ["c"], changed: ["a"], removed: ["b"])))
        #expect(await harness.sleeps(until: "2026-11-23T07:15:00Z"))
        harness.clock.advance(to: date("2026-11-23T08:00:00Z"))
        #expect(await eventually { harness.log.all.count == 2 })
        #expect(Set(harness.log.all.map(\.shortcut)) == ["a", "c"])
        #expect(await harness.sleeps(until: "2026-11-24T07:15:00Z"))
        await harness.scheduler.shutdown(grace: 1)
    }

    @Test func shutdownLetsARunFinishWithinTheGrace() async throws {
        let harness = await Harness(at: "2026-11-23T08:00:30Z", jobs: [job("slow", [:], cron: "0 * * * * *")], holding: true)
        #expect(await harness.sleeps(until: "2026-11-23T08:01:00Z"))
        harness.clock.advance(to: date("2026-11-23T08:01:00Z"))
        #expect(await eventually { harness.launcher.holdingCount == 1 })
        let stopping = Task { await harness.scheduler.shutdown(grace: 30) }
        #expect(await eventually { harness.events.all.contains(.stopping(running: 1)) })
        harness.launcher.releaseAll()
        await stopping.value
        await harness.loop.value
        #expect(harness.log.statuses("slow") == [.ok])
        #expect(harness.events.all.last == .stopped)
    }

    @Test func shutdownInterruptsARunThatOutlastsTheGrace() async throws {
        let harness = await Harness(at: "2026-11-23T08:00:30Z", jobs: [job("stuck", [:], cron: "0 * * * * *")], holding: true)
        #expect(await harness.sleeps(until: "2026-11-23T08:01:00Z"))
        harness.clock.advance(to: date("2026-11-23T08:01:00Z"))
        #expect(await eventually { harness.launcher.holdingCount == 1 })
        let stopping = Task { await harness.scheduler.shutdown(grace: 10) }
        #expect(await harness.sleeps(until: "2026-11-23T08:01:10Z"))
        harness.clock.advance(to: date("2026-11-23T08:01:10Z"))
        await stopping.value
        #expect(harness.log.statuses("stuck") == [.interrupted])
        // Nothing starts after shutting down.
        harness.clock.advance(to: date("2026-11-23T08:05:00Z"))
        try await Task.sleep(for: .milliseconds(50))
        #expect(harness.log.all.count == 1)
    }
}
