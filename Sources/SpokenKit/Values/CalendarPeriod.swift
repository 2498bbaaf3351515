import CivilTime

/// Which year a yearly day or period is in: "christmas" (the nearest), "next christmas",
/// "last christmas", "christmas 2027", "christmas next year".
enum YearChoice: Hashable {
    /// In the context's direction; today (or the period under way) counts.
    case nearest
    /// The first one after today.
    case next
    /// The last one before today.
    case last
    case exactly(Int)
    /// This year (0), next year (1), last year (-1).
    case offset(Int)
}

/// A calendar period as said: "next month", "the month", "march 2027", "q3", "the week after next".
struct PeriodRef: Hashable {
    enum Unit: Hashable { case week, month, quarter, year }

    enum Choice: Hashable {
        /// This (0), next (1), last (-1), after next (2), before last (-2).
        case relative(Int)
        /// "the month": the one under way or to come (looking back: under way or past).
        case nearest
        /// A month (1–12) or quarter (1–4) by its number, in a year; for years the number is unused.
        case named(Int, YearChoice)
    }

    var unit: Unit
    var choice: Choice
}

/// A day picked inside a period: "the last day of", "the end of", "the third thursday of".
enum DayInPeriod: Hashable {
    case first
    case last
    /// The last day, except for a week, whose end is its Friday (the end of the working week).
    case end
    /// The nth day: "the 15th of next month".
    case day(Int)
    /// The nth weekday (1 Sunday … 7 Saturday); nth -1 is the last.
    case weekday(Int, nth: Int)
    /// The first or last Monday–Friday.
    case firstWorkday
    case lastWorkday
}

extension SpokenPlacer {
    /// The first day of a period and the first day after it.
    typealias Bounds = (first: CivilDay, next: CivilDay)

    /// The period `offset` periods from the one holding today.
    func bounds(_ unit: PeriodRef.Unit, offset: Int) -> Bounds {
        switch unit {
        case .week:
            let first = start(of: .week, offset)
            return (first, first.adding(days: 7))
        case .month:
            let first = start(of: .month, offset)
            return (first, first.adding(months: 1))
        case .quarter:
            let current = CivilDay(year: todayDay.year, month: (todayDay.month - 1) / 3 * 3 + 1, day: 1)
            let first = current.adding(months: 3 * offset)
            return (first, first.adding(months: 3))
        case .year:
            let first = CivilDay(year: todayDay.year + offset, month: 1, day: 1)
            return (first, first.adding(months: 12))
        }
    }

    /// The month (or quarter, or year) numbered `number` in `year`.
    func bounds(_ unit: PeriodRef.Unit, number: Int, year: Int) -> Bounds? {
        switch unit {
        case .month where (1...12).contains(number):
            let first = CivilDay(year: year, month: number, day: 1)
            return (first, first.adding(months: 1))
        case .quarter where (1...4).contains(number):
            let first = CivilDay(year: year, month: number * 3 - 2, day: 1)
            return (first, first.adding(months: 3))
        case .year:
            let first = CivilDay(year: year, month: 1, day: 1)
            return (first, first.adding(months: 12))
        default:
            return nil
        }
    }

    /// The years a yearly choice may fall in, nearest first, for a search that keeps the first
    /// one that does.
    private func years(_ choice: YearChoice) -> [Int] {
        let year = todayDay.year
        switch choice {
        case .exactly(let given): return [given]
        case .offset(let offset): return [year + offset]
        case .next: return Array(year - 1...year + 8)
        case .last: return Array((year - 8...year + 1).reversed())
        case .nearest: return context.direction == .future ? Array(year - 1...year + 8) : Array((year - 8...year + 1).reversed())
        }
    }

    /// Whether a day fits a choice: after today for "next", before for "last", today counting
    /// for the nearest one in the context's direction.
    private func fits(_ day: CivilDay, _ choice: YearChoice) -> Bool {
        switch choice {
        case .exactly, .offset: return true
        case .next: return day > todayDay
        case .last: return day < todayDay
        case .nearest: return context.direction == .future ? day >= todayDay : day <= todayDay
        }
    }

    /// The day `pick` gives in the year `choice` names: "christmas", "next easter", "thanksgiving 2027".
    func yearly(_ choice: YearChoice, _ pick: (Int) -> CivilDay?) -> CivilDay? {
        for year in years(choice) where (1...9999).contains(year) {
            if let day = pick(year), fits(day, choice) { return day }
        }
        return nil
    }

    /// The day `pick` chooses inside the period `period` names. A period that is not pinned
    /// ("the month", "march") is the first whose day fits the context's direction, today counting.
    func day(in period: PeriodRef, _ pick: (Bounds) -> CivilDay?) -> CivilDay? {
        switch period.choice {
        case .relative(let offset):
            return pick(bounds(period.unit, offset: offset))
        case .nearest:
            let future = context.direction == .future
            for step in 0..<14 {
                if let day = pick(bounds(period.unit, offset: future ? step : -step)), future ? day >= todayDay : day <= todayDay { return day }
            }
            return nil
        case .named(let number, let choice):
            return yearly(choice) { year in bounds(period.unit, number: number, year: year).flatMap(pick) }
        }
    }

    /// The period itself: for one not pinned, the one under way or to come (looking back: under
    /// way or past); "next q3" is the first that starts after today, "last q3" the last that ended.
    func span(of period: PeriodRef) -> Bounds? {
        switch period.choice {
        case .relative(let offset):
            return bounds(period.unit, offset: offset)
        case .nearest:
            return bounds(period.unit, offset: 0)
        case .named(let number, let choice):
            for year in years(choice) where (1...9999).contains(year) {
                guard let found = bounds(period.unit, number: number, year: year) else { return nil }
                switch choice {
                case .exactly, .offset: return found
                case .next: if found.first > todayDay { return found }
                case .last: if found.next <= todayDay { return found }
                case .nearest:
                    if context.direction == .future ? found.next > todayDay : found.first <= todayDay { return found }
                }
            }
            return nil
        }
    }

    /// The day `which` names in a period.
    func pick(_ which: DayInPeriod, in bounds: Bounds, unit: PeriodRef.Unit) -> CivilDay? {
        let last = bounds.next.adding(days: -1)
        switch which {
        case .first: return bounds.first
        case .last: return last
        case .end: return unit == .week ? bounds.first.adding(days: (6 - bounds.first.weekday + 7) % 7) : last
        case .day(let number):
            let day = bounds.first.adding(days: number - 1)
            return number >= 1 && day < bounds.next ? day : nil
        case .weekday(let weekday, let nth):
            let day = CivilDay.nth(nth, weekday, from: bounds.first, through: last)
            return day >= bounds.first && day < bounds.next ? day : nil
        case .firstWorkday:
            var day = bounds.first
            while day.weekday == 1 || day.weekday == 7 { day = day.adding(days: 1) }
            return day < bounds.next ? day : nil
        case .lastWorkday:
            var day = last
            while day.weekday == 1 || day.weekday == 7 { day = day.adding(days: -1) }
            return day >= bounds.first ? day : nil
        }
    }
}

extension CivilDay {
    /// The nth `weekday` (1 Sunday … 7 Saturday) counted from `first`, or for `nth` -1 the last one
    /// on or before `last`; it may fall outside the two when there is no such day.
    static func nth(_ nth: Int, _ weekday: Int, from first: CivilDay, through last: CivilDay) -> CivilDay {
        nth > 0 ? first.adding(days: (weekday - first.weekday + 7) % 7 + 7 * (nth - 1))
                : last.adding(days: -((last.weekday - weekday + 7) % 7))
    }
}
