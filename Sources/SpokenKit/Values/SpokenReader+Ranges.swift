import Foundation

extension SpokenReader {
    /// Spans of time, half-open `[start, end)`: "today", "this week", "last month", "next year",
    /// "this weekend", "the past 7 days", "the last two weeks", "in march", "in 2025",
    /// "since monday", "between monday and wednesday", "from march 3rd to march 5th", "all time",
    /// and any day or date ("yesterday", "friday", "march 3rd") as the span it names.
    ///
    /// Only readings that end where `ends` says are placed in time (as for `dates`).
    /// `nested`: read as the part after "since" (which does not take another "since").
    func ranges(_ index: Int, _ placer: SpokenPlacer, ends: WantedEnds = .anywhere, nested: Bool = false) -> [(end: Int, value: SpokenRange)] {
        guard canStartValue(index) else { return [] }
        var result: [(end: Int, value: SpokenRange)] = []
        let now = placer.context.now
        let today = placer.today
        guard let tomorrow = placer.day(1, from: today) else { return [] }

        func span(_ start: Date?, _ end: Date?, _ grain: SpokenGrain) -> SpokenRange? {
            guard let start, let end, start < end else { return nil }
            return SpokenRange(interval: DateInterval(start: start, end: end), grain: grain)
        }
        func add(_ end: Int, _ range: @autoclosure () -> SpokenRange?) {
            guard ends.contains(end), let range = range() else { return }
            result.append((end, range))
        }

        // "all time", "of all time", "ever", "forever", "always", "overall", "in total", "so far": every moment.
        if let end = after(index, ["all", "time"]) ?? after(index, ["of", "all", "time"]) { add(end, SpokenRange(interval: nil, grain: .year)) }
        if isWord(index, ["ever", "forever", "always", "overall"]) { add(index + 1, SpokenRange(interval: nil, grain: .year)) }
        if let end = after(index, ["in", "total"]) ?? after(index, ["so", "far"]) { add(end, SpokenRange(interval: nil, grain: .year)) }
        // "so far today", "so far this week": that span up to now.
        func upToNow(_ range: SpokenRange) -> SpokenRange? {
            guard let interval = range.interval, interval.start < now else { return nil }
            return SpokenRange(interval: DateInterval(start: interval.start, end: min(interval.end, now)), grain: range.grain)
        }
        if !nested, let far = after(index, ["so", "far"]) {
            for range in ranges(far, placer, ends: ends, nested: true) {
                if let clipped = upToNow(range.value) { add(range.end, clipped) }
            }
        }
        // "lately", "recently": the past week.
        if isWord(index, ["lately", "recently"]) { add(index + 1, span(placer.day(-7, from: tomorrow), tomorrow, .day)) }

        // "this|last|next week|month|year|weekend", "the week"; "the past week", "the last month",
        // "this past week": the rolling span ending today.
        let lead = skipping(index, ["in", "during", "over", "for", "within"])
        let hasThe = word(lead) == "the"
        let relationAt = skipping(lead, ["the"])
        var step: Int? = nil
        var rolling = false
        var unitAt = relationAt + 1
        switch word(relationAt) {
        case "this" where isWord(relationAt + 1, ["past", "last"]): step = -1; rolling = true; unitAt = relationAt + 2
        case "this" where word(relationAt + 1) == "coming": step = 1; unitAt = relationAt + 2
        case "this", "current": step = 0
        case "past": step = -1; rolling = true
        case "last": step = -1; rolling = hasThe
        case "previous": step = -1
        case "next", "coming", "following": step = 1
        default: if hasThe { step = 0; unitAt = relationAt }
        }
        if let step, let unitWord = word(unitAt) {
            let units: [String: SpokenGrain] = ["week": .week, "month": .month, "year": .year, "day": .day]
            if let grain = units[unitWord] {
                if rolling, grain != .day {
                    let back = SpokenDuration(months: grain == .month ? 1 : 0, weeks: grain == .week ? 1 : 0, days: 0)
                        + SpokenDuration(years: grain == .year ? 1 : 0)
                    add(unitAt + 1, span(placer.clock.adding(back, to: tomorrow, sign: -1), tomorrow, .day))
                } else {
                    add(unitAt + 1, placer.span(of: grain, step).map { SpokenRange(interval: $0, grain: grain) })
                }
            }
            if unitWord == "weekend" {
                add(unitAt + 1, weekend(step, placer))
                if step == 0, hasThe, let end = after(unitAt + 1, ["after", "next"]) { add(end, weekend(2, placer)) }
            }
            if unitWord == "hour", step == -1 { add(unitAt + 1, span(now.addingTimeInterval(-3600), now, .minute)) }
        }
        if isWord(index, ["weekend"]) { add(index + 1, weekend(0, placer)) }

        // "[the] past|last|previous|next|coming N days|weeks|months|hours"
        if isWord(relationAt, ["past", "last", "previous", "next", "coming"]) {
            let forward = isWord(relationAt, ["next", "coming"])
            for amount in amounts(relationAt + 1) where amount.value >= 1 && amount.value == amount.value.rounded() && amount.value <= 100_000 {
                guard let unit = unit(amount.end, compactAllowed: false) else { continue }
                let count = Int(amount.value)
                switch unit {
                case .second, .minute, .hour:
                    let seconds = unit.duration.seconds * Double(count)
                    add(amount.end + 1, forward ? span(now, now.addingTimeInterval(seconds), unit.grain)
                                                : span(now.addingTimeInterval(-seconds), now, unit.grain))
                default:
                    let days = unit.duration.scaled(Double(count))
                    add(amount.end + 1, forward ? span(today, placer.clock.adding(days, to: today), .day)
                                                : span(placer.clock.adding(days, to: tomorrow, sign: -1), tomorrow, .day))
                }
            }
        }

        // "[in] march [2027]", "[in] 2025"
        let monthAt = skipping(index, ["in", "during"])
        if let month = month(monthAt) {
            let thisYear = placer.todayDay.year
            let thisMonth = placer.todayDay.month
            if isDigits(monthAt + 1), word(monthAt + 1)?.count == 4, let year = word(monthAt + 1).flatMap(Int.init) {
                add(monthAt + 2, monthSpan(year: year, month: month, placer))
            }
            let year: Int
            switch placer.context.direction {
            case .future: year = month >= thisMonth ? thisYear : thisYear + 1
            case .past: year = month <= thisMonth ? thisYear : thisYear - 1
            }
            add(monthAt + 1, monthSpan(year: year, month: month, placer))
        }
        if monthAt > index, isDigits(monthAt), word(monthAt)?.count == 4, let year = word(monthAt).flatMap(Int.init), (1000...9999).contains(year),
           let start = placer.date(year: year, month: 1, day: 1), let end = placer.date(year: year + 1, month: 1, day: 1) {
            add(monthAt + 1, span(start, end, .year))
        }

        // "since monday", "since 3pm", "since march", "since last week": from then to the end of today.
        if word(index) == "since", !nested {
            var past = placer.context
            past.direction = .past
            for range in ranges(index + 1, SpokenPlacer(context: past), ends: ends, nested: true) {
                if let start = range.value.interval?.start, start < now { add(range.end, span(start, tomorrow, range.value.grain)) }
            }
        }
        // "until friday", "till 5pm", "through march", "from now until friday": from now to its end.
        let untilAt = after(index, ["from", "now"]) ?? index
        if isWord(untilAt, ["until", "till", "til", "through", "thru"]) || (untilAt > index && isWord(untilAt, ["to"])) {
            for date in dates(untilAt + 1, placer, ends: ends) {
                add(date.end, span(now, end(of: date.value, placer), min(date.value.grain, .minute)))
            }
        }
        // Times of day with a day said anywhere: "from 2pm to 4pm on friday", "from 8 to 4".
        let timeOnly = timeRanges(index, placer)
        for range in timeOnly { add(range.end, SpokenRange(interval: range.value, grain: .minute)) }
        // "between X and Y", "from X to|until|till|through Y": from the start of X to the end of Y.
        if isWord(index, ["between", "from"]) {
            let joiners: [String] = word(index) == "between" ? ["and"] : ["to", "until", "till", "through", "thru", "and"]
            let timeEnds = Set(timeOnly.map(\.end))
            // Only readings of the first that a joiner follows are placed; a time read as a time
            // range above is not read again as a moment.
            let firstEnds = (index + 2..<max(index + 2, min(tokens.count, index + 2 + Self.longestValue))).filter { isWord($0, joiners) }
            let firsts = firstEnds.flatMap { end in
                timeOnly.isEmpty || !times(skipping(index + 1, ["at"])).contains(where: { $0.end == end }) ? dates(index + 1, placer, ends: .at(end)) : []
            }
            for first in firsts {
                // The second is the first such moment from the first on: "between monday and
                // wednesday" is the wednesday after that monday.
                var following = placer.context
                following.now = first.value.date
                following.direction = .future
                for second in dates(first.end + 1, SpokenPlacer(context: following), ends: ends) where !timeEnds.contains(second.end) {
                    add(second.end, span(first.value.date, end(of: second.value, placer), min(first.value.grain, second.value.grain)))
                }
            }
        }
        // Quarters, a year alone, "the month after next".
        for range in periodRanges(index, placer) { add(range.end, SpokenRange(interval: range.value, grain: range.grain)) }

        // A day or a moment, as the span it names: "yesterday", "friday", "march 3rd", "at 3pm".
        let dayAt = isWord(index, ["over", "during"]) ? index + 1 : index   // "over christmas"
        for date in dates(dayAt, placer, ends: ends) {
            if let given = date.value.span {
                add(date.end, SpokenRange(interval: given, grain: date.value.grain < .day ? .minute : .day))
                continue
            }
            let end = date.value.grain < .day ? date.value.date.addingTimeInterval(date.value.grain == .hour ? 3600 : 60)
                                              : end(of: date.value, placer)
            add(date.end, span(date.value.date, end, date.value.grain))
        }
        // "this month so far", "the week so far": the span before "so far", up to now.
        if !nested, let far = (index + 1 ..< min(tokens.count, index + Self.longestValue)).first(where: { word($0) == "so" && word($0 + 1) == "far" }) {
            for range in ranges(index, placer, ends: .at(far), nested: true) {
                if let clipped = upToNow(range.value) { add(far + 2, clipped) }
            }
        }
        return result
    }

    /// Where a span ending with a spoken date ends: after the day for a day ("to friday" takes in
    /// friday), at the moment itself for a time of day ("to 5pm").
    func end(of date: SpokenDate, _ placer: SpokenPlacer) -> Date? {
        switch date.grain {
        case .second, .minute, .hour: return date.date
        case .day: return placer.day(1, from: date.date)
        case .week: return placer.day(7, from: date.date)
        case .month: return placer.clock.adding(SpokenDuration(months: 1), to: date.date)
        case .year: return placer.clock.adding(SpokenDuration(years: 1), to: date.date)
        }
    }

    private func monthSpan(year: Int, month: Int, _ placer: SpokenPlacer) -> SpokenRange? {
        guard let start = placer.date(year: year, month: month, day: 1),
              let end = placer.date(year: month == 12 ? year + 1 : year, month: month % 12 + 1, day: 1) else { return nil }
        return SpokenRange(interval: DateInterval(start: start, end: end), grain: .month)
    }

    /// Saturday and Sunday: the weekend under way or coming (`step` 0), the one before it (-1) or after it (1).
    func weekend(_ step: Int, _ placer: SpokenPlacer) -> SpokenRange? {
        let today = placer.today
        let weekday = placer.todayDay.weekday   // 1 Sunday … 7 Saturday
        let toSaturday = weekday == 1 ? -1 : 7 - weekday
        guard let saturday = placer.day(toSaturday + 7 * step, from: today), let monday = placer.day(2, from: saturday) else { return nil }
        return SpokenRange(interval: DateInterval(start: saturday, end: monday), grain: .day)
    }
}
