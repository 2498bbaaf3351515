import Foundation

/// A day of the proleptic Gregorian calendar, as plain numbers.
struct CivilDay: Hashable, Comparable {
    var year: Int
    var month: Int
    var day: Int

    /// Days since 1970-01-01 (Howard Hinnant's days-from-civil).
    var number: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
    }

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The day `number` days after 1970-01-01.
    init(number: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// 1 Sunday … 7 Saturday (1970-01-01 was a Thursday).
    var weekday: Int { ((number % 7 + 7) % 7 + 4) % 7 + 1 }

    static func exists(year: Int, month: Int, day: Int) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        return day <= length(year: year, month: month)
    }

    static func length(year: Int, month: Int) -> Int {
        let lengths = [31, year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return lengths[month - 1]
    }

    func adding(days: Int) -> CivilDay { CivilDay(number: number + days) }

    /// Months later (or earlier), the day clamped to the month's length (31 January + 1 month is
    /// the last day of February), as calendars do.
    func adding(months: Int) -> CivilDay {
        let index = year * 12 + (month - 1) + months
        let (newYear, newMonth) = (index >= 0 ? index / 12 : (index - 11) / 12, ((index % 12) + 12) % 12 + 1)
        return CivilDay(year: newYear, month: newMonth, day: min(day, Self.length(year: newYear, month: newMonth)))
    }

    static func < (lhs: CivilDay, rhs: CivilDay) -> Bool { lhs.number < rhs.number }
}

/// Wall-clock times in one time zone and the instants they name, worked out from the zone's
/// offsets alone (Foundation's calendar arithmetic is most of the cost of reading a date).
struct LocalTime {
    let zone: TimeZone

    /// The day and the seconds since its midnight that `instant` shows on a clock in the zone.
    func local(_ instant: Date) -> (day: CivilDay, seconds: Double) {
        let shifted = instant.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: instant))
        let days = (shifted / 86_400).rounded(.down)
        return (CivilDay(number: Int(days)), shifted - days * 86_400)
    }

    /// The instant a clock in the zone shows `seconds` after midnight on `day`. A time shown
    /// twice (clocks going back) is its first showing; a time never shown (clocks going forward)
    /// moves to the moment the clocks change.
    func instant(_ day: CivilDay, seconds: Double) -> Date? {
        guard (1...9999).contains(day.year) else { return nil }
        let wall = Double(day.number) * 86_400 + seconds
        let before = zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall - 50_400))
        let after = zone.secondsFromGMT(for: Date(timeIntervalSince1970: wall + 50_400))
        var shown: [Date] = []
        for offset in before == after ? [before] : [before, after] {
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
