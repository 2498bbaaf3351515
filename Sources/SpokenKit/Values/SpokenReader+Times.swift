/// A time of day as said: "3" (hour only, am or pm open), "3pm", "15:30", "half past four".
struct SpokenTime: Hashable {
    var hour: Int
    var minute: Int
    /// Whether am/pm is settled: said ("pm"), or the hour says it (15, 0, 09:00), or noon/midnight.
    var isSettled: Bool
    /// Whether a minute was said (a time to the minute, else to the hour).
    var hasMinute: Bool

    /// The 24-hour hours this time can be: one when settled, else the am and the pm reading.
    var hours: [Int] {
        if isSettled { return [hour] }
        return hour == 12 ? [12, 0] : [hour, hour + 12]
    }
}

extension SpokenReader {
    /// Times of day: "noon", "midnight", "15:30", "3:30pm", "3 pm", "3 o'clock", "three thirty",
    /// "half past four", "quarter to nine", "ten past five", optionally "in the morning" etc.
    func readTimes(_ index: Int) -> [(end: Int, value: SpokenTime)] {
        var result: [(end: Int, value: SpokenTime)] = []
        switch word(index) {
        case "noon", "midday": return [(index + 1, SpokenTime(hour: 12, minute: 0, isSettled: true, hasMinute: false))]
        case "midnight": return [(index + 1, SpokenTime(hour: 0, minute: 0, isSettled: true, hasMinute: false))]
        default: break
        }
        // "15:30", "09:00", "3:30"
        if let text = word(index), let colon = text.firstIndex(of: ":"),
           let hour = Int(text[..<colon]), let minute = Int(text[text.index(after: colon)...]),
           text[text.index(after: colon)...].count == 2, (0...23).contains(hour), (0...59).contains(minute) {
            let settled = hour == 0 || hour > 12 || text.hasPrefix("0")
            result += withMeridiem(index + 1, SpokenTime(hour: hour, minute: minute, isSettled: settled, hasMinute: true))
        }
        // "half past four", "quarter to nine", "ten past five", "twenty minutes to six"
        result += relativeTimes(index)
        // "3", "3 pm", "3 o'clock", "three thirty", "7 45"
        let first = word(index) ?? ""
        for hour in wholeNumbers(index, in: 0...23) where !first.utf8.contains(UInt8(ascii: ".")) {
            let settled = hour.value == 0 || hour.value > 12 || (first.count == 2 && first.hasPrefix("0"))
            let time = SpokenTime(hour: hour.value, minute: 0, isSettled: settled, hasMinute: false)
            var end = hour.end
            if let clock = after(end, ["o'clock"]) ?? after(end, ["oclock"]) ?? after(end, ["o", "clock"]) { end = clock }
            result += withMeridiem(end, time)
            if end == hour.end, !clauseMarkBefore(end) {
                for minute in minuteWords(end) {
                    result += withMeridiem(minute.end, SpokenTime(hour: hour.value, minute: minute.value, isSettled: settled, hasMinute: true))
                }
            }
        }
        return result
    }

    /// Minutes said after an hour: "thirty", "forty five", "oh five", "15".
    private func minuteWords(_ index: Int) -> [(end: Int, value: Int)] {
        if word(index) == "oh" || word(index) == "o" {
            return wholeNumbers(index + 1, in: 1...9).filter { _ in !isDigits(index + 1) }.map { ($0.end, $0.value) }
        }
        return wholeNumbers(index, in: 10...59).filter { _ in !isDigits(index) || word(index)?.count == 2 }
    }

    private func relativeTimes(_ index: Int) -> [(end: Int, value: SpokenTime)] {
        var minutes: [(end: Int, value: Int)] = []
        if word(index) == "half" { minutes.append((index + 1, 30)) }
        let quarterAt = word(index) == "a" ? index + 1 : index
        if word(quarterAt) == "quarter" { minutes.append((quarterAt + 1, 15)) }
        for amount in wholeNumbers(index, in: 1...59) {
            minutes.append((skipping(amount.end, ["minute", "minutes", "min", "mins"]), amount.value))
        }
        var result: [(end: Int, value: SpokenTime)] = []
        for minute in minutes {
            guard let relation = word(minute.end), ["past", "after", "to", "before", "til", "till"].contains(relation) else { continue }
            let isPast = relation == "past" || relation == "after"
            if !isPast && minute.value == 30 { continue } // "half to" is not English
            var hours = wholeNumbers(minute.end + 1, in: 1...12)
            if word(minute.end + 1) == "noon" { hours = [(minute.end + 2, 12)] }
            if word(minute.end + 1) == "midnight" { hours = [(minute.end + 2, 0)] }
            for hour in hours {
                let settled = word(minute.end + 1) == "noon" || word(minute.end + 1) == "midnight"
                var time = SpokenTime(hour: hour.value, minute: minute.value, isSettled: settled, hasMinute: true)
                if !isPast {
                    time.minute = 60 - minute.value
                    time.hour = hour.value == 0 ? 23 : hour.value - 1
                    if hour.value == 1 && !settled { time.hour = 12 }
                    if hour.value == 12 && settled { time.hour = 11 }
                }
                result += withMeridiem(hour.end, time)
            }
        }
        return result
    }

    /// A time with an optional "am"/"pm" or "in the morning"/"in the afternoon"/"in the evening"/
    /// "at night" after it ("13:00 pm" is not read).
    private func withMeridiem(_ index: Int, _ time: SpokenTime) -> [(end: Int, value: SpokenTime)] {
        var result: [(end: Int, value: SpokenTime)] = [(index, time)]
        func settle(_ end: Int, pm: Bool) {
            guard (1...12).contains(time.hour) else { return }
            var settled = time
            settled.hour = time.hour % 12 + (pm ? 12 : 0)
            settled.isSettled = true
            result.append((end, settled))
        }
        if isWord(index, SpokenWords.antemeridiem) { settle(index + 1, pm: false) }
        if isWord(index, SpokenWords.postmeridiem) { settle(index + 1, pm: true) }
        if word(index) == "a" || word(index) == "p", word(index + 1) == "m" { settle(index + 2, pm: word(index) == "p") }
        if let end = after(index, ["in", "the", "morning"]) { settle(end, pm: false) }
        if let end = after(index, ["in", "the", "afternoon"]) ?? after(index, ["in", "the", "evening"]) ?? after(index, ["at", "night"]) {
            settle(end, pm: true)
        }
        return result
    }
}
