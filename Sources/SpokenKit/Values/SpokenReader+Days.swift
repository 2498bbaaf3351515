import CivilTime
import Foundation

/// A calendar day as said, before it is placed in time.
enum SpokenDay: Hashable {
    /// "today" (0), "tomorrow" (1), "the day before yesterday" (-2).
    case offset(Int)
    /// "friday", "this friday", "on friday" (nearest in the context's direction, today counts),
    /// "next friday" (first after today), "last friday" (last before today).
    case weekday(Int, WeekdayChoice)
    /// "march 3rd", "3 march 2027", "2027-03-03", "3/4".
    case date(year: Int?, month: Int, day: Int)
    /// "the 5th": a day of a month not said.
    case dayOfMonth(Int)

    enum WeekdayChoice: Hashable { case nearest, next, last }
}

extension SpokenReader {
    /// Days: "today", "tomorrow", "the day after tomorrow", "[on] [this|next|last] friday",
    /// "march 3rd [2027]", "the 3rd of march", "3 march", "2027-03-03", "3/4[/2027]", "the 5th".
    func days(_ index: Int) -> [(end: Int, value: SpokenDay)] {
        var result: [(end: Int, value: SpokenDay)] = []
        let start = skipping(index, ["on"])
        switch word(start) {
        case "today": result.append((start + 1, .offset(0)))
        case "tomorrow", "tmrw", "tmr": result.append((start + 1, .offset(1)))
        case "yesterday": result.append((start + 1, .offset(-1)))
        default: break
        }
        let theDay = skipping(start, ["the"])
        if let end = after(theDay, ["day", "after", "tomorrow"]) { result.append((end, .offset(2))) }
        if let end = after(theDay, ["day", "before", "yesterday"]) { result.append((end, .offset(-2))) }

        // Weekdays.
        var choice = SpokenDay.WeekdayChoice.nearest
        var weekdayAt = start
        switch word(start) {
        case "this": weekdayAt = start + 1
        case "next", "coming": choice = .next; weekdayAt = start + 1
        case "last", "past", "previous": choice = .last; weekdayAt = start + 1
        case "the" where isWord(start + 1, ["next", "coming"]): choice = .next; weekdayAt = start + 2
        case "the" where isWord(start + 1, ["last", "past", "previous"]): choice = .last; weekdayAt = start + 2
        default: break
        }
        if let weekday = word(weekdayAt).flatMap({ SpokenWords.weekdays[$0] }) {
            result.append((weekdayAt + 1, .weekday(weekday, choice)))
        }
        result += calendarDates(start)
        return result
    }

    /// Dates by month and day: "march 3rd", "march 3 2027", "march 3rd, 2027", "3 march",
    /// "the 3rd of march 2027", "2027-03-03", "3/4", "3/4/2027", "the 5th".
    private func calendarDates(_ index: Int) -> [(end: Int, value: SpokenDay)] {
        var result: [(end: Int, value: SpokenDay)] = []
        // Month first: "march 3rd", "march 3", "march the 3rd", "march 3rd 2027"
        if let month = word(index).flatMap({ SpokenWords.months[$0] }) {
            let dayAt = skipping(index + 1, ["the"])
            for day in ordinals(dayAt) + (dayAt == index + 1 ? wholeNumbers(dayAt, in: 1...31).filter { _ in isDigits(dayAt) } : []) {
                result += withYear(day.end, month: month, day: day.value)
            }
        }
        // Day first: "3 march", "3rd of march", "the 3rd of march"
        let dayAt = skipping(index, ["the"])
        var dayReadings = ordinals(dayAt)
        if dayAt == index { dayReadings += wholeNumbers(dayAt, in: 1...31).filter { _ in isDigits(dayAt) } }
        for day in dayReadings {
            let monthAt = skipping(day.end, ["of"])
            if let month = word(monthAt).flatMap({ SpokenWords.months[$0] }) {
                result += withYear(monthAt + 1, month: month, day: day.value)
            } else if dayAt != index, (1...31).contains(day.value) {
                result.append((day.end, .dayOfMonth(day.value))) // "the 5th"
            }
        }
        // Digits: "2027-03-03", "3/4", "3/4/2027", "3/4/27"
        if isDigits(index), let first = word(index).flatMap(Int.init) {
            if word(index)?.count == 4, isDigits(index + 1), isDigits(index + 2), gap(before: index + 1) == "-", gap(before: index + 2) == "-",
               let month = word(index + 1).flatMap(Int.init), let day = word(index + 2).flatMap(Int.init) {
                result.append((index + 3, .date(year: first, month: month, day: day)))
            }
            if word(index + 1) == "/", isDigits(index + 2), let second = word(index + 2).flatMap(Int.init) {
                var year: Int? = nil
                var end = index + 3
                if word(index + 3) == "/", isDigits(index + 4), let written = word(index + 4).flatMap(Int.init) {
                    year = written < 100 ? 2000 + written : written
                    end = index + 5
                }
                result.append((end, .numeric(first, second, year: year)))
            }
        }
        return result
    }

    /// "[,] 2027" after a month and day.
    private func withYear(_ index: Int, month: Int, day: Int) -> [(end: Int, value: SpokenDay)] {
        var result: [(end: Int, value: SpokenDay)] = [(index, .date(year: nil, month: month, day: day))]
        if let year = word(index).flatMap(Int.init), isDigits(index), word(index)?.count == 4 {
            result.append((index + 1, .date(year: year, month: month, day: day)))
        }
        return result
    }
}

extension SpokenDay {
    /// "3/4" waits for the context's day/month order.
    static func numeric(_ first: Int, _ second: Int, year: Int?) -> SpokenDay {
        .date(year: year, month: -first, day: -second) // negative: order not yet decided
    }
}

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
