import Foundation

/// The scheduler's sense of time: what time it is, and sleeping until a moment. Injected, so
/// that tests run the scheduler's loop on a clock they move themselves.
public protocol SchedulerClock: Sendable {
    func now() -> Date
    /// Returns at `deadline` (or at once if it has passed); throws `CancellationError` when the
    /// sleeping task is cancelled.
    func sleep(until deadline: Date) async throws
}

/// The system's wall clock. A sleep wakes at least every five minutes to look at the clock
/// again, so that a clock set forward or a machine waking from suspend is noticed within
/// minutes without waking every second.
public struct SystemClock: SchedulerClock {
    public static let longestNap: TimeInterval = 300

    public init() {}

    public func now() -> Date { Date() }

    public func sleep(until deadline: Date) async throws {
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return }
            try await Task.sleep(for: .milliseconds(Int64((min(left, Self.longestNap) * 1000).rounded(.up))))
        }
    }
}
