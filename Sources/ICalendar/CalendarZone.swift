import Foundation

/// The zone a calendar's times are written in: one the system knows (an IANA zone, or a name
/// calendar programs use for one), or one the file defines by its own rules — a VTIMEZONE whose
/// TZID the system does not know, read from its STANDARD and DAYLIGHT observances.
public struct CalendarZone: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case system(TimeZone)
        case rules(ZoneRules)
    }

    let kind: Kind

    /// A zone the system knows.
    public static func system(_ zone: TimeZone) -> CalendarZone { CalendarZone(kind: .system(zone)) }

    static func rules(_ rules: ZoneRules) -> CalendarZone { CalendarZone(kind: .rules(rules)) }

    /// Seconds ahead of UTC at `instant`.
    public func secondsFromGMT(for instant: Date) -> Int {
        switch kind {
        case .system(let zone): zone.secondsFromGMT(for: instant)
        case .rules(let rules): rules.offset(at: Int(instant.timeIntervalSince1970.rounded(.down)))
        }
    }

    /// A system zone that tells the wall time at `instant` as this zone does: the zone itself, the
    /// system zone the rules were found to equal, or else a fixed offset (the one at `instant`).
    public func timeZone(at instant: Date) -> TimeZone {
        switch kind {
        case .system(let zone): return zone
        case .rules(let rules):
            if let same = rules.sameAs { return same }
            let offset = secondsFromGMT(for: instant)
            return TimeZone(secondsFromGMT: offset) ?? TimeZone(secondsFromGMT: 0) ?? .current
        }
    }
}

/// The offsets of a zone a calendar defines (RFC 5545 §3.6.5): each observance's onsets (its
/// DTSTART, its RRULE's and its RDATEs), each the moment its TZOFFSETTO begins.
struct ZoneRules: Sendable, Hashable {
    /// Instants (seconds since 1970, ascending) at which the offset changes, and the offset from each.
    let changes: [Int]
    let offsets: [Int]
    /// The offset before the first change.
    let initialOffset: Int
    /// A system zone with the same offsets over the years calendars are used in (2008–2037), if
    /// one was offered and agrees; it names the zone for display. The instants come from the rules.
    var sameAs: TimeZone?

    /// Observance onsets are expanded to this year at the latest.
    static let lastYear = 2200

    init(changes: [(instant: Int, offset: Int)], initialOffset: Int) {
        let sorted = changes.sorted { $0.instant < $1.instant }
        self.changes = sorted.map(\.instant)
        self.offsets = sorted.map(\.offset)
        self.initialOffset = initialOffset
    }

    func offset(at instant: Int) -> Int {
        // The last change at or before `instant`.
        var low = 0, high = changes.count
        while low < high {
            let middle = (low + high) / 2
            if changes[middle] <= instant { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? initialOffset : offsets[low - 1]
    }

    /// Whether `zone` has these offsets at every change from 2008 to 2037, and between them.
    func agrees(with zone: TimeZone) -> Bool {
        let from = 1_199_145_600, to = 2_145_916_800   // 2008-01-01, 2038-01-01
        var samples = [from, to - 1]
        for (index, change) in changes.enumerated() where change > from && change < to {
            samples += [change - 3600, change, change + 3600]
            if index + 1 < changes.count { samples.append(change + (changes[index + 1] - change) / 2) }
        }
        if changes.allSatisfy({ $0 <= from || $0 >= to }) { samples.append((from + to) / 2) }
        return samples.allSatisfy { zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval($0))) == offset(at: $0) }
    }
}
