extension SpokenReader {
    /// Lengths of time: "20 minutes", "an hour and a half", "2 hours and 15 minutes", "90 seconds",
    /// "2h30m", "half an hour", "a couple of days". Parts go from larger units to smaller ones and
    /// may be joined by "and".
    func readDurations(_ index: Int) -> [(end: Int, value: SpokenDuration)] {
        var result: [(end: Int, value: SpokenDuration)] = []
        var frontier = durationParts(index)
        while !frontier.isEmpty {
            result += frontier.map { ($0.end, $0.value) }
            var next: [(end: Int, value: SpokenDuration, unit: Int)] = []
            for reading in frontier {
                for part in durationParts(skipping(reading.end, ["and"])) where part.unit < reading.unit {
                    next.append((part.end, reading.value + part.value, part.unit))
                }
            }
            frontier = next   // each round needs a smaller unit: at most eight rounds
        }
        return result
    }

    /// One part: an amount and a unit ("20 minutes", "an hour and a half"), "half an hour",
    /// "a quarter of an hour", or a compact run ("2h", "30m"); with the unit's rank.
    private func durationParts(_ index: Int) -> [(end: Int, value: SpokenDuration, unit: Int)] {
        var result: [(end: Int, value: SpokenDuration, unit: Int)] = []
        let quarterStart = word(index) == "a" ? index + 1 : index
        if let end = after(quarterStart, ["quarter", "of", "an", "hour"]) {
            result.append((end, SpokenDuration(seconds: 900), SpokenWords.Unit.minute.rank))
        }
        for amount in amounts(index) {
            let compact = isDigits(index) && amount.end == index + 1 && gap(before: amount.end).isEmpty
            // "three quarters of an hour", "half of a day"
            var unitAt = amount.end
            if amount.value < 1, word(unitAt) == "of", isWord(unitAt + 1, ["a", "an"]) { unitAt += 2 }
            guard let unit = unit(unitAt, compactAllowed: compact) else { continue }
            let base = unit.duration.scaled(amount.value)
            result.append((unitAt + 1, base, unit.rank))
            // "an hour and a half", "a day and a quarter"
            if amount.value >= 1 {
                for tail in fractionTails(unitAt + 1) { result.append((tail.end, base + unit.duration.scaled(tail.value), unit.rank)) }
            }
        }
        return result
    }
}

extension SpokenWords.Unit {
    /// Larger units rank higher.
    var rank: Int {
        switch self {
        case .second: 0
        case .minute: 1
        case .hour: 2
        case .day: 3
        case .week, .fortnight: 4
        case .month: 5
        case .year: 6
        }
    }
}
