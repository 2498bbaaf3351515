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

/// Places spoken days and times in time, in a context.
struct SpokenPlacer {
    let context: SpokenContext
    var calendar: Calendar { context.calendar }

    var today: Date { calendar.startOfDay(for: context.now) }

    func day(_ offset: Int, from day: Date) -> Date? { calendar.date(byAdding: .day, value: offset, to: day) }

    /// The start of the day `spoken` names; nil for a day that does not exist ("february 30th").
    func place(_ spoken: SpokenDay) -> Date? {
        switch spoken {
        case .offset(let offset):
            return day(offset, from: today)
        case .weekday(let weekday, let choice):
            let current = calendar.component(.weekday, from: today)
            let ahead = (weekday - current + 7) % 7
            switch choice {
            case .next: return day(ahead == 0 ? 7 : ahead, from: today)
            case .last: return day(ahead == 0 ? -7 : ahead - 7, from: today)
            case .nearest:
                if ahead == 0 { return today }
                return context.direction == .future ? day(ahead, from: today) : day(ahead - 7, from: today)
            }
        case .date(let year, var month, var day):
            if month < 0 {
                (month, day) = context.dayMonthOrder == .monthFirst ? (-month, -day) : (-day, -month)
            }
            guard (1...12).contains(month), (1...31).contains(day) else { return nil }
            if let year { return date(year: year, month: month, day: day) }
            let thisYear = calendar.component(.year, from: today)
            // The next such date (this year's when it has not passed), or the last one.
            for offset in context.direction == .future ? [0, 1, 2, 3, 4] : [0, -1, -2, -3, -4] {
                guard let candidate = date(year: thisYear + offset, month: month, day: day) else { continue }
                if context.direction == .future ? candidate >= today : candidate <= today { return candidate }
            }
            return nil
        case .dayOfMonth(let dayOfMonth):
            guard let thisMonth = calendar.dateInterval(of: .month, for: today)?.start else { return nil }
            for offset in context.direction == .future ? Array(0...3) : Array((-3)...0).reversed() {
                guard let month = calendar.date(byAdding: .month, value: offset, to: thisMonth) else { continue }
                let parts = calendar.dateComponents([.year, .month], from: month)
                guard let year = parts.year, let monthNumber = parts.month,
                      let candidate = date(year: year, month: monthNumber, day: dayOfMonth) else { continue }
                if context.direction == .future ? candidate >= today : candidate <= today { return candidate }
            }
            return nil
        }
    }

    /// Midnight starting that day, if the day exists.
    func date(year: Int, month: Int, day: Int) -> Date? {
        guard (1...9999).contains(year), let first = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
              let days = calendar.range(of: .day, in: .month, for: first), days.contains(day) else { return nil }
        return calendar.date(from: DateComponents(year: year, month: month, day: day)).map { calendar.startOfDay(for: $0) }
    }

    /// `time` on `day`, or nil when the clock skips it (a daylight-saving gap moves it forward).
    func at(_ hour: Int, _ minute: Int, on day: Date) -> Date? {
        calendar.date(bySettingHour: hour, minute: minute, second: 0, of: day)
    }
}
