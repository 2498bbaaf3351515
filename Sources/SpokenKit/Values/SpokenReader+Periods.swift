extension SpokenReader {
    /// Calendar periods: "[the] week|month|quarter|year" (the one under way), "this|next|last
    /// month", "the month after next", "the week before last", "march [2027|next year]", "2027",
    /// "q3 [2027]", "the third quarter [of 2027|of next year]".
    func readPeriods(_ index: Int) -> [(end: Int, value: PeriodRef)] {
        var result: [(end: Int, value: PeriodRef)] = []
        let hasThe = word(index) == "the"
        let at = skipping(index, ["the"])
        var offset: Int? = nil
        switch word(at) {
        case "this", "current": offset = 0
        case "next", "coming", "following": offset = 1
        case "last", "previous", "past": offset = -1
        default: break
        }
        let unitAt = offset == nil ? at : at + 1
        if let unit = periodUnit(unitAt) {
            if let offset { result.append((unitAt + 1, PeriodRef(unit: unit, choice: .relative(offset)))) }
            if offset == nil, hasThe {
                result.append((unitAt + 1, PeriodRef(unit: unit, choice: .nearest)))
                if let end = after(unitAt + 1, ["after", "next"]) { result.append((end, PeriodRef(unit: unit, choice: .relative(2)))) }
                if let end = after(unitAt + 1, ["before", "last"]) { result.append((end, PeriodRef(unit: unit, choice: .relative(-2)))) }
            }
        }
        // "march", "march 2027", "march next year"
        if let month = month(at), offset == nil {
            result.append((at + 1, PeriodRef(unit: .month, choice: .named(month, .nearest))))
            for year in years(at + 1) { result.append((year.end, PeriodRef(unit: .month, choice: .named(month, year.value)))) }
        }
        // "2027"
        if offset == nil, !hasThe, isDigits(at), word(at)?.count == 4, let year = word(at).flatMap(Int.init), year >= 1000 {
            result.append((at + 1, PeriodRef(unit: .year, choice: .named(0, .exactly(year)))))
        }
        // "q3", "q3 2027", "the third quarter", "the 2nd quarter of next year"
        var quarter: (end: Int, value: Int)? = nil
        if word(at) == "q", offset == nil, isDigits(at + 1), let number = word(at + 1).flatMap(Int.init), gap(before: at + 1).isEmpty {
            quarter = (at + 2, number)
        } else if offset == nil, let ordinal = ordinals(at).first, word(ordinal.end) == "quarter" {
            quarter = (ordinal.end + 1, ordinal.value)
        }
        if let quarter, (1...4).contains(quarter.value) {
            result.append((quarter.end, PeriodRef(unit: .quarter, choice: .named(quarter.value, .nearest))))
            for year in years(skipping(quarter.end, ["of", "in"])) {
                result.append((year.end, PeriodRef(unit: .quarter, choice: .named(quarter.value, year.value))))
            }
        }
        return result
    }

    static let periodUnits: [String: PeriodRef.Unit] = ["week": .week, "month": .month, "quarter": .quarter, "year": .year]

    /// Days inside a period: "[at] the end of [next] month", "the start of the year", "the last
    /// day of february", "the first weekday of january", "the third thursday of march", "the last
    /// sunday in october", "the 15th of next month".
    func daysInPeriods(_ start: Int) -> [(end: Int, value: SpokenDay)] {
        var at = start
        if word(at) == "at", isWord(skipping(at + 1, ["the"]), ["end", "start", "beginning"]) { at += 1 }
        at = skipping(at, ["the"])
        var picks: [(end: Int, value: DayInPeriod)] = []
        switch word(at) {
        case "end": picks.append((at + 1, .end))
        case "start", "beginning": picks.append((at + 1, .first))
        default: break
        }
        let firstEnd = ordinals(at).first { $0.value == 1 }?.end
        let ends: [(end: Int, first: Bool)] = (firstEnd.map { [($0, true)] } ?? []) + (word(at) == "last" ? [(at + 1, false)] : [])
        for (firstOrLastEnd, first) in ends {
            if word(firstOrLastEnd) == "day" { picks.append((firstOrLastEnd + 1, first ? .first : .last)) }
            if isWord(firstOrLastEnd, ["weekday", "workday"]) { picks.append((firstOrLastEnd + 1, first ? .firstWorkday : .lastWorkday)) }
            if isWord(firstOrLastEnd, ["working", "business", "work"]), word(firstOrLastEnd + 1) == "day" {
                picks.append((firstOrLastEnd + 2, first ? .firstWorkday : .lastWorkday))
            }
        }
        // "the third thursday", "the last sunday"
        var nths = ordinals(at).filter { (1...5).contains($0.value) }
        if word(at) == "last" { nths.append((at + 1, -1)) }
        for nth in nths {
            if let weekday = weekday(nth.end) {
                picks.append((nth.end + 1, .weekday(weekday, nth: nth.value)))
            }
        }
        // "the 15th of next month", "the first of the month"
        let numbered = ordinals(at).filter { (1...31).contains($0.value) }
        var result: [(end: Int, value: SpokenDay)] = []
        for pick in picks {
            guard isWord(pick.end, ["of", "in"]) else { continue }
            for period in periods(pick.end + 1) {
                if case .weekday = pick.value, period.value.unit == .week { continue }
                result.append((period.end, .inPeriod(pick.value, period.value)))
            }
        }
        for number in numbered where word(number.end) == "of" {
            for period in periods(number.end + 1) where period.value.unit == .month {
                if case .named = period.value.choice { continue } // "the 3rd of march": a calendar date
                result.append((period.end, .inPeriod(.day(number.value), period.value)))
            }
        }
        return result
    }
}
