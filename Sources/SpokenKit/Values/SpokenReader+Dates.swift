import Foundation

extension SpokenReader {
    /// Dates and times: a day ("tomorrow", "next thursday", "march 3rd"), a time ("at 3", "3pm",
    /// "noon", "half past four"), both in either order ("next thursday at 3pm", "3pm tomorrow"),
    /// a day and a part of it ("tomorrow morning", "friday evening", "tonight"), or a moment
    /// relative to now ("in 20 minutes", "two weeks ago", "a month from now").
    ///
    /// Only readings that end where `ends` says are placed in time (the others are still found
    /// but left out): reading a whole text does no calendar work for its shorter readings.
    func dates(_ index: Int, _ placer: SpokenPlacer, ends: WantedEnds = .anywhere) -> [(end: Int, value: SpokenDate)] {
        guard canStartValue(index) else { return [] }
        var result: [(end: Int, value: SpokenDate)] = []
        func wanted(_ end: Int) -> Bool { ends.contains(end) }
        func add(_ end: Int, _ date: Date?, _ grain: SpokenGrain, span: DateInterval? = nil) {
            guard wanted(end), let date else { return }
            result.append((end, SpokenDate(date: date, grain: grain, span: span)))
        }
        func grain(_ time: SpokenTime) -> SpokenGrain { time.hasMinute ? .minute : .hour }

        // Relative to now: "in 20 minutes", "two weeks ago".
        for moment in fromNow(index) where wanted(moment.end) {
            add(moment.end, placer.clock.adding(moment.duration, to: placer.context.now, sign: moment.sign), self.grain(of: moment.duration))
        }

        // Parts of the day, alone or with a time: "tonight", "tomorrow morning", "friday evening at 8".
        for part in dayParts(index, placer) {
            let timesAfter = times(skipping(part.end, ["at", "@", "around"])).filter { wanted($0.end) }
            guard wanted(part.end) || !timesAfter.isEmpty, let day = placer.start(part.day) else { continue }
            add(part.end, placer.at(part.part.hour, 0, on: day), .hour, span: placer.span(of: part.part, on: day))
            for time in timesAfter {
                add(time.end, placer.at(part.part.hour(of: time.value), time.value.minute, on: day), grain(time.value))
            }
        }

        // A day, alone or with a time after it: "friday", "friday at 3", "in 4 days at 9am".
        for anchor in dayAnchors(index) {
            let timeAt = skipping(anchor.end, ["at", "@", "by", "around"])
            let timesAfter = times(timeAt).filter { wanted($0.end) }
            let alone: Bool
            if case .spoken = anchor.day { alone = wanted(anchor.end) } else { alone = false }   // "in 4 days" alone keeps the clock time
            guard alone || !timesAfter.isEmpty, let start = placer.start(anchor.day) else { continue }
            if alone { add(anchor.end, start, .day) }
            for time in timesAfter {
                add(time.end, placer.at(hourOnNamedDay(time.value), time.value.minute, on: start), grain(time.value))
            }
        }

        // A time, alone (the next or last such time) or with a day or a part of a day after it.
        let timeAt = skipping(index, ["at", "@", "by", "around"])
        for time in times(timeAt) {
            if wanted(time.end) { add(time.end, placer.nearest(time.value), grain(time.value)) }
            for day in dayAnchors(skipping(time.end, ["on"])) where wanted(day.end) {
                add(day.end, placer.start(day.day).flatMap { placer.at(hourOnNamedDay(time.value), time.value.minute, on: $0) }, grain(time.value))
            }
            // "at 9 tonight", "at 7 tomorrow evening" ("9 in the morning" is a time of its own)
            for part in dayParts(time.end, placer) where wanted(part.end) && !isWord(time.end, ["in", "at"]) {
                add(part.end, placer.start(part.day).flatMap { placer.at(part.part.hour(of: time.value), time.value.minute, on: $0) }, grain(time.value))
            }
        }

        // "by friday": until the end of that day; "by friday at 5": then.
        if word(index) == "by" {
            for moment in dates(index + 1, placer, ends: ends) where moment.value.grain < .day && moment.value.span == nil {
                result.append(moment)
            }
            for day in days(index + 1) where wanted(day.end) {
                guard let start = placer.place(day.value), let end = placer.day(1, from: start) else { continue }
                add(day.end, end.addingTimeInterval(-1), .second, span: DateInterval(start: placer.context.now, end: max(end, placer.context.now)))
            }
        }

        // Spans that start at a moment: "later today", "early next week", "the rest of the month".
        for span in spans(index, placer) where wanted(span.end) {
            add(span.end, span.value.start, span.grain, span: span.value)
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

/// Where the readings a caller wants end: anywhere, at one word (the end of a whole text, or
/// of the first part of a range), or past one (a reading that reaches further than another).
struct WantedEnds {
    var at: Int? = nil
    var after: Int? = nil

    static let anywhere = WantedEnds()
    static func at(_ end: Int) -> WantedEnds { WantedEnds(at: end) }
    static func after(_ end: Int) -> WantedEnds { WantedEnds(after: end) }

    func contains(_ end: Int) -> Bool { (at == nil || at == end) && (after.map { end > $0 } ?? true) }
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
