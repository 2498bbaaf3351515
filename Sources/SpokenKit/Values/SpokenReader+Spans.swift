import CivilTime
import Foundation

extension SpokenReader {
    /// Spans that a moment can also stand for (their start): "later today", "the rest of the
    /// month", "later this week", "early next week", "mid march", "late 2027".
    func spans(_ index: Int, _ placer: SpokenPlacer) -> [(end: Int, value: DateInterval, grain: SpokenGrain)] {
        guard ahead(index, .span) else { return [] }   // each holds one
        var result: [(end: Int, value: DateInterval, grain: SpokenGrain)] = []
        let now = placer.context.now
        func until(_ end: Int, _ next: CivilDay?) {
            guard let next, let end2 = placer.clock.instant(next), now < end2 else { return }
            result.append((end, DateInterval(start: now, end: end2), .minute))
        }
        // "the rest of the month", "for the rest of today", "later today", "later this week"
        let lead = skipping(index, ["for", "over", "during"])
        var restAt: Int? = after(skipping(lead, ["the"]), ["rest", "of"]) ?? after(skipping(lead, ["the"]), ["remainder", "of"])
        if restAt == nil, word(index) == "later" { restAt = index + 1 }
        if let restAt {
            if word(restAt) == "today" { until(restAt + 1, placer.todayDay.adding(days: 1)) }
            if let end = after(skipping(restAt, ["the"]), ["day"]), word(index) != "later" { until(end, placer.todayDay.adding(days: 1)) }
            if let end = after(skipping(restAt, ["the", "this"]), ["weekend"]), let weekend = weekend(0, placer)?.interval {
                until(end, placer.clock.local(weekend.end).day)
            }
            for period in periods(restAt) {
                switch period.value.choice {
                case .relative(0), .nearest: until(period.end, placer.span(of: period.value)?.next)
                default: break
                }
            }
        }
        // "the first half of the year", "h2 2027", "the second half of next month"
        var halves: [(end: Int, second: Bool, periods: [(end: Int, value: PeriodRef)])] = []
        let halfAt = skipping(index, ["the"])
        if isWord(halfAt, ["first", "second"]), word(halfAt + 1) == "half", word(halfAt + 2) == "of" {
            halves.append((halfAt + 3, word(halfAt) == "second", periods(halfAt + 3)))
        }
        if word(index) == "h", isWord(index + 1, ["1", "2"]), gap(before: index + 1).isEmpty {
            let yearPeriods = [(end: index + 2, value: PeriodRef(unit: .year, choice: .relative(0)))]
                + years(index + 2).map { year -> (end: Int, value: PeriodRef) in
                    switch year.value {
                    case .offset(let offset): (year.end, PeriodRef(unit: .year, choice: .relative(offset)))
                    default: (year.end, PeriodRef(unit: .year, choice: .named(0, year.value)))
                    }
                }
            halves.append((index + 2, word(index + 1) == "2", yearPeriods))
        }
        for half in halves {
            for period in half.periods where period.value.unit == .year || period.value.unit == .month {
                guard let bounds = placer.span(of: period.value) else { continue }
                let middle = period.value.unit == .year ? bounds.first.adding(months: 6) : bounds.first.adding(days: 15)
                let piece = half.second ? (middle, bounds.next) : (bounds.first, middle)
                if let start = placer.clock.instant(piece.0), let end = placer.clock.instant(piece.1) {
                    result.append((period.end, DateInterval(start: start, end: end), .day))
                }
            }
        }
        // "the first week of december", "the last week of the month": days 1–7, 8–14, …, the last seven.
        let weekAt = skipping(index, ["the"])
        var nthWeek = ordinals(weekAt).filter { (1...5).contains($0.value) }
        if word(weekAt) == "last" { nthWeek.append((weekAt + 1, -1)) }
        for nth in nthWeek where word(nth.end) == "week" && isWord(nth.end + 1, ["of", "in"]) {
            for period in periods(nth.end + 2) where period.value.unit == .month {
                guard let bounds = placer.span(of: period.value) else { continue }
                let first = nth.value > 0 ? bounds.first.adding(days: 7 * (nth.value - 1)) : bounds.next.adding(days: -7)
                guard first < bounds.next, let start = placer.clock.instant(first),
                      let end = placer.clock.instant(min(first.adding(days: 7), bounds.next)) else { continue }
                result.append((period.end, DateInterval(start: start, end: end), .day))
            }
        }
        // "christmas week", "thanksgiving weekend", "easter weekend"
        for day in days(index) {
            guard isWord(day.end, ["week", "weekend"]), let placed = placer.placeDay(day.value) else { continue }
            var first: CivilDay, next: CivilDay
            if word(day.end) == "week" {
                first = placed.adding(days: -((placed.weekday - placer.firstWeekday + 7) % 7))
                next = first.adding(days: 7)
            } else {
                // The weekend the day is on or next to, taking in a Thursday, Friday or Monday holiday.
                switch placed.weekday {
                case 5, 6: (first, next) = (placed, placed.adding(days: 9 - placed.weekday))
                case 2: (first, next) = (placed.adding(days: -2), placed.adding(days: 1))
                case 1: (first, next) = (placed.adding(days: -1), placed.adding(days: 1))
                default: (first, next) = (placed.adding(days: (7 - placed.weekday) % 7), placed.adding(days: (7 - placed.weekday) % 7 + 2))
                }
            }
            if let start = placer.clock.instant(first), let end = placer.clock.instant(next) {
                result.append((day.end + 1, DateInterval(start: start, end: end), .day))
            }
        }
        // "early next week", "mid march", "late in 2027"
        if isWord(index, ["early", "mid", "late", "middle"]) {
            let part = word(index) == "middle" ? "mid" : word(index) ?? ""
            let periodAt = word(index) == "middle" ? skipping(index + 1, ["of"]) : skipping(index + 1, ["in"])
            for period in periods(periodAt) {
                guard let bounds = placer.span(of: period.value), let piece = Self.piece(part, of: bounds, unit: period.value.unit),
                      let start = placer.clock.instant(piece.first), let end = placer.clock.instant(piece.next), start < end else { continue }
                result.append((period.end, DateInterval(start: start, end: end), .day))
            }
        }
        return result
    }

    /// The early, middle or late part of a period: the first three days of a week, its second to
    /// fourth or its last four; days 1–10, 11–20 or 21 on of a month; a quarter's months; a year's
    /// first, middle or last four months.
    static func piece(_ part: String, of bounds: SpokenPlacer.Bounds, unit: PeriodRef.Unit) -> SpokenPlacer.Bounds? {
        let first = bounds.first
        switch (unit, part) {
        case (.week, "early"): return (first, first.adding(days: 3))
        case (.week, "mid"): return (first.adding(days: 1), first.adding(days: 4))
        case (.week, "late"): return (first.adding(days: 3), bounds.next)
        case (.month, "early"): return (first, first.adding(days: 10))
        case (.month, "mid"): return (first.adding(days: 10), first.adding(days: 20))
        case (.month, "late"): return (first.adding(days: 20), bounds.next)
        case (.quarter, "early"): return (first, first.adding(months: 1))
        case (.quarter, "mid"): return (first.adding(months: 1), first.adding(months: 2))
        case (.quarter, "late"): return (first.adding(months: 2), bounds.next)
        case (.year, "early"): return (first, first.adding(months: 4))
        case (.year, "mid"): return (first.adding(months: 4), first.adding(months: 8))
        case (.year, "late"): return (first.adding(months: 8), bounds.next)
        default: return nil
        }
    }

    /// Periods read only as ranges: quarters ("q3", "next quarter", "the second quarter of
    /// 2027"), a year said alone ("2028"), and "the week|month|year after next" / "before last".
    func periodRanges(_ index: Int, _ placer: SpokenPlacer) -> [(end: Int, value: DateInterval, grain: SpokenGrain)] {
        var result: [(end: Int, value: DateInterval, grain: SpokenGrain)] = []
        for period in periods(skipping(index, ["in", "during", "over", "for"])) {
            let grain: SpokenGrain
            switch (period.value.unit, period.value.choice) {
            case (.quarter, _): grain = .month
            case (.year, .named): grain = .year
            case (let unit, .relative(let offset)) where abs(offset) == 2: grain = unit == .week ? .week : (unit == .month ? .month : .year)
            default: continue
            }
            guard let bounds = placer.span(of: period.value), let start = placer.clock.instant(bounds.first),
                  let end = placer.clock.instant(bounds.next), start < end else { continue }
            result.append((period.end, DateInterval(start: start, end: end), grain))
        }
        return result
    }

    /// Ranges between two times of day, on a day said before, after or not at all: "from 2pm to
    /// 4pm on friday", "friday from 2 to 4", "between 9 and 5 tomorrow", "from 8 to 4". Times with
    /// am/pm open are read as daytime hours: the start as on a named day (1–6 afternoon, 7–11
    /// morning), the end as the first such hour after the start; one side's am/pm said settles
    /// the other ("from 2 to 4pm", "from 10 to 2pm").
    func timeRanges(_ index: Int, _ placer: SpokenPlacer) -> [(end: Int, value: DateInterval)] {
        var result: [(end: Int, value: DateInterval)] = []
        // Where the first time starts, the day said before it, and the part of the day said before it.
        var leads: [(at: Int, day: Date?, part: PartOfDay?, joiners: [String])] = []
        let fromJoiners = ["to", "until", "till", "til", "through", "thru", "and"]
        func lead(_ at: Int, _ day: Date?, _ part: PartOfDay?) {
            if word(at) == "from" { leads.append((skipping(at + 1, ["at"]), day, part, fromJoiners)) }
            if word(at) == "between" { leads.append((skipping(at + 1, ["at"]), day, part, ["and"])) }
            if day != nil, word(at) != "from", word(at) != "between" { leads.append((at, day, part, ["to", "until", "till", "til"])) }  // "monday 9 to 5"
        }
        lead(index, nil, nil)
        for day in dayAnchors(index) where isWord(day.end, ["from", "between"]) || times(day.end).contains(where: { isWord($0.end, ["to", "until", "till", "til"]) }) {
            lead(day.end, placer.start(day.day), nil)
        }
        for part in dayParts(index, placer) where isWord(part.end, ["from", "between"]) { lead(part.end, placer.start(part.day), part.part) }
        for lead in leads {
            let joiners = lead.joiners
            for first in times(lead.at) where isWord(first.end, joiners) {
                for second in times(skipping(first.end + 1, ["at"])) {
                    var hours = Self.daytime(first.value, second.value)
                    if let part = lead.part {
                        let start = part.hour(of: first.value) * 60 + first.value.minute
                        var end = part.hour(of: second.value) * 60 + second.value.minute
                        if end <= start { end += 24 * 60 }
                        hours = (start, end)
                    }
                    guard let hours else { continue }
                    if let day = lead.day {
                        if let range = placer.range(hours, on: day) { result.append((second.end, range)) }
                        continue
                    }
                    if let range = placer.range(hours, on: nil) { result.append((second.end, range)) }
                    for day in dayAnchors(skipping(second.end, ["on"])) {
                        if let start = placer.start(day.day), let range = placer.range(hours, on: start) { result.append((day.end, range)) }
                    }
                }
            }
        }
        return result
    }

    /// Start and end of a time range in minutes from midnight (the end may pass into the next day).
    static func daytime(_ first: SpokenTime, _ second: SpokenTime) -> (start: Int, end: Int)? {
        func minutes(_ hour: Int, _ time: SpokenTime) -> Int { hour * 60 + time.minute }
        let start: Int
        if first.isSettled {
            start = minutes(first.hour, first)
        } else if second.isSettled {
            // The latest reading of the start before the end: "from 2 to 4pm" is 14:00, "from 10 to 2pm" 10:00.
            let end = minutes(second.hour, second)
            guard let latest = first.hours.map({ minutes($0, first) }).filter({ $0 < end }).max() else { return nil }
            start = latest
        } else {
            let hour = (1...6).contains(first.hour) ? first.hour + 12 : first.hour
            start = minutes(hour, first)
        }
        // The end: the first reading after the start, within a day.
        let ends = second.hours.flatMap { [minutes($0, second), minutes($0, second) + 24 * 60] }.filter { $0 > start }
        guard let end = ends.min(), end - start < 24 * 60 else { return nil }
        return (start, end)
    }
}

extension SpokenPlacer {
    /// A time range on a day, or, with no day said, on the next day it starts (looking back: the
    /// last day it started).
    func range(_ minutes: (start: Int, end: Int), on day: Date?) -> DateInterval? {
        func on(_ day: Date) -> DateInterval? {
            guard let start = at(0, minutes.start, on: day), let end = at(0, minutes.end, on: day), start < end else { return nil }
            return DateInterval(start: start, end: end)
        }
        if let day { return on(day) }
        let now = context.now
        for offset in context.direction == .future ? [0, 1] : [0, -1] {
            guard let day = self.day(offset, from: today), let range = on(day) else { continue }
            if context.direction == .future ? range.start >= now : range.start <= now { return range }
        }
        return nil
    }
}
