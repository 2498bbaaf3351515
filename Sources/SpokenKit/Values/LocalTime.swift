import CivilTime
import Foundation
import Synchronization

/// Wall-clock times in one time zone and the instants they name, worked out from the zone's
/// offsets alone (Foundation's calendar arithmetic is most of the cost of reading a date).
struct LocalTime {
    let zone: TimeZone

    /// The zone's number among the zones asked about, the key of its offsets below (its name
    /// is a new string each time it is asked for, and slower to hash).
    private let zoneNumber: Int

    init(zone: TimeZone) {
        self.zone = zone
        let name = zone.identifier
        zoneNumber = Self.zoneNumbers.withLock { numbers in
            if let known = numbers[name] { return known }
            numbers[name] = numbers.count
            return numbers.count - 1
        }
    }

    private static let zoneNumbers = Mutex<[String: Int]>([:])

    /// The offsets of every zone already asked for at instants on a 30-minute boundary, the ones
    /// placing a date asks about again and again (midnights and whole hours; asking the zone
    /// costs far more than the rest of placing a date). Shared by every reading, and locked.
    private static let knownOffsets = Mutex<[OffsetKey: Int]>([:])

    private struct OffsetKey: Hashable {
        var zone: Int
        var halfHour: Int
    }

    /// The zone's offset from GMT at `instant`, in seconds.
    func offset(at instant: Date) -> Int {
        let seconds = instant.timeIntervalSince1970
        guard seconds.truncatingRemainder(dividingBy: 1800) == 0, abs(seconds) < 1e12 else { return zone.secondsFromGMT(for: instant) }
        let key = OffsetKey(zone: zoneNumber, halfHour: Int(seconds) / 1800)
        if let known = Self.knownOffsets.withLock({ $0[key] }) { return known }
        let offset = zone.secondsFromGMT(for: instant)
        Self.knownOffsets.withLock { known in
            if known.count >= 100_000 { known.removeAll(keepingCapacity: true) }
            known[key] = offset
        }
        return offset
    }

    /// The zone's offset at any instant: the known one of the half hour it falls in when the
    /// offset is the same at both ends of that half hour (clocks change at most once in it).
    func offset(around instant: Date) -> Int {
        let seconds = instant.timeIntervalSince1970
        guard abs(seconds) < 1e12 else { return zone.secondsFromGMT(for: instant) }
        let start = (seconds / 1800).rounded(.down) * 1800
        let before = offset(at: Date(timeIntervalSince1970: start))
        if start == seconds { return before }
        guard offset(at: Date(timeIntervalSince1970: start + 1800)) == before else { return zone.secondsFromGMT(for: instant) }
        return before
    }

    /// The day and the seconds since its midnight that `instant` shows on a clock in the zone.
    func local(_ instant: Date) -> (day: CivilDay, seconds: Double) {
        let shifted = instant.timeIntervalSince1970 + Double(offset(around: instant))
        let days = (shifted / 86_400).rounded(.down)
        return (CivilDay(number: Int(days)), shifted - days * 86_400)
    }

    /// The instant a clock in the zone shows `seconds` after midnight on `day`. A time shown
    /// twice (clocks going back) is its first showing; a time never shown (clocks going forward)
    /// moves to the moment the clocks change.
    func instant(_ day: CivilDay, seconds: Double) -> Date? {
        guard (1...9999).contains(day.year) else { return nil }
        let wall = Double(day.number) * 86_400 + seconds
        let before = offset(at: Date(timeIntervalSince1970: wall - 50_400))
        let after = offset(at: Date(timeIntervalSince1970: wall + 50_400))
        // The same offset half a day either side: no change of clocks in between (zones change
        // their clocks at most once a day), so the wall time is shown once, at that offset.
        if before == after { return Date(timeIntervalSince1970: wall - Double(before)) }
        var shown: [Date] = []
        for offset in [before, after] {
            let candidate = Date(timeIntervalSince1970: wall - Double(offset))
            if zone.secondsFromGMT(for: candidate) == offset { shown.append(candidate) }
        }
        if let first = shown.min() { return first }
        // In a gap: the moment the clocks go forward.
        return zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: wall - Double(max(before, after)) - 1))
    }

    func instant(_ day: CivilDay, hour: Int = 0, minute: Int = 0) -> Date? {
        instant(day, seconds: Double(hour * 3600 + minute * 60))
    }

    /// `instant` moved by a duration: its years, months, weeks and days on the calendar (the clock
    /// time kept, so a day across a daylight-saving change is 23 or 25 hours), the rest in seconds.
    func adding(_ duration: SpokenDuration, to instant: Date, sign: Double = 1) -> Date? {
        var extra = duration.seconds
        func whole(_ value: Double, _ unitSeconds: Double) -> Int? {
            let rounded = value.rounded(.towardZero)
            extra += (value - rounded) * unitSeconds
            guard abs(rounded) < 100_000 else { return nil }
            return Int(rounded * sign)
        }
        guard let years = whole(duration.years, 365 * 86_400), let months = whole(duration.months, 30 * 86_400),
              let weeks = whole(duration.weeks, 7 * 86_400), let days = whole(duration.days, 86_400), abs(extra) < 1e12 else { return nil }
        var moved = instant
        if years != 0 || months != 0 || weeks != 0 || days != 0 {
            let (day, seconds) = local(instant)
            guard let shifted = self.instant(day.adding(months: years * 12 + months).adding(days: weeks * 7 + days), seconds: seconds) else { return nil }
            moved = shifted
        }
        return moved.addingTimeInterval(extra * sign)
    }
}
