import Foundation

extension SpokenReader {
    /// Dates and times: a day ("tomorrow", "next thursday", "march 3rd"), a time ("at 3", "3pm",
    /// "noon", "half past four"), both in either order ("next thursday at 3pm", "3pm tomorrow"),
    /// a day and a part of it ("tomorrow morning", "friday evening", "tonight"), or a moment
    /// relative to now ("in 20 minutes", "two weeks ago", "a month from now").
    func dates(_ index: Int, _ placer: SpokenPlacer) -> [(end: Int, value: SpokenDate)] {
        var result: [(end: Int, value: SpokenDate)] = []
        let now = placer.context.now

        // Relative to now.
        if word(index) == "in" || word(index) == "within" {
            for duration in durations(index + 1) {
                if let date = duration.value.adding(to: now, in: placer.calendar) {
                    result.append((duration.end, SpokenDate(date: date, grain: grain(of: duration.value))))
                }
            }
        }
        for duration in durations(index) {
            if word(duration.end) == "ago", let date = duration.value.adding(to: now, in: placer.calendar, sign: -1) {
                result.append((duration.end + 1, SpokenDate(date: date, grain: grain(of: duration.value))))
            }
            let later = after(duration.end, ["from", "now"]) ?? after(duration.end, ["later"]) ?? after(duration.end, ["hence"])
            if let later, let date = duration.value.adding(to: now, in: placer.calendar) {
                result.append((later, SpokenDate(date: date, grain: grain(of: duration.value))))
            }
            // "a week from tomorrow", "three days from friday"
            if word(duration.end) == "from" || word(duration.end) == "after" {
                for day in days(duration.end + 1) {
                    if let start = placer.place(day.value), let date = duration.value.adding(to: start, in: placer.calendar) {
                        result.append((day.end, SpokenDate(date: date, grain: .day)))
                    }
                }
            }
        }

        // "tonight", "this morning", "this evening"
        if word(index) == "tonight", let date = placer.at(20, 0, on: placer.today) {
            result.append((index + 1, SpokenDate(date: date, grain: .hour)))
        }
        if word(index) == "this", let hour = word(index + 1).flatMap({ SpokenWords.partsOfDay[$0] }),
           let date = placer.at(hour, 0, on: placer.today) {
            result.append((index + 2, SpokenDate(date: date, grain: .hour)))
        }

        // A day, alone or with a time or a part of the day after it.
        for day in days(index) {
            guard let start = placer.place(day.value) else { continue }
            result.append((day.end, SpokenDate(date: start, grain: .day)))
            if let hour = word(day.end).flatMap({ SpokenWords.partsOfDay[$0] }), let date = placer.at(hour, 0, on: start) {
                result.append((day.end + 1, SpokenDate(date: date, grain: .hour)))
            }
            let timeAt = skipping(day.end, ["at", "@", "by", "around"])
            for time in times(timeAt) {
                if let date = placer.at(hourOnNamedDay(time.value), time.value.minute, on: start) {
                    result.append((time.end, SpokenDate(date: date, grain: time.value.hasMinute ? .minute : .hour)))
                }
            }
        }

        // A time, alone (the next or last such time) or with a day after it.
        let timeAt = skipping(index, ["at", "@", "by", "around"])
        for time in times(timeAt) {
            if let date = placer.nearest(time.value) {
                result.append((time.end, SpokenDate(date: date, grain: time.value.hasMinute ? .minute : .hour)))
            }
            for day in days(skipping(time.end, ["on"])) {
                if let start = placer.place(day.value), let date = placer.at(hourOnNamedDay(time.value), time.value.minute, on: start) {
                    result.append((day.end, SpokenDate(date: date, grain: time.value.hasMinute ? .minute : .hour)))
                }
            }
        }
        return result
    }

    /// An hour with am/pm open, on a named day: 1–6 is afternoon, 7–11 morning, 12 noon.
    func hourOnNamedDay(_ time: SpokenTime) -> Int {
        if time.isSettled { return time.hour }
        return (1...6).contains(time.hour) ? time.hour + 12 : time.hour
    }

    func grain(of duration: SpokenDuration) -> SpokenGrain {
        if duration.seconds != 0 {
            let seconds = abs(duration.seconds)
            if seconds.truncatingRemainder(dividingBy: 3600) == 0 { return .hour }
            if seconds.truncatingRemainder(dividingBy: 60) == 0 { return .minute }
            return .second
        }
        if duration.days != 0 { return .day }
        if duration.weeks != 0 { return .week }
        if duration.months != 0 { return .month }
        return .year
    }
}

extension SpokenPlacer {
    /// The next time of day `time` from now (future-facing; now itself counts), or the last one
    /// (past-facing), trying its am and pm readings when it has both.
    func nearest(_ time: SpokenTime) -> Date? {
        var candidates: [Date] = []
        for offset in [-1, 0, 1] {
            guard let day = day(offset, from: today) else { continue }
            for hour in time.hours { if let date = at(hour, time.minute, on: day) { candidates.append(date) } }
        }
        let now = context.now
        return context.direction == .future ? candidates.filter { $0 >= now }.min() : candidates.filter { $0 <= now }.max()
    }
}
