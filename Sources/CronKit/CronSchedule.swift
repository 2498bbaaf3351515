import Foundation

/// A cron expression placed in a time zone: its fire times, to the second.
///
/// Daylight saving (see Docs/scheduling.md):
/// - A schedule with a fixed seconds, minute and hour (`30 2 * * *`) fires once a day whatever
///   the clocks do: a time in a skipped hour fires once, at the change (03:00 new time); a time
///   in a repeated hour fires at its first occurrence only.
/// - A schedule whose seconds, minute or hour field is `*` or a step (`*/15 * * * *`,
///   `0 * * * *`) follows the wall clock, as cronie's wildcard jobs do: nothing fires in a skipped
///   hour, and a repeated hour fires again.
///
/// Pure: the zone is an input, and its offsets come from the system's zone data.
public struct CronSchedule: Sendable {
    public let expression: CronExpression
    public let zone: TimeZone
    private let offsets: ZoneOffsets

    /// How far ahead to look before deciding that an expression never fires (`0 0 30 2 *`).
    static let horizon = 400 * 366 * 86_400

    public init(_ expression: CronExpression, zone: TimeZone) {
        self.expression = expression
        self.zone = zone
        offsets = ZoneOffsets.of(zone)
    }

    /// Reads `text` and places it in `zone`.
    public init(_ text: String, zone: TimeZone) throws(CronError) {
        self.init(try CronExpression(text), zone: zone)
    }

    /// The first fire time strictly after `instant`, or nil when the expression never fires.
    public func next(after instant: Date) -> Date? {
        let seconds = instant.timeIntervalSince1970
        guard seconds.isFinite, abs(seconds) < 1e13 else { return nil }
        return next(after: Int(seconds.rounded(.down))).map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }

    /// The next `count` fire times after `instant`, in order.
    public func next(after instant: Date, count: Int) -> [Date] {
        var times: [Date] = [], from = instant
        while times.count < count, let time = next(after: from) {
            times.append(time)
            from = time
        }
        return times
    }

    /// The first fire time after `instant` (seconds since 1970), both whole seconds.
    func next(after instant: Int) -> Int? {
        var from = instant + 1
        var stretch = offsets.stretch(holding: from)
        let horizon = from + Self.horizon
        let wallClock = expression.firesByWallClock
        if stretch > 0, offsets.changes[stretch - 1] == from, firesInSkippedTime(before: stretch) { return from }
        while from <= horizon {
            let offset = offsets.offsets[stretch]
            let end = stretch < offsets.changes.count ? offsets.changes[stretch] : Int.max
            var wallFrom = from + offset
            if !wallClock, stretch > 0, offsets.offsets[stretch - 1] > offset {
                // After clocks go back, times already shown before the change fired then.
                wallFrom = max(wallFrom, offsets.changes[stretch - 1] + offsets.offsets[stretch - 1])
            }
            let wallLimit = end == Int.max ? horizon + offset : end - 1 + offset
            if let wall = expression.firstMatch(from: wallFrom, through: wallLimit) { return wall - offset }
            guard end != Int.max else { return nil }
            from = end
            stretch += 1
            if firesInSkippedTime(before: stretch) { return end }
        }
        return nil
    }

    /// Whether the clocks skip forward at the start of `stretch` past a time this fixed-time
    /// schedule names: that time fires once, at the change.
    private func firesInSkippedTime(before stretch: Int) -> Bool {
        let before = offsets.offsets[stretch - 1], after = offsets.offsets[stretch], change = offsets.changes[stretch - 1]
        return !expression.firesByWallClock && after > before && expression.firstMatch(from: change + before, through: change + after - 1) != nil
    }
}
