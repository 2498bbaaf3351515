import Foundation
import SpokenKit

/// Schedules said in words ("every weekday at 8am", "every 15 minutes", "every sunday at 6pm",
/// "on the first of every month at 9"), read into the cron expression they mean. Times and
/// numbers are read with the project's spoken values; the rest is a small grammar:
///
/// - a repeat: `every [N] second(s)|minute(s)|hour(s)`, `hourly`, optionally `on` days;
/// - days: `every day`, `daily`, `weekday(s)`, `weekend(s)`, day names and lists of them
///   (`monday and thursday`, `mondays`), `the first|15th|last [day] of every month`,
///   `every month on the 1st`, `monthly [on the 15th]`, `the second tuesday of every month`,
///   `every year`, `yearly`;
/// - times: `at` one or more times with the same minute (`at 8am and 6pm`), before or after the
///   days. Without a time, days start at midnight, as cron's own `@daily` does.
///
/// Pure.
public enum SpokenSchedule {
    /// The cron expression `text` means, or an error saying what could not be read.
    public static func cron(_ text: String) throws(CronError) -> String {
        var words = text.lowercased().replacingOccurrences(of: ",", with: " , ")
            .split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if words.first == "run" { words.removeFirst() }
        guard !words.isEmpty else { throw CronError("an empty schedule: say e.g. \"every weekday at 8am\"", at: 0) }

        // The times: after "at", up to a word that starts the days again.
        var timeWords: [String] = [], dayWords: [String] = []
        var inTimes = false
        for word in words {
            if word == "at" { inTimes = true; timeWords.append("|"); continue }
            if inTimes, ["every", "each", "on", "daily", "weekly", "monthly", "yearly", "hourly"].contains(word) { inTimes = false }
            if inTimes { timeWords.append(word) } else { dayWords.append(word) }
        }
        let times = try readTimes(timeWords, in: text)
        var days = try readDays(dayWords.filter { $0 != "," }, in: text)
        if let interval = days.interval {
            guard times.isEmpty else { throw CronError("“\(text)”: a repeat every \(interval) takes no time of day; give two triggers instead", at: 0) }
            return interval.cron(days: days)
        }
        if days.isEmpty, times.isEmpty { throw unreadable(text) }
        if times.isEmpty { days.timeOfDay = [(0, 0)] } else { days.timeOfDay = times }
        let minutes = Set(days.timeOfDay.map(\.minute))
        guard minutes.count == 1, let minute = minutes.first else {
            throw CronError("“\(text)”: times at different minutes past the hour need a trigger each", at: 0)
        }
        let hours = days.timeOfDay.map(\.hour).sorted().map(String.init).joined(separator: ",")
        return "\(minute) \(hours) \(days.dayOfMonth) \(days.month) \(days.dayOfWeek)"
    }

    struct Days {
        var dayOfMonth = "*", month = "*", dayOfWeek = "*"
        var interval: Interval?
        var timeOfDay: [(hour: Int, minute: Int)] = []
        var said = false
        var isEmpty: Bool { !said }
    }

    struct Interval: CustomStringConvertible {
        enum Unit: String { case second, minute, hour }
        var count: Int, unit: Unit
        var description: String { count == 1 ? unit.rawValue : "\(count) \(unit.rawValue)s" }

        func cron(days: Days) -> String {
            let step = count == 1 ? "*" : "*/\(count)"
            let dayFields = "\(days.dayOfMonth) \(days.month) \(days.dayOfWeek)"
            switch unit {
            case .second: return "\(step) * * \(dayFields)"
            case .minute: return "\(step) * \(dayFields)"
            case .hour: return "0 \(step) \(dayFields)"
            }
        }
    }

    static let weekdayNames: [String: Int] = [
        "sunday": 0, "monday": 1, "tuesday": 2, "wednesday": 3, "thursday": 4, "friday": 5, "saturday": 6,
        "sun": 0, "mon": 1, "tue": 2, "tues": 2, "wed": 3, "thu": 4, "thur": 4, "thurs": 4, "fri": 5, "sat": 6,
    ]

    static func weekday(_ word: String) -> Int? {
        if let day = weekdayNames[word] { return day }
        if word.hasSuffix("s"), let day = weekdayNames[String(word.dropLast())] { return day }
        return nil
    }

    static func unreadable(_ text: String) -> CronError {
        CronError("cannot read “\(text)” as a schedule: say e.g. \"every weekday at 8am\", \"every 15 minutes\", \"every sunday at 6pm\" or \"on the first of every month at 9\"", at: 0)
    }

    /// The days part: every word must be understood.
    static func readDays(_ words: [String], in text: String) throws(CronError) -> Days {
        var days = Days()
        var rest = words
        // Repeats: "every 15 minutes", "every hour", "every half hour", "hourly".
        let units = ["second", "seconds", "minute", "minutes", "hour", "hours"]
        // A unit counts when "every" comes at most three words before it ("the second tuesday" is
        // no repeat).
        let repeatAt = words.indices.first { index in
            units.contains(words[index]) && words[max(0, index - 4)..<index].contains { $0 == "every" || $0 == "each" }
        }
        if let index = repeatAt, let every = words[..<index].lastIndex(where: { $0 == "every" || $0 == "each" }) {
            let amount = Array(words[(every + 1)..<index])
            var seconds = words[index].hasPrefix("second") ? 1 : words[index].hasPrefix("minute") ? 60 : 3600
            if !amount.isEmpty {
                let said = (amount + [words[index]]).joined(separator: " ")
                guard let spoken = SpokenValues.duration(said) ?? SpokenValues.duration(said.replacingOccurrences(of: "half ", with: "half an "))
                else { throw unreadable(text) }
                // A repeat longer than a year repeats nothing a schedule can say (and a huge one
                // would not fit an Int).
                guard spoken.totalSeconds.isFinite, spoken.totalSeconds <= 366 * 86_400 else {
                    throw CronError("“\(text)”: a repeat may be at most a year", at: 0)
                }
                seconds = Int(spoken.totalSeconds)
            }
            days.interval = if seconds < 60 {
                Interval(count: seconds, unit: .second)
            } else if seconds % 3600 == 0 {
                Interval(count: seconds / 3600, unit: .hour)
            } else if seconds % 60 == 0 {
                Interval(count: seconds / 60, unit: .minute)
            } else {
                throw CronError("“\(text)”: a repeat must be whole seconds under a minute, whole minutes or whole hours", at: 0)
            }
            if let interval = days.interval, interval.count > (interval.unit == .hour ? 23 : 59) {
                throw CronError("“\(text)”: every \(interval) is not a step cron can take (up to 59 seconds or minutes, or 23 hours)", at: 0)
            }
            rest = Array(words[..<every]) + Array(words[(index + 1)...])
        } else if words.contains("hourly") {
            days.interval = Interval(count: 1, unit: .hour)
            rest = words.filter { $0 != "hourly" }
        }
        rest = rest.filter { !["every", "each", "on", "the", "and", "a"].contains($0) }
        if rest.isEmpty { return days }
        days.said = true

        // "daily", "day", "weekly", "yearly" …
        if rest == ["day"] || rest == ["daily"] || rest == ["night"] || rest == ["morning"] { return days }
        if rest == ["week"] || rest == ["weekly"] { days.dayOfWeek = "0"; return days }
        if rest == ["year"] || rest == ["yearly"] || rest == ["annually"] { days.dayOfMonth = "1"; days.month = "1"; return days }
        if rest == ["month"] || rest == ["monthly"] { days.dayOfMonth = "1"; return days }
        if rest == ["weekday"] || rest == ["weekdays"] { days.dayOfWeek = "1-5"; return days }
        if rest == ["weekend"] || rest == ["weekends"] { days.dayOfWeek = "0,6"; return days }
        // Day names: "monday and thursday", "mondays".
        let named = rest.compactMap(weekday)
        if named.count == rest.count {
            days.dayOfWeek = Set(named).sorted().map(String.init).joined(separator: ",")
            return days
        }
        // Days of the month: "first of month", "month 1st", "monthly 15th", "last day of month",
        // "second tuesday of month".
        let monthly = rest.filter { !["of", "month", "monthly", "day"].contains($0) }
        guard monthly.count < rest.count else { throw unreadable(text) }
        if monthly == ["last"] { days.dayOfMonth = "L"; return days }
        if monthly.count >= 2, let day = weekday(monthly[monthly.count - 1]) {
            let nth = monthly.dropLast().joined(separator: " ")
            guard let n = SpokenValues.number(nth)?.value, (1...5).contains(Int(n)) else { throw unreadable(text) }
            days.dayOfWeek = "\(day)#\(Int(n))"
            return days
        }
        let dayText = monthly.joined(separator: " ")
        guard let spoken = SpokenValues.number(dayText)?.value, spoken == spoken.rounded(), (1...31).contains(spoken) else { throw unreadable(text) }
        days.dayOfMonth = String(Int(spoken))
        return days
    }

    /// The times after each "at" ("|" marks where one starts), split on "and" and commas.
    static func readTimes(_ words: [String], in text: String) throws(CronError) -> [(hour: Int, minute: Int)] {
        var times: [(hour: Int, minute: Int)] = [], current: [String] = []
        var calendar = Calendar(identifier: .gregorian)
        let utc = TimeZone(identifier: "UTC") ?? TimeZone.current
        calendar.timeZone = utc
        // Any midnight will do: a time of day is read as its next occurrence after it.
        let context = SpokenContext(now: Date(timeIntervalSince1970: 0), calendar: calendar)
        func flush() throws(CronError) {
            guard !current.isEmpty else { return }
            let said = current.joined(separator: " ")
            current = []
            guard let date = SpokenValues.date(said, in: context)?.date, date.timeIntervalSince1970 >= 0 else {
                throw CronError("“\(text)”: cannot read “\(said)” as a time of day", at: 0)
            }
            let seconds = Int(date.timeIntervalSince1970)
            guard seconds <= 86_400, seconds % 60 == 0 else { throw CronError("“\(text)”: “\(said)” is not a time of day", at: 0) }
            times.append((hour: seconds / 3600 % 24, minute: seconds / 60 % 60))
        }
        for word in words {
            if word == "|" || word == "and" || word == "," { try flush() } else { current.append(word) }
        }
        try flush()
        return times
    }
}
