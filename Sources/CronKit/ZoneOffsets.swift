import Foundation
import Synchronization

/// A time zone's offsets from UTC as a table of changes (from the system's zone data, read once
/// per zone and process), so that placing a schedule never asks Foundation again.
struct ZoneOffsets: Sendable {
    /// The instants (seconds since 1970) at which the offset changes, in order.
    let changes: [Int]
    /// `offsets[i]` is in effect before `changes[i]` (and from `changes[i - 1]`); the last one
    /// after the last change. One more than `changes`.
    let offsets: [Int]

    /// The years the table covers; outside them the nearest known offset holds.
    static let covered = (from: -2_208_988_800, to: 7_258_118_400)   // 1900-01-01 … 2200-01-01

    static func of(_ zone: TimeZone) -> ZoneOffsets {
        let name = zone.identifier
        if let known = cache.withLock({ $0[name] }) { return known }
        let table = ZoneOffsets(reading: zone)
        cache.withLock { $0[name] = table }
        return table
    }

    private static let cache = Mutex<[String: ZoneOffsets]>([:])

    init(changes: [Int], offsets: [Int]) {
        self.changes = changes
        self.offsets = offsets
    }

    private init(reading zone: TimeZone) {
        var changes: [Int] = [], offsets = [zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(Self.covered.from)))]
        var instant = Date(timeIntervalSince1970: TimeInterval(Self.covered.from))
        while let change = zone.nextDaylightSavingTimeTransition(after: instant), change.timeIntervalSince1970 < TimeInterval(Self.covered.to) {
            let seconds = Int(change.timeIntervalSince1970.rounded(.down))
            let offset = zone.secondsFromGMT(for: change)
            guard seconds > (changes.last ?? Int.min) else { break }
            if offset != offsets.last {
                changes.append(seconds)
                offsets.append(offset)
            }
            instant = change
        }
        self.changes = changes
        self.offsets = offsets
    }

    /// The index of the stretch of constant offset holding `instant`: changes at or before it.
    func stretch(holding instant: Int) -> Int {
        var low = 0, high = changes.count
        while low < high {
            let middle = (low + high) / 2
            if changes[middle] <= instant { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The offset in effect at `instant`.
    func offset(at instant: Int) -> Int { offsets[stretch(holding: instant)] }
}
