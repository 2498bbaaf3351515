import CivilTime

/// Finding the first wall-clock time an expression matches, in whole seconds counted as if the
/// wall clock were UTC ("wall seconds"). Time zones and daylight saving are `CronSchedule`'s.
extension CronExpression {
    /// The fields as bit sets (bit n set when value n matches).
    struct Masks: Sendable, Equatable {
        var seconds: UInt64 = 0, minutes: UInt64 = 0, hours: UInt64 = 0, days: UInt64 = 0, months: UInt64 = 0, weekdays: UInt64 = 0

        init() {}

        init(_ expression: CronExpression) {
            seconds = Self.mask(expression.seconds)
            minutes = Self.mask(expression.minutes)
            hours = Self.mask(expression.hours)
            days = Self.mask(expression.days)
            months = Self.mask(expression.months)
            weekdays = Self.mask(expression.weekdays)
        }

        static func mask(_ values: Set<Int>) -> UInt64 {
            values.reduce(0) { $0 | (1 << UInt64($1)) }
        }

        /// The smallest value in `mask` at or above `value`, if any.
        static func next(_ mask: UInt64, atOrAbove value: Int) -> Int? {
            guard value < 64 else { return nil }
            let above = mask >> UInt64(value)
            return above == 0 ? nil : value + above.trailingZeroBitCount
        }
    }

    /// The first wall time at or after `start` that the expression matches, if one comes no later
    /// than `limit`.
    func firstMatch(from start: Int, through limit: Int) -> Int? {
        guard start <= limit else { return nil }
        var dayNumber = Self.floorDivide(start, 86_400)
        var secondOfDay = start - dayNumber * 86_400
        while dayNumber * 86_400 <= limit {
            let day = CivilDay(number: dayNumber)
            guard Masks.next(masks.months, atOrAbove: day.month) == day.month else {
                // Jump to the first day of the next month the expression allows.
                if let month = Masks.next(masks.months, atOrAbove: day.month + 1) {
                    dayNumber = CivilDay(year: day.year, month: month, day: 1).number
                } else if let month = Masks.next(masks.months, atOrAbove: 1) {
                    dayNumber = CivilDay(year: day.year + 1, month: month, day: 1).number
                } else {
                    return nil
                }
                secondOfDay = 0
                continue
            }
            let matchingDays = matchingDays(year: day.year, month: day.month, firstWeekday: CivilDay(year: day.year, month: day.month, day: 1).weekday - 1)
            guard let matchDay = Masks.next(matchingDays, atOrAbove: day.day) else {
                dayNumber += CivilDay.length(year: day.year, month: day.month) - day.day + 1
                secondOfDay = 0
                continue
            }
            if matchDay != day.day {
                dayNumber += matchDay - day.day
                secondOfDay = 0
            }
            if let second = firstTime(atOrAfter: secondOfDay) {
                let match = dayNumber * 86_400 + second
                return match <= limit ? match : nil
            }
            dayNumber += 1
            secondOfDay = 0
        }
        return nil
    }

    /// The first second of a day at or after `secondOfDay` whose hour, minute and second match.
    func firstTime(atOrAfter secondOfDay: Int) -> Int? {
        var hour = secondOfDay / 3600, minute = secondOfDay % 3600 / 60, second = secondOfDay % 60
        while hour < 24 {
            guard let nextHour = Masks.next(masks.hours, atOrAbove: hour), nextHour < 24 else { return nil }
            if nextHour != hour { (hour, minute, second) = (nextHour, 0, 0) }
            guard let nextMinute = Masks.next(masks.minutes, atOrAbove: minute), nextMinute < 60 else {
                (hour, minute, second) = (hour + 1, 0, 0)
                continue
            }
            if nextMinute != minute { (minute, second) = (nextMinute, 0) }
            guard let nextSecond = Masks.next(masks.seconds, atOrAbove: second), nextSecond < 60 else {
                (minute, second) = (minute + 1, 0)
                if minute == 60 { (hour, minute) = (hour + 1, 0) }
                continue
            }
            return hour * 3600 + minute * 60 + nextSecond
        }
        return nil
    }

    /// The days of a month the day fields allow, as bits 1…31: day of month and day of week
    /// both, or either one when both are restricted (neither starts with `*`).
    func matchingDays(year: Int, month: Int, firstWeekday: Int) -> UInt64 {
        let length = CivilDay.length(year: year, month: month)
        let inMonth: UInt64 = ((1 << UInt64(length + 1)) - 1) & ~1
        var byDay = masks.days
        if lastDayOfMonth { byDay |= 1 << UInt64(length) }
        for day in nearestWeekdays {
            byDay |= 1 << UInt64(Self.nearestWeekday(to: min(day, length), length: length, firstWeekday: firstWeekday))
        }
        var byWeekday: UInt64 = 0
        for weekday in 0..<7 where masks.weekdays & (1 << UInt64(weekday)) != 0 {
            var day = (weekday - firstWeekday + 7) % 7 + 1
            while day <= length { byWeekday |= 1 << UInt64(day); day += 7 }
        }
        for nth in nthWeekdays {
            let day = (nth.weekday - firstWeekday + 7) % 7 + 1 + (nth.n - 1) * 7
            if day <= length { byWeekday |= 1 << UInt64(day) }
        }
        return (daysRestricted && weekdaysRestricted ? byDay | byWeekday : byDay & byWeekday) & inMonth
    }

    /// `nW`: the weekday (Monday to Friday) nearest day `day` (the month's last day when it has no
    /// day `day`), within the month: a Saturday moves
    /// to the Friday before (or the Monday after, on the 1st), a Sunday to the Monday after (or
    /// the Friday before, on the last day).
    static func nearestWeekday(to day: Int, length: Int, firstWeekday: Int) -> Int {
        let weekday = (firstWeekday + day - 1) % 7
        switch weekday {
        case 6: return day == 1 ? day + 2 : day - 1
        case 0: return day == length ? day - 2 : day + 1
        default: return day
        }
    }

    static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }
}
