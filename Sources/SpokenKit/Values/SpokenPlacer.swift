import CivilTime
import Foundation

/// Places spoken days and times in time, in a context: on the Gregorian calendar, in the
/// context's time zone, with weeks starting on its calendar's first weekday. Today is worked
/// out once, and wall-clock times are turned into instants from the zone's offsets alone.
struct SpokenPlacer {
    let context: SpokenContext
    let clock: LocalTime
    /// Today on the calendar, and the instant it starts.
    let todayDay: CivilDay
    let today: Date

    init(context: SpokenContext) {
        self.context = context
        clock = LocalTime(zone: context.calendar.timeZone)
        todayDay = clock.local(context.now).day
        today = clock.instant(todayDay) ?? context.now
    }

    var firstWeekday: Int { context.calendar.firstWeekday }

    /// The start of the day `offset` days from the day `date` falls on.
    func day(_ offset: Int, from date: Date) -> Date? {
        clock.instant(clock.local(date).day.adding(days: offset))
    }

    /// The start of the day `spoken` names; nil for a day that does not exist ("february 30th").
    func place(_ spoken: SpokenDay) -> Date? {
        placeDay(spoken).flatMap { clock.instant($0) }
    }

    func placeDay(_ spoken: SpokenDay) -> CivilDay? {
        switch spoken {
        case .offset(let offset):
            return todayDay.adding(days: offset)
        case .weekday(let wanted, let choice):
            let ahead = (wanted - todayDay.weekday + 7) % 7
            switch choice {
            case .next: return todayDay.adding(days: ahead == 0 ? 7 : ahead)
            case .last: return todayDay.adding(days: ahead == 0 ? -7 : ahead - 7)
            case .nearest:
                if ahead == 0 { return todayDay }
                return todayDay.adding(days: context.direction == .future ? ahead : ahead - 7)
            }
        case .date(let givenYear, var month, var day):
            if month < 0 {
                (month, day) = context.dayMonthOrder == .monthFirst ? (-month, -day) : (-day, -month)
                // A number over 12 can only be the day: "3/14" is March 14 whichever order is usual.
                if month > 12, day <= 12 { (month, day) = (day, month) }
            }
            guard (1...12).contains(month), (1...31).contains(day) else { return nil }
            if let givenYear {
                return CivilDay.exists(year: givenYear, month: month, day: day) ? CivilDay(year: givenYear, month: month, day: day) : nil
            }
            // The next such date (this year's when it has not passed), or the last one.
            let future = context.direction == .future
            let wanted = (month, day), current = (todayDay.month, todayDay.day)
            var year = future ? (wanted >= current ? todayDay.year : todayDay.year + 1) : (wanted <= current ? todayDay.year : todayDay.year - 1)
            for _ in 0..<8 {
                if CivilDay.exists(year: year, month: month, day: day) { return CivilDay(year: year, month: month, day: day) }
                year += future ? 1 : -1
            }
            return nil
        case .holiday(let holiday, let choice):
            return yearly(choice) { holiday.day(in: $0, country: context.country) }
        case .inPeriod(let which, let period):
            return day(in: period) { pick(which, in: $0, unit: period.unit) }
        case .shifted(let base, let days, let months):
            return placeDay(base).map { $0.adding(months: months).adding(days: days) }
        case .dayOfMonth(let day):
            let future = context.direction == .future
            var first = CivilDay(year: todayDay.year, month: todayDay.month, day: 1)
            if future ? day < todayDay.day : day > todayDay.day { first = first.adding(months: future ? 1 : -1) }
            for _ in 0..<4 {
                if CivilDay.exists(year: first.year, month: first.month, day: day) { return CivilDay(year: first.year, month: first.month, day: day) }
                first = first.adding(months: future ? 1 : -1)
            }
            return nil
        }
    }

    /// The first moment of that day, if the day exists.
    func date(year: Int, month: Int, day: Int) -> Date? {
        guard CivilDay.exists(year: year, month: month, day: day) else { return nil }
        return clock.instant(CivilDay(year: year, month: month, day: day))
    }

    /// `hour`:`minute` on the day `day` falls on; a time the clock skips (a daylight-saving gap)
    /// moves to the moment the clocks go forward.
    func at(_ hour: Int, _ minute: Int, on day: Date) -> Date? {
        clock.instant(clock.local(day).day, hour: hour, minute: minute)
    }

    /// The day whose `part` is the next one still to end (looking back: the last one begun).
    func nextDay(with part: PartOfDay) -> Date? {
        let now = context.now
        for offset in context.direction == .future ? [0, 1] : [0, -1] {
            guard let day = day(offset, from: today), let span = span(of: part, on: day) else { continue }
            if context.direction == .future ? span.end > now : span.start <= now { return day }
        }
        return nil
    }

    /// The hours a part of the day spans on the day starting at `day`.
    func span(of part: PartOfDay, on day: Date) -> DateInterval? {
        let hours = part.hours
        guard let start = at(hours.start, 0, on: day), let next = self.day(hours.end / 24, from: day),
              let end = at(hours.end % 24, 0, on: next), start < end else { return nil }
        return DateInterval(start: start, end: end)
    }

    /// The first day of the week, month or year `step` of them from the current one.
    func start(of unit: SpokenGrain, _ step: Int) -> CivilDay {
        switch unit {
        case .week:
            let back = (todayDay.weekday - firstWeekday + 7) % 7
            return todayDay.adding(days: -back + 7 * step)
        case .month:
            return CivilDay(year: todayDay.year, month: todayDay.month, day: 1).adding(months: step)
        case .year:
            return CivilDay(year: todayDay.year + step, month: 1, day: 1)
        default:
            return todayDay.adding(days: step)
        }
    }

    /// The span of the week, month or year `step` of them from the current one.
    func span(of unit: SpokenGrain, _ step: Int) -> DateInterval? {
        let first = start(of: unit, step)
        let next: CivilDay
        switch unit {
        case .week: next = first.adding(days: 7)
        case .month: next = first.adding(months: 1)
        case .year: next = first.adding(months: 12)
        default: next = first.adding(days: 1)
        }
        guard let start = clock.instant(first), let end = clock.instant(next), start < end else { return nil }
        return DateInterval(start: start, end: end)
    }
}
