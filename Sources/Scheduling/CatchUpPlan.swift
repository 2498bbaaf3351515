import Foundation
import ShortcutKit

/// What to do with fire times that passed unrun (the daemon was not running, or the machine
/// slept): which to run now and which to record as missed, by the trigger's `catch_up` and
/// `catch_up_window`. Pure.
public struct CatchUpPlan: Sendable, Equatable {
    /// Times to run now, oldest first.
    public var run: [Date] = []
    /// Times to record as missed, oldest first (at most `recordLimit`; see `unrecorded`).
    public var missed: [Date] = []
    /// Missed times beyond `recordLimit`, counted only.
    public var unrecorded = 0

    /// The most missed times recorded one by one for a trigger at a time.
    public static let recordLimit = 100
    /// The most past times looked at (a seconds schedule missed for a year has millions).
    public static let scanLimit = 100_000

    /// The fire times after `last` up to `now` (at most `scanLimit`, the latest ones kept), and
    /// whether there were more.
    public static func passedTimes(of settings: TriggerSettings, after last: Date, until now: Date) -> (times: [Date], more: Int) {
        var times: [Date] = [], more = 0, from = last
        // Far behind: count from a point that leaves at most `scanLimit` times to look at.
        while let time = settings.next(after: from), time <= now {
            times.append(time)
            from = time
            if times.count == scanLimit * 2 {
                more += scanLimit
                times.removeFirst(scanLimit)
            }
        }
        if times.count > scanLimit {
            more += times.count - scanLimit
            times.removeFirst(times.count - scanLimit)
        }
        return (times, more)
    }

    /// The plan for `times` (oldest first) that passed unrun, `more` older ones beyond them.
    public init(times: [Date], more: Int = 0, settings: TriggerSettings, now: Date) {
        var eligible: [Date] = [], tooOld: [Date] = []
        for time in times {
            if let window = settings.catchUpWindow, now.timeIntervalSince(time) > window { tooOld.append(time) } else { eligible.append(time) }
        }
        var missed = tooOld
        switch settings.catchUp {
        case .latest:
            run = eligible.last.map { [$0] } ?? []
            missed += eligible.dropLast()
        case .all:
            run = Array(eligible.suffix(TriggerSettings.catchUpLimit))
            missed += eligible.dropLast(run.count)
        case .none:
            missed += eligible
        }
        missed.sort()
        unrecorded = more + max(0, missed.count - Self.recordLimit)
        self.missed = Array(missed.suffix(Self.recordLimit))
    }
}
