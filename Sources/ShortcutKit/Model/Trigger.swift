import CronKit
import Foundation
import HarkValue
import PhraseKit
import SpokenKit

/// When the scheduler runs a shortcut on its own (`trigger: {cron: "0 20 * * *"}` or
/// `trigger: {every: "weekday at 8am"}`), and how (see `TriggerSettings`).
public struct Trigger: Sendable {
    /// A cron expression, or nil when the schedule is said in words (`every:`).
    public var cron: Located<String>?
    /// A schedule said in words, read by `SpokenSchedule`.
    public var every: Located<String>?
    /// The trigger's other settings as written (time zone, catching up, overlap, jitter, window).
    public var options: [String: Located<PhraseValue>]
    public var location: SourceLocation

    public init(cron: Located<String>?, every: Located<String>?, options: [String: Located<PhraseValue>], location: SourceLocation) {
        self.cron = cron
        self.every = every
        self.options = options
        self.location = location
    }

    /// The settings this trigger spells out, read against the person's zone, or every problem
    /// with its place.
    public func settings(defaultZone: TimeZone) -> Result<TriggerSettings, TriggerProblems> {
        TriggerSettings.read(self, defaultZone: defaultZone)
    }
}

/// What is wrong with a trigger's settings, each with its place in the file.
public struct TriggerProblems: Error, Sendable {
    public var problems: [(message: String, location: SourceLocation)]
}

/// A trigger's schedule and policies, read and checked.
public struct TriggerSettings: Sendable {
    /// The cron expression (a spoken schedule's equivalent for `every:`).
    public var cron: String
    /// The schedule in its zone.
    public var schedule: CronSchedule
    /// `zone`: an IANA name; the person's zone by default.
    public var zone: TimeZone
    /// `catch_up`: what to do with times missed while the daemon was not running.
    public var catchUp: CatchUp = .latest
    /// `catch_up_window`: missed times older than this are recorded as missed and not run.
    public var catchUpWindow: TimeInterval?
    /// `overlap`: what to do when a time comes while the last run is still going.
    public var overlap: Overlap = .skip
    /// `jitter`: the most a run is delayed; each trigger's delay is fixed (from its shortcut's id).
    public var jitter: TimeInterval = 0
    /// `between: "08:00-20:00"`: fire times outside this window of the day are left out.
    public var window: DailyWindow?

    public enum CatchUp: String, Sendable, CaseIterable {
        /// One run for the most recent missed time (systemd's `Persistent=true`).
        case latest
        /// A run for each missed time, up to `TriggerSettings.catchUpLimit`.
        case all
        /// None: missed times are recorded only.
        case none
    }

    public enum Overlap: String, Sendable, CaseIterable {
        /// The new time is skipped and recorded as such.
        case skip
        /// It runs when the running one ends (at most `TriggerSettings.queueLimit` waiting).
        case queue
        /// It runs alongside (at most `TriggerSettings.parallelLimit` at once).
        case parallel
        /// The running one is stopped (recorded as interrupted) and the new one starts.
        case replace
    }

    /// The most missed runs `catch_up: all` makes; the older ones are recorded as missed.
    public static let catchUpLimit = 100
    /// The most runs `overlap: queue` keeps waiting; a time beyond it is skipped.
    public static let queueLimit = 10
    /// The most runs of one shortcut `overlap: parallel` lets go at once.
    public static let parallelLimit = 4
    /// The largest jitter: a day.
    public static let jitterLimit: TimeInterval = 86_400

    /// The delay of a trigger's runs: a fraction of `jitter` fixed by `id` (FNV-1a), so that it
    /// stays the same across restarts, as systemd's `FixedRandomDelay=`.
    public func delay(for id: String) -> TimeInterval {
        guard jitter > 0 else { return 0 }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return (Double(hash % 1_000_000) / 1_000_000 * jitter).rounded(.down)
    }

    /// When the shortcut `id` next runs after `instant`: the next fire time, plus its delay.
    public func nextRun(of id: String, after instant: Date) -> Date? {
        next(after: instant).map { $0.addingTimeInterval(delay(for: id)) }
    }

    /// The first fire time after `instant`, within the window.
    public func next(after instant: Date) -> Date? {
        var from = instant
        for _ in 0..<100_000 {
            guard let time = schedule.next(after: from) else { return nil }
            guard let window, !window.contains(time, in: zone) else { return time }
            // Jump to just before the window opens again (an hour early, for a clock change).
            from = max(time, time.addingTimeInterval(window.secondsUntilOpen(after: time, in: zone) - 3601))
        }
        return nil
    }

    static func read(_ trigger: Trigger, defaultZone: TimeZone) -> Result<TriggerSettings, TriggerProblems> {
        var problems: [(message: String, location: SourceLocation)] = []
        var cron = "", expression: CronExpression?
        if let text = trigger.cron {
            cron = text.value
            do { expression = try CronExpression(text.value) } catch {
                problems.append(("cron: \(error.message)", text.location.advanced(by: error.offset)))
            }
        } else if let text = trigger.every {
            do {
                cron = try SpokenSchedule.cron(text.value)
                expression = try CronExpression(cron)
            } catch {
                problems.append(("every: \(error.message)", text.location))
            }
        }
        var zone = defaultZone
        var catchUp = CatchUp.latest, overlap = Overlap.skip, jitter: TimeInterval = 0
        var catchUpWindow: TimeInterval?, window: DailyWindow?
        for (key, option) in trigger.options.sorted(by: { $0.key < $1.key }) {
            let value = option.value
            func problem(_ message: String) { problems.append(("\(key): \(message)", option.location)) }
            switch key {
            case "zone":
                guard let name = value.stringValue, let named = TimeZone(identifier: name) else {
                    problem("“\(value.stringValue ?? "\(value)")” is not a time zone name such as Europe/Berlin or America/New_York")
                    continue
                }
                zone = named
            case "catch_up":
                guard let name = value.stringValue, let read = CatchUp(rawValue: name) else { problem("expected latest, all or none"); continue }
                catchUp = read
            case "overlap":
                guard let name = value.stringValue, let read = Overlap(rawValue: name) else { problem("expected skip, queue, parallel or replace"); continue }
                overlap = read
            case "catch_up_window", "jitter":
                guard let seconds = duration(value), seconds >= 0 else {
                    problem("expected a length of time such as 30 minutes, 2 hours or a number of seconds")
                    continue
                }
                if key == "jitter" {
                    guard seconds <= Self.jitterLimit else { problem("at most a day"); continue }
                    jitter = seconds
                } else {
                    catchUpWindow = seconds
                }
            case "between":
                guard let text = value.stringValue, let read = DailyWindow(text) else {
                    problem("expected a window of the day such as \"08:00-20:00\"")
                    continue
                }
                window = read
            default:
                problem("unknown setting (expected cron or every, and zone, catch_up, catch_up_window, overlap, jitter or between)")
            }
        }
        guard let expression, problems.isEmpty else {
            problems.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
            return .failure(TriggerProblems(problems: problems))
        }
        let settings = TriggerSettings(cron: cron, schedule: CronSchedule(expression, zone: zone), zone: zone, catchUp: catchUp,
                                       catchUpWindow: catchUpWindow, overlap: overlap, jitter: jitter, window: window)
        if settings.next(after: Date(timeIntervalSince1970: 946_684_800)) == nil {
            let place = (trigger.cron ?? trigger.every)?.location ?? trigger.location
            return .failure(TriggerProblems(problems: [("the schedule \(cron) never fires\(window == nil ? "" : " within its window")", place)]))
        }
        return .success(settings)
    }

    static func duration(_ value: PhraseValue) -> TimeInterval? {
        if let number = value.numberValue { return number }
        guard let text = value.stringValue else { return nil }
        if let seconds = Double(text) { return seconds }
        return SpokenValues.duration(text)?.totalSeconds
    }
}

/// A stretch of the day (`08:00-20:00`; `22:00-06:00` runs past midnight), in the trigger's zone.
public struct DailyWindow: Sendable, Equatable {
    /// Minutes after midnight: from (included) and to (excluded).
    public var from: Int, to: Int

    public init?(_ text: String) {
        let parts = text.split(separator: "-").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let from = Self.minutes(parts[0]), let to = Self.minutes(parts[1]), from != to else { return nil }
        (self.from, self.to) = (from, to)
    }

    static func minutes(_ text: String) -> Int? {
        let parts = text.split(separator: ":")
        guard parts.count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]), (0...24).contains(hour), (0..<60).contains(minute),
              hour * 60 + minute <= 1440 else { return nil }
        return hour * 60 + minute
    }

    /// Whether `instant`'s time of day in `zone` is inside the window.
    public func contains(_ instant: Date, in zone: TimeZone) -> Bool {
        let minute = Self.secondOfDay(instant, in: zone) / 60
        return from < to ? (from..<to).contains(minute) : minute >= from || minute < to
    }

    /// Wall-clock seconds from `instant` to the window's next opening.
    func secondsUntilOpen(after instant: Date, in zone: TimeZone) -> TimeInterval {
        TimeInterval(((from * 60 - Self.secondOfDay(instant, in: zone)) % 86_400 + 86_400) % 86_400)
    }

    static func secondOfDay(_ instant: Date, in zone: TimeZone) -> Int {
        let local = Int(instant.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: instant)
        return ((local % 86_400) + 86_400) % 86_400
    }
}
