import Foundation

extension SpokenReader {
    /// Dates and times: a day ("tomorrow", "next thursday", "march 3rd"), a time ("at 3", "3pm",
    /// "noon", "half past four"), both in either order ("next thursday at 3pm", "3pm tomorrow"),
    /// a day and a part of it ("tomorrow morning", "friday evening", "tonight"), or a moment
    /// relative to now ("in 20 minutes", "two weeks ago", "a month from now").
    ///
    /// With `until`, only readings that end there are placed in time (the others are still found
    /// but left out): reading a whole text does no calendar work for its shorter readings.
    func dates(_ index: Int, _ placer: SpokenPlacer, until: Int? = nil) -> [(end: Int, value: SpokenDate)] {
        var result: [(end: Int, value: SpokenDate)] = []
        let now = placer.context.now
        func wanted(_ end: Int) -> Bool { until == nil || until == end }

        // Relative to now.
        if word(index) == "in" || word(index) == "within" {
            for duration in durations(index + 1) where wanted(duration.end) {
                if let date = placer.clock.adding(duration.value, to: now) {
                    result.append((duration.end, SpokenDate(date: date, grain: grain(of: duration.value))))
                }
            }
        }
        for duration in durations(index) {
            if word(duration.end) == "ago", wanted(duration.end + 1), let date = placer.clock.adding(duration.value, to: now, sign: -1) {
                result.append((duration.end + 1, SpokenDate(date: date, grain: grain(of: duration.value))))
            }
            let later = after(duration.end, ["from", "now"]) ?? after(duration.end, ["later"]) ?? after(duration.end, ["hence"])
            if let later, wanted(later), let date = placer.clock.adding(duration.value, to: now) {
                result.append((later, SpokenDate(date: date, grain: grain(of: duration.value))))
            }
            // "a week from tomorrow", "three days from friday"
            if word(duration.end) == "from" || word(duration.end) == "after" {
                for day in days(duration.end + 1) where wanted(day.end) {
                    if let start = placer.place(day.value), let date = placer.clock.adding(duration.value, to: start) {
                        result.append((day.end, SpokenDate(date: date, grain: .day)))
                    }
                }
            }
        }

        // "tonight", "this morning", "this evening"
        if word(index) == "tonight", wanted(index + 1), let date = placer.at(20, 0, on: placer.today) {
            result.append((index + 1, SpokenDate(date: date, grain: .hour)))
        }
        if word(index) == "this", wanted(index + 2), let hour = word(index + 1).flatMap({ SpokenWords.partsOfDay[$0] }),
           let date = placer.at(hour, 0, on: placer.today) {
            result.append((index + 2, SpokenDate(date: date, grain: .hour)))
        }

        // A day, alone or with a time or a part of the day after it.
        for day in days(index) {
            let partOfDay = word(day.end).flatMap { SpokenWords.partsOfDay[$0] }
            let timeAt = skipping(day.end, ["at", "@", "by", "around"])
            let timesAfter = times(timeAt).filter { wanted($0.end) }
            guard wanted(day.end) || (partOfDay != nil && wanted(day.end + 1)) || !timesAfter.isEmpty,
                  let start = placer.place(day.value) else { continue }
            if wanted(day.end) { result.append((day.end, SpokenDate(date: start, grain: .day))) }
            if let hour = partOfDay, wanted(day.end + 1), let date = placer.at(hour, 0, on: start) {
                result.append((day.end + 1, SpokenDate(date: date, grain: .hour)))
            }
            for time in timesAfter {
                if let date = placer.at(hourOnNamedDay(time.value), time.value.minute, on: start) {
                    result.append((time.end, SpokenDate(date: date, grain: time.value.hasMinute ? .minute : .hour)))
                }
            }
        }

        // A time, alone (the next or last such time) or with a day after it.
        let timeAt = skipping(index, ["at", "@", "by", "around"])
        for time in times(timeAt) {
            if wanted(time.end), let date = placer.nearest(time.value) {
                result.append((time.end, SpokenDate(date: date, grain: time.value.hasMinute ? .minute : .hour)))
            }
            for day in days(skipping(time.end, ["on"])) where wanted(day.end) {
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
        let now = context.now
        let future = context.direction == .future
        // Today's readings first; the next (or previous) day's only when none of today's will do.
        for offset in future ? [0, 1] : [0, -1] {
            guard let day = offset == 0 ? today : day(offset, from: today) else { continue }
            let candidates = time.hours.compactMap { at($0, time.minute, on: day) }
            if let found = future ? candidates.filter({ $0 >= now }).min() : candidates.filter({ $0 <= now }).max() { return found }
        }
        return nil
    }
}
