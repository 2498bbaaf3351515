import CivilTime
import Foundation

/// Expanding a recurring event into its occurrences, over a bounded window.
public enum Recurrence {
    /// The most occurrences read from one series, and the latest day looked at.
    public struct Window: Sendable {
        /// No occurrence after this instant is made.
        public var end: Date
        /// At most this many occurrences of one series (the earliest ones).
        public var limit: Int

        public init(end: Date, limit: Int = 1000) {
            self.end = end
            self.limit = limit
        }
    }

    /// The starts of `rule`'s occurrences from `start` (the first, always included, as RFC 5545
    /// says DTSTART is), in order, within `window`.
    public static func starts(of rule: RecurrenceRule, from start: CalendarTime, within window: Window) -> [CalendarTime] {
        var result: [CalendarTime] = []
        let until = rule.until?.instant
        var produced = 0
        var period = 0
        // Each period (a day, a week, a month, a year) gives its candidate days in order.
        let lastDay = CivilDay(number: Int((window.end.timeIntervalSince1970 / 86_400).rounded(.down)) + 1)
        while result.count < window.limit, periodStart(rule, start: start, period: period * rule.interval) <= lastDay {
            let days = candidates(rule, start: start, period: period * rule.interval)
            period += 1
            var passedEnd = false
            for day in days {
                let time = CalendarTime(day: day, secondOfDay: rule.secondOfDay(after: start.secondOfDay), zone: start.zone)
                guard day >= start.day else { continue }
                let instant = time.instant
                if let until, instant > until { passedEnd = true; break }
                if instant > window.end { passedEnd = true; break }
                if let count = rule.count, produced >= count { passedEnd = true; break }
                produced += 1
                result.append(time)
                if result.count >= window.limit { break }
            }
            if passedEnd { break }
            if let count = rule.count, produced >= count { break }
        }
        // DTSTART is an occurrence even where the rule would not pick it (RFC 5545 leaves such a
        // set undefined); COUNT then counts the rule's own, as dateutil and recurring-ical-events do.
        if result.first?.day != start.day { result.insert(start, at: 0) }
        return result
    }

    /// How many days `day` is after the start of its week (the rule's WKST).
    static func daysIntoWeek(_ day: CivilDay, _ rule: RecurrenceRule) -> Int {
        (day.weekday - 1 - rule.weekStart + 7) % 7
    }

    /// The first day of the `offset`th period after the one holding `start`.
    static func periodStart(_ rule: RecurrenceRule, start: CalendarTime, period offset: Int) -> CivilDay {
        switch rule.frequency {
        case .daily: start.day.adding(days: offset)
        case .weekly: start.day.adding(days: -daysIntoWeek(start.day, rule) + offset * 7)
        case .monthly: CivilDay(year: start.day.year, month: start.day.month, day: 1).adding(months: offset)
        case .yearly: CivilDay(year: start.day.year + offset, month: 1, day: 1)
        }
    }

    /// The days of the `offset`th period after the one holding `start`, that the rule allows.
    static func candidates(_ rule: RecurrenceRule, start: CalendarTime, period offset: Int) -> [CivilDay] {
        var days: [CivilDay]
        switch rule.frequency {
        case .daily:
            days = [start.day.adding(days: offset)]
        case .weekly:
            // Weeks start on the rule's WKST (Monday unless it says).
            let first = start.day.adding(days: -daysIntoWeek(start.day, rule)).adding(days: offset * 7)
            let weekdays = rule.byDay.isEmpty ? [start.day.weekday - 1] : rule.byDay.map(\.weekday)
            days = (0..<7).map { first.adding(days: $0) }.filter { weekdays.contains($0.weekday - 1) }
        case .monthly:
            let month = CivilDay(year: start.day.year, month: start.day.month, day: 1).adding(months: offset)
            days = daysOfMonth(rule, year: month.year, month: month.month, start: start)
        case .yearly:
            let year = start.day.year + offset
            let months = rule.byMonth.isEmpty ? [start.day.month] : rule.byMonth.sorted()
            if rule.byMonth.isEmpty, rule.byMonthDay.isEmpty, !rule.byDay.isEmpty {
                // BYDAY alone in a yearly rule: within the year (e.g. -1SU: the year's last Sunday).
                days = weekdaysOfSpan(rule.byDay, first: CivilDay(year: year, month: 1, day: 1), length: CivilDay.exists(year: year, month: 2, day: 29) ? 366 : 365)
            } else {
                days = months.flatMap { daysOfMonth(rule, year: year, month: $0, start: start) }
            }
        }
        if !rule.byMonth.isEmpty { days = days.filter { rule.byMonth.contains($0.month) } }
        if rule.frequency == .daily || rule.frequency == .weekly {
            if !rule.byMonthDay.isEmpty {
                days = days.filter { day in
                    let length = CivilDay.length(year: day.year, month: day.month)
                    return rule.byMonthDay.contains { $0 > 0 ? $0 == day.day : length + $0 + 1 == day.day }
                }
            }
            if rule.frequency == .daily, !rule.byDay.isEmpty { days = days.filter { day in rule.byDay.contains { $0.weekday == day.weekday - 1 } } }
        }
        days.sort()
        if !rule.bySetPosition.isEmpty {
            let all = days
            days = rule.bySetPosition.compactMap { position in
                let index = position > 0 ? position - 1 : all.count + position
                return all.indices.contains(index) ? all[index] : nil
            }.sorted()
        }
        return days
    }

    static func daysOfMonth(_ rule: RecurrenceRule, year: Int, month: Int, start: CalendarTime) -> [CivilDay] {
        let length = CivilDay.length(year: year, month: month)
        let first = CivilDay(year: year, month: month, day: 1)
        var days: [CivilDay] = []
        if !rule.byMonthDay.isEmpty {
            for number in rule.byMonthDay {
                let day = number > 0 ? number : length + number + 1
                if (1...length).contains(day) { days.append(CivilDay(year: year, month: month, day: day)) }
            }
            if !rule.byDay.isEmpty { days = days.filter { day in rule.byDay.contains { $0.weekday == day.weekday - 1 } } }
        } else if !rule.byDay.isEmpty {
            days = weekdaysOfSpan(rule.byDay, first: first, length: length)
        } else if start.day.day <= length {
            days = [CivilDay(year: year, month: month, day: start.day.day)]
        }
        return days
    }

    /// The days of a span (a month or a year) that `byDay` names: every such weekday, or the nth
    /// (from the end when negative).
    static func weekdaysOfSpan(_ byDay: [RecurrenceRule.Weekday], first: CivilDay, length: Int) -> [CivilDay] {
        var days: [CivilDay] = []
        for item in byDay {
            let offset = (item.weekday - (first.weekday - 1) + 7) % 7
            let all = Swift.stride(from: offset, to: length, by: 7).map { first.adding(days: $0) }
            if let ordinal = item.ordinal {
                let index = ordinal > 0 ? ordinal - 1 : all.count + ordinal
                if all.indices.contains(index) { days.append(all[index]) }
            } else {
                days += all
            }
        }
        return days
    }
}
