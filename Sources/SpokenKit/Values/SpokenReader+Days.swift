import CivilTime
import Foundation

/// A calendar day as said, before it is placed in time.
indirect enum SpokenDay: Hashable {
    /// "today" (0), "tomorrow" (1), "the day before yesterday" (-2).
    case offset(Int)
    /// "friday", "this friday", "on friday" (nearest in the context's direction, today counts),
    /// "next friday", "this coming friday" (first after today), "last friday", "this past friday"
    /// (last before today).
    case weekday(Int, WeekdayChoice)
    /// "march 3rd", "3 march 2027", "2027-03-03", "3/4".
    case date(year: Int?, month: Int, day: Int)
    /// "the 5th": a day of a month not said.
    case dayOfMonth(Int)
    /// "christmas", "next easter", "thanksgiving 2027", "halloween last year".
    case holiday(Holiday, YearChoice)
    /// A day inside a period: "the end of next month", "the third thursday of march",
    /// "thursday next week", "june 5th next year".
    case inPeriod(DayInPeriod, PeriodRef)
    /// Another day moved: "the day after thanksgiving", "a week from friday", "monday after next".
    case shifted(SpokenDay, days: Int, months: Int)

    enum WeekdayChoice: Hashable { case nearest, next, last }
}

extension SpokenReader {
    /// Days: "today", "tomorrow", "the day after tomorrow", "[on] [this|next|last] friday",
    /// "march 3rd [2027|next year]", "the 3rd of march", "3 march", "2027-03-03", "3/4[/2027]",
    /// "the 5th", holidays ("christmas", "next easter"), days in a period ("the end of next month",
    /// "the third thursday of march", "thursday next week") and days moved from another
    /// ("the day after thanksgiving", "a week from friday", "monday after next").
    func readDays(_ index: Int) -> [(end: Int, value: SpokenDay)] {
        var result: [(end: Int, value: SpokenDay)] = []
        let start = skipping(index, ["on"])
        switch word(start) {
        case "today": result.append((start + 1, .offset(0)))
        case "tomorrow", "tmrw", "tmr": result.append((start + 1, .offset(1)))
        case "yesterday": result.append((start + 1, .offset(-1)))
        default: break
        }
        // Each kind of day holds a word of its kind within its first four words ("this coming
        // friday", "at the end of", "the day after", "a couple of days"): the others are not tried.
        let clues = clues(start, 4)
        if !clues.isDisjoint(with: [.weekday, .period]) { result += weekdays(start) }
        if !clues.isDisjoint(with: [.month, .ordinal, .digits]) { result += calendarDates(start) }
        if clues.contains(.holiday) { result += holidayDays(start) }
        if !clues.isDisjoint(with: [.pick, .ordinal, .digits]) { result += daysInPeriods(start) }
        if !clues.isDisjoint(with: [.day, .unit]) { result += movedDays(start) }
        return result
    }

    /// "friday", "this friday", "next friday", "the last friday", "this coming friday", "this past
    /// friday"; "friday next week", "next week friday", "tuesday of last week"; "monday after next".
    private func weekdays(_ start: Int) -> [(end: Int, value: SpokenDay)] {
        var result: [(end: Int, value: SpokenDay)] = []
        let (choice, weekdayAt) = choiceOfDay(start, theAlone: true)   // "the" alone: only with "after next"
        if let weekday = weekday(weekdayAt) {
            let end = weekdayAt + 1
            if weekdayAt != start + 1 || word(start) != "the" { result.append((end, .weekday(weekday, choice))) }
            if choice == .nearest {
                // "monday after next": the monday after next monday.
                if let afterNext = after(end, ["after", "next"]) { result.append((afterNext, .shifted(.weekday(weekday, .next), days: 7, months: 0))) }
                // "thursday next week", "tuesday of last week"
                if weekdayAt == start {
                    for week in relativeWeeks(skipping(end, ["of"])) {
                        result.append((week.end, .inPeriod(.weekday(weekday, nth: 1), PeriodRef(unit: .week, choice: .relative(week.value)))))
                    }
                }
            }
        }
        // "next week thursday", "last week friday"
        for week in relativeWeeks(start) {
            if let weekday = weekday(week.end) {
                result.append((week.end + 1, .inPeriod(.weekday(weekday, nth: 1), PeriodRef(unit: .week, choice: .relative(week.value)))))
            }
        }
        return result
    }

    /// Which one of a recurring day is meant, and where its name starts: "[this] friday" (the
    /// nearest), "next|coming|this coming|the next friday" (the first after today), "last|past|
    /// previous|this past|the last friday" (the last before today); with `theAlone`, "the friday".
    private func choiceOfDay(_ start: Int, theAlone: Bool) -> (SpokenDay.WeekdayChoice, Int) {
        switch word(start) {
        case "this" where isWord(start + 1, ["coming"]): (.next, start + 2)
        case "this" where isWord(start + 1, ["past"]): (.last, start + 2)
        case "this": (.nearest, start + 1)
        case "next", "coming": (.next, start + 1)
        case "last", "past", "previous": (.last, start + 1)
        case "the" where isWord(start + 1, ["next", "coming"]): (.next, start + 2)
        case "the" where isWord(start + 1, ["last", "past", "previous"]): (.last, start + 2)
        case "the" where theAlone: (.nearest, start + 1)
        default: (.nearest, start)
        }
    }

    /// "this week" (0), "next week" (1), "last week" (-1), "the week after next" (2).
    private func relativeWeeks(_ index: Int) -> [(end: Int, value: Int)] {
        periods(index).compactMap { period in
            guard period.value.unit == .week, case .relative(let offset) = period.value.choice else { return nil }
            return (period.end, offset)
        }
    }

    /// "christmas", "this christmas", "next easter", "last valentine's day", "christmas 2027",
    /// "halloween next year".
    private func holidayDays(_ start: Int) -> [(end: Int, value: SpokenDay)] {
        let (said, at) = choiceOfDay(start, theAlone: false)
        let choice: YearChoice = switch said { case .nearest: .nearest; case .next: .next; case .last: .last }
        var result: [(end: Int, value: SpokenDay)] = []
        for holiday in holidays(at) {
            result.append((holiday.end, .holiday(holiday.value, choice)))
            if at == start {
                for year in years(holiday.end) { result.append((year.end, .holiday(holiday.value, year.value))) }
            }
        }
        return result
    }

    /// A year after a day: "2027", "next year", "this year", "last year".
    func years(_ index: Int) -> [(end: Int, value: YearChoice)] {
        if isDigits(index), word(index)?.count == 4, let year = word(index).flatMap(Int.init) { return [(index + 1, .exactly(year))] }
        guard word(index + 1) == "year" else { return [] }
        switch word(index) {
        case "next": return [(index + 2, .offset(1))]
        case "this": return [(index + 2, .offset(0))]
        case "last": return [(index + 2, .offset(-1))]
        default: return []
        }
    }

    /// Days moved from another: "the day after thanksgiving", "the day before yesterday",
    /// "a week from friday", "two days before christmas", "three days after monday".
    private func movedDays(_ start: Int) -> [(end: Int, value: SpokenDay)] {
        var result: [(end: Int, value: SpokenDay)] = []
        let theDay = skipping(start, ["the"])
        if word(theDay) == "day", isWord(theDay + 1, ["after", "before"]) {
            let sign = word(theDay + 1) == "after" ? 1 : -1
            for day in days(theDay + 2) { result.append((day.end, .shifted(day.value, days: sign, months: 0))) }
        }
        for duration in durations(start) where isWord(duration.end, ["after", "from", "before"]) {
            let length = duration.value
            let days = length.days + 7 * length.weeks, months = length.months + 12 * length.years
            guard length.seconds == 0, days == days.rounded(), months == months.rounded(), abs(days) < 100_000, abs(months) < 10_000 else { continue }
            let sign = word(duration.end) == "before" ? -1 : 1
            for day in self.days(duration.end + 1) {
                result.append((day.end, .shifted(day.value, days: sign * Int(days), months: sign * Int(months))))
            }
        }
        return result
    }

    /// Dates by month and day: "march 3rd", "march 3 2027", "march 3rd, 2027", "3 march",
    /// "the 3rd of march 2027", "2027-03-03", "3/4", "3/4/2027", "the 5th".
    private func calendarDates(_ index: Int) -> [(end: Int, value: SpokenDay)] {
        var result: [(end: Int, value: SpokenDay)] = []
        // Month first: "march 3rd", "march 3", "march the 3rd", "march 3rd 2027"
        if let month = month(index) {
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
            if let month = month(monthAt) {
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

    /// "[,] 2027", "next year", "last year" after a month and day.
    private func withYear(_ index: Int, month: Int, day: Int) -> [(end: Int, value: SpokenDay)] {
        var result: [(end: Int, value: SpokenDay)] = [(index, .date(year: nil, month: month, day: day))]
        for year in years(index) {
            switch year.value {
            case .exactly(let number): result.append((year.end, .date(year: number, month: month, day: day)))
            default: result.append((year.end, .inPeriod(.day(day), PeriodRef(unit: .month, choice: .named(month, year.value)))))
            }
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

