import Foundation
import HarkValue
import PhraseKit
import Scheduling
import ShortcutKit
import Synchronization

/// A clock the test moves: sleepers wake when it passes their deadline.
final class ManualClock: SchedulerClock {
    private struct State {
        var now: Date
        var sleepers: [(id: Int, deadline: Date, continuation: CheckedContinuation<Void, any Error>)] = []
        var nextID = 0
    }
    private let state: Mutex<State>

    init(_ now: Date) { state = Mutex(State(now: now)) }

    func now() -> Date { state.withLock { $0.now } }

    func sleep(until deadline: Date) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = state.withLock { state -> Bool in
                    if deadline <= state.now { return true }
                    state.sleepers.append((id, deadline, continuation))
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        } onCancel: {
            let sleeper = state.withLock { state in
                state.sleepers.firstIndex { $0.id == id }.map { state.sleepers.remove(at: $0) }
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock to `date`, waking whoever sleeps until then.
    func advance(to date: Date) {
        let woken = state.withLock { state in
            state.now = date
            let due = state.sleepers.filter { $0.deadline <= date }
            state.sleepers.removeAll { $0.deadline <= date }
            return due
        }
        for sleeper in woken { sleeper.continuation.resume() }
    }

    func advance(by seconds: TimeInterval) { advance(to: now().addingTimeInterval(seconds)) }

    /// The earliest deadline anyone sleeps until.
    var earliestSleep: Date? { state.withLock { $0.sleepers.map(\.deadline).min() } }
}

/// The run log as a list.
final class ListLog: RunRecording {
    struct Row: Equatable {
        var id: Int64, shortcut: String, scheduled: Date, started: Date?, status: RunStatus, said: [String], error: String?
    }
    let rows = Mutex<[Row]>([])

    init(_ rows: [Row] = []) { self.rows.withLock { $0 = rows } }

    func lastScheduled(_ shortcut: String) throws -> Date? {
        rows.withLock { $0.filter { $0.shortcut == shortcut }.map(\.scheduled).max() }
    }
    func started(_ shortcut: String, scheduled: Date, at: Date) throws -> Int64 {
        rows.withLock { rows in
            rows.append(Row(id: Int64(rows.count + 1), shortcut: shortcut, scheduled: scheduled, started: at, status: .running, said: [], error: nil))
            return Int64(rows.count)
        }
    }
    func ended(_ id: Int64, _ outcome: RunOutcome, at: Date) throws {
        rows.withLock { rows in
            guard let index = rows.firstIndex(where: { $0.id == id }) else { return }
            rows[index].status = outcome.status
            rows[index].said = outcome.said
            rows[index].error = outcome.error
        }
    }
    func notRun(_ shortcut: String, scheduled: Date, status: RunStatus, reason: String, at: Date) throws {
        rows.withLock { rows in
            rows.append(Row(id: Int64(rows.count + 1), shortcut: shortcut, scheduled: scheduled, started: nil, status: status, said: [], error: reason))
        }
    }
    func interruptRunning(reason: String, at: Date) throws -> Int {
        rows.withLock { rows in
            var count = 0
            for index in rows.indices where rows[index].status == .running {
                rows[index].status = .interrupted
                rows[index].error = reason
                count += 1
            }
            return count
        }
    }

    var all: [Row] { rows.withLock { $0 } }
    func statuses(_ shortcut: String) -> [RunStatus] { all.filter { $0.shortcut == shortcut }.map(\.status) }
}

/// Runs "shortcuts" that say their id, at once, or held until the test lets them go.
final class TestLauncher: ShortcutLaunching {
    private struct State {
        var held = false
        var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
        var started: [(String, Date)] = []
    }
    private let state = Mutex(State())

    init(holding: Bool = false) { state.withLock { $0.held = holding } }

    func run(_ shortcut: String, scheduled: Date) async -> RunOutcome {
        let (held, number) = state.withLock { state in
            state.started.append((shortcut, scheduled))
            return (state.held, state.started.count)
        }
        if held {
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in state.withLock { $0.waiting[number] = continuation } }
            } onCancel: {
                state.withLock { $0.waiting.removeValue(forKey: number) }?.resume()
            }
            if Task.isCancelled { return RunOutcome(status: .interrupted, error: "cancelled") }
        }
        return RunOutcome(status: .ok, said: ["ran \(shortcut)"])
    }

    /// Lets every held run end (and later ones run at once, unless `keepHolding`).
    func releaseAll(keepHolding: Bool = false) {
        let waiting = state.withLock { state in
            state.held = keepHolding
            defer { state.waiting = [:] }
            return Array(state.waiting.values)
        }
        for continuation in waiting { continuation.resume() }
    }

    var started: [(String, Date)] { state.withLock { $0.started } }
    var holdingCount: Int { state.withLock { $0.waiting.count } }
}

/// Waits (briefly, really) until `condition` holds; false if it never does within 10 s (a loaded
/// machine; a passing test waits milliseconds).
func eventually(_ condition: () async -> Bool) async -> Bool {
    for _ in 0..<2000 {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(5))
    }
    return await condition()
}

func date(_ text: String) -> Date {
    // "2026-11-23T08:00:00Z"
    let formatter = ISO8601DateFormatter()
    return formatter.date(from: text) ?? .distantPast
}

func job(_ id: String, _ trigger: [String: PhraseValue], cron: String = "0 8 * * *") -> ScheduledJob? {
    let location = SourceLocation(file: "\(id).yaml", line: 1, column: 1)
    let given = Trigger(cron: Located(cron, at: location), every: nil,
                        options: trigger.mapValues { Located($0, at: location) }, location: location)
    guard case .success(let settings) = given.settings(defaultZone: TimeZone(identifier: "UTC") ?? .current) else { return nil }
    return ScheduledJob(id: id, settings: settings, fingerprint: cron + "\(trigger)")
}
