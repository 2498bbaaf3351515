import Foundation
import ShortcutKit

/// Runs triggered shortcuts at their times: it works out every trigger's next fire time and
/// sleeps until the earliest (no polling), catches up on times missed while it was not running,
/// applies each trigger's overlap policy, and records every time in the run log, run or not.
///
/// The clock, the way a shortcut is run and the run log are inputs, so its whole loop runs in
/// tests on a clock they move. One scheduler per database (the daemon holds a lock).
public actor Scheduler {
    private let clock: any SchedulerClock
    private let launcher: any ShortcutLaunching
    private let recorder: any RunRecording
    private let events: @Sendable (SchedulerEvent) -> Void

    /// A time whose run starts later than this after it came (the machine slept, the clock was
    /// set forward) is handled as missed, by the trigger's catch-up policy.
    public let lateTolerance: TimeInterval

    private var jobs: [String: ScheduledJob] = [:]
    /// Each job's next fire time (before its jitter delay).
    private var nextDue: [String: Date] = [:]
    private var runs: [Int64: (shortcut: String, task: Task<Void, Never>)] = [:]
    private var queued: [String: [Date]] = [:]
    private var sleeping: Task<Void, Never>?
    /// Those waiting for every run to end (shutting down).
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    private var running = false
    private var stopping = false
    /// The shutdown under way: every caller waits for the same one.
    private var shuttingDown: Task<Void, Never>?

    public init(clock: any SchedulerClock, launcher: any ShortcutLaunching, recorder: any RunRecording,
                lateTolerance: TimeInterval = 60, events: @escaping @Sendable (SchedulerEvent) -> Void = { _ in }) {
        self.clock = clock
        self.launcher = launcher
        self.recorder = recorder
        self.lateTolerance = lateTolerance
        self.events = events
    }

    /// Sets the triggered shortcuts: at start, and again whenever the files change. A new or
    /// changed one is scheduled from now (a new one first catches up on what it missed, by its
    /// run log); a removed one fires no more (a run of it that is going finishes).
    public func load(_ given: [ScheduledJob]) {
        let byID = Dictionary(given.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let removed = jobs.keys.filter { byID[$0] == nil }.sorted()
        let added = byID.keys.filter { jobs[$0] == nil }.sorted()
        let changed = byID.keys.filter { jobs[$0] != nil && jobs[$0]?.fingerprint != byID[$0]?.fingerprint }.sorted()
        for id in removed {
            jobs[id] = nil
            nextDue[id] = nil
            queued[id] = nil
        }
        let now = clock.now()
        for id in added + changed {
            guard let job = byID[id] else { continue }
            jobs[id] = job
            // A trigger added, fixed or re-enabled while the daemon runs starts from now: the times
            // before it was there were not missed (the daemon was running; the trigger was not).
            schedule(id, after: now)
        }
        if !(added.isEmpty && changed.isEmpty && removed.isEmpty) { events(.loaded(added: added, changed: changed, removed: removed)) }
        sleeping?.cancel()
    }

    /// The loop: catches up, then fires each time as it comes, until `shutdown`.
    public func run() async {
        guard !running, !stopping else { return }
        running = true
        let now = clock.now()
        for id in jobs.keys.sorted() { catchUp(id, now: now) }
        while !stopping {
            fireDue(now: clock.now())
            guard !stopping else { break }
            let wake = nextDue.compactMap { id, due in jobs[id].map { due.addingTimeInterval($0.settings.delay(for: id)) } }.min()
            let nap = Task { [clock] in _ = try? await clock.sleep(until: wake ?? .distantFuture) }
            sleeping = nap
            await nap.value
            sleeping = nil
        }
        running = false
    }

    /// Stops: no new run starts; runs going get `grace` seconds to end, then are cancelled
    /// (recorded as interrupted). Returns when every run is recorded.
    public func shutdown(grace: TimeInterval) async {
        if let stopping = shuttingDown { return await stopping.value }
        let task = Task { await self.stop(grace: grace) }
        shuttingDown = task
        await task.value
    }

    private func stop(grace: TimeInterval) async {
        stopping = true
        sleeping?.cancel()
        queued = [:]
        events(.stopping(running: runs.count))
        let deadline = clock.now().addingTimeInterval(grace)
        if !(await waitForRuns(until: deadline)) {
            for run in runs.values { run.task.cancel() }
            _ = await waitForRuns(until: clock.now().addingTimeInterval(5))
            record { try $0.interruptRunning(reason: "the daemon stopped and the run did not end within \(Int(grace)) s", at: self.clock.now()) }
        }
        events(.stopped)
    }

    // MARK: Firing

    private func fireDue(now: Date) {
        for id in nextDue.keys.sorted() {
            guard let job = jobs[id], let due = nextDue[id] else { continue }
            let delay = job.settings.delay(for: id)
            guard due.addingTimeInterval(delay) <= now else { continue }
            var times = [due], last = due
            while times.count <= CatchUpPlan.scanLimit, let time = job.settings.next(after: last), time.addingTimeInterval(delay) <= now {
                times.append(time)
                last = time
            }
            schedule(id, after: max(last, now.addingTimeInterval(-delay)))
            if times.count == 1, now.timeIntervalSince(due.addingTimeInterval(delay)) <= lateTolerance {
                fire(id, scheduled: due)
            } else {
                apply(CatchUpPlan(times: times, settings: job.settings, now: now), to: id)
            }
        }
    }

    /// At start (or when a trigger is added): the times missed since its run log's last one.
    private func catchUp(_ id: String, now: Date) {
        defer { schedule(id, after: now) }
        guard let job = jobs[id], let last = record({ try $0.lastScheduled(id) }) ?? nil, last < now else { return }
        let passed = CatchUpPlan.passedTimes(of: job.settings, after: last, until: now)
        guard !passed.times.isEmpty else { return }
        apply(CatchUpPlan(times: passed.times, more: passed.more, settings: job.settings, now: now), to: id)
    }

    private func apply(_ plan: CatchUpPlan, to id: String) {
        let now = clock.now()
        for time in plan.missed {
            let reason = "the daemon was not running at its time (catch_up: \(jobs[id]?.settings.catchUp.rawValue ?? "latest"))"
            record { try $0.notRun(id, scheduled: time, status: .missed, reason: reason, at: now) }
            events(.notRun(id, scheduled: time, .missed, reason: reason))
        }
        if plan.unrecorded > 0 { events(.missedUnrecorded(id, count: plan.unrecorded)) }
        // Caught-up runs go one after another, whatever the overlap policy.
        guard let first = plan.run.first else { return }
        if runs.values.contains(where: { $0.shortcut == id }) {
            queued[id, default: []].append(contentsOf: plan.run)
        } else {
            start(id, scheduled: first)
            queued[id, default: []].append(contentsOf: plan.run.dropFirst())
        }
    }

    private func fire(_ id: String, scheduled: Date) {
        guard let job = jobs[id] else { return }
        let going = runs.values.filter { $0.shortcut == id }
        guard !going.isEmpty else { return start(id, scheduled: scheduled) }
        switch job.settings.overlap {
        case .skip:
            notRun(id, scheduled, "the run before was still going (overlap: skip)")
        case .queue:
            if queued[id, default: []].count < TriggerSettings.queueLimit {
                queued[id, default: []].append(scheduled)
            } else {
                notRun(id, scheduled, "\(TriggerSettings.queueLimit) runs were already waiting (overlap: queue)")
            }
        case .parallel:
            if going.count < TriggerSettings.parallelLimit {
                start(id, scheduled: scheduled)
            } else {
                notRun(id, scheduled, "\(TriggerSettings.parallelLimit) runs were already going (overlap: parallel)")
            }
        case .replace:
            for run in going { run.task.cancel() }
            start(id, scheduled: scheduled)
        }
    }

    private func start(_ id: String, scheduled: Date) {
        guard !stopping else { return }
        let startedAt = clock.now()
        guard let runID = record({ try $0.started(id, scheduled: scheduled, at: startedAt) }) else { return }
        events(.started(id, scheduled: scheduled))
        let launcher = self.launcher
        // Detached: a run goes on the shared threads, not on the scheduler's own.
        let task = Task.detached {
            var outcome = await launcher.run(id, scheduled: scheduled)
            if Task.isCancelled, outcome.status != .ok {
                outcome.status = .interrupted
                if outcome.error == nil { outcome.error = "stopped before it ended" }
            }
            await self.ended(runID, id, scheduled, outcome)
        }
        runs[runID] = (id, task)
    }

    private func ended(_ runID: Int64, _ id: String, _ scheduled: Date, _ outcome: RunOutcome) {
        runs[runID] = nil
        record { try $0.ended(runID, outcome, at: self.clock.now()) }
        events(.ended(id, scheduled: scheduled, outcome))
        if runs.isEmpty { wakeWaiters() }
        guard !stopping, jobs[id] != nil, var waiting = queued[id], !waiting.isEmpty else { return }
        let next = waiting.removeFirst()
        queued[id] = waiting
        start(id, scheduled: next)
    }

    private func notRun(_ id: String, _ scheduled: Date, _ reason: String) {
        record { try $0.notRun(id, scheduled: scheduled, status: .skipped, reason: reason, at: self.clock.now()) }
        events(.notRun(id, scheduled: scheduled, .skipped, reason: reason))
    }

    private func schedule(_ id: String, after instant: Date) {
        guard let job = jobs[id] else { return }
        nextDue[id] = job.settings.next(after: instant)
        if let next = nextDue[id] { events(.scheduled(id, next: next, delay: job.settings.delay(for: id))) }
    }

    /// Waits until no run is going or `deadline` passes; true when none is going.
    private func waitForRuns(until deadline: Date) async -> Bool {
        guard !runs.isEmpty else { return true }
        let timer = Task.detached { [clock] in
            try? await clock.sleep(until: deadline)
            await self.wakeWaiters()
        }
        await withCheckedContinuation { idleWaiters.append($0) }
        timer.cancel()
        return runs.isEmpty
    }

    private func wakeWaiters() {
        let waiting = idleWaiters
        idleWaiters = []
        for waiter in waiting { waiter.resume() }
    }

    /// Records through the run log; a failure is reported and the scheduler goes on.
    @discardableResult
    private func record<Value>(_ body: (any RunRecording) throws -> Value) -> Value? {
        do { return try body(recorder) } catch {
            events(.recordingFailed("\(error)"))
            return nil
        }
    }
}
