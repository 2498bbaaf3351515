import Foundation

/// How times and spans are said back to a person in a dialog, relative to now: "today",
/// "last week", "on 3 March", "yesterday at 10:42". Pure: the moment and calendar are inputs.
public enum Saying {
    /// The months, January first.
    public static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                         "September", "October", "November", "December"]

    /// A span: "today", "last week", "in March", "on 3 March", "since 3 March",
    /// "between 3 and 5 March", "in all".
    public static func period(_ interval: DateInterval, now: Date, calendar: Calendar) -> String {
        if interval.start == .distantPast && interval.end == .distantFuture { return "in all" }
        let named: [(String, Calendar.Component, Int)] = [
            ("today", .day, 0), ("yesterday", .day, -1), ("this week", .weekOfYear, 0), ("last week", .weekOfYear, -1),
            ("this month", .month, 0), ("last month", .month, -1), ("this year", .year, 0), ("last year", .year, -1),
        ]
        for (name, component, step) in named {
            if let current = calendar.dateInterval(of: component, for: now),
               let start = calendar.date(byAdding: component, value: step, to: current.start),
               let end = calendar.date(byAdding: component, value: 1, to: start),
               start == interval.start, end == interval.end { return name }
        }
        let startsAtMidnight = calendar.startOfDay(for: interval.start) == interval.start
        let endsAtMidnight = calendar.startOfDay(for: interval.end) == interval.end
        let lastDay = endsAtMidnight ? calendar.date(byAdding: .day, value: -1, to: interval.end) ?? interval.end : interval.end
        let first = calendar.dateComponents([.year, .month, .day], from: interval.start)
        if startsAtMidnight, first.day == 1, let month = first.month, let year = first.year,
           let next = calendar.date(byAdding: .month, value: 1, to: interval.start), next == interval.end {
            return "in " + months[(month - 1 + 12) % 12] + (year == calendar.component(.year, from: now) ? "" : " \(year)")
        }
        if startsAtMidnight, endsAtMidnight, calendar.isDate(interval.start, inSameDayAs: lastDay) {
            return "on " + day(interval.start, now: now, calendar: calendar)
        }
        if let tomorrow = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now)), interval.end == tomorrow {
            return "since " + day(interval.start, now: now, calendar: calendar)
        }
        return "between " + day(interval.start, now: now, calendar: calendar) + " and " + day(lastDay, now: now, calendar: calendar)
    }

    /// A moment: "at 10:42" today, "yesterday at 10:42", "on Monday at 10:42" within the past
    /// week, "on 3 March at 10:42" before that (and for the future: "tomorrow at 9:00").
    public static func moment(_ date: Date, now: Date, calendar: Calendar) -> String {
        let time = clockTime(date, calendar: calendar)
        let today = calendar.startOfDay(for: now), day = calendar.startOfDay(for: date)
        let days = calendar.dateComponents([.day], from: today, to: day).day ?? 0
        switch days {
        case 0: return "at \(time)"
        case -1: return "yesterday at \(time)"
        case 1: return "tomorrow at \(time)"
        case -6 ... -2: return "on \(weekdays[calendar.component(.weekday, from: date) - 1]) at \(time)"
        default: return "on \(self.day(date, now: now, calendar: calendar)) at \(time)"
        }
    }

    /// "10:42", "9:05": hours and minutes on a 24-hour clock.
    public static func clockTime(_ date: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        let minute = parts.minute ?? 0
        return "\(parts.hour ?? 0):\(minute < 10 ? "0" : "")\(minute)"
    }

    /// The days of the week, Sunday first (as `Calendar`'s weekday numbers count).
    public static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// "3 March", with the year when it isn't this year's.
    public static func day(_ date: Date, now: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let month = parts.month.map { months[($0 - 1 + 12) % 12] } ?? ""
        var text = "\(parts.day ?? 1) \(month)"
        if parts.year != calendar.component(.year, from: now) { text += " \(parts.year ?? 0)" }
        return text
    }

    /// How long ago a day was, in the largest whole unit: "today", "yesterday", "3 days ago",
    /// "2 weeks ago", "5 months ago", "a year ago" (and "tomorrow", "in 3 days" ahead).
    public static func ago(_ date: Date, now: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: calendar.startOfDay(for: now), to: calendar.startOfDay(for: date))
        let (years, months, days) = (parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
        func count(_ number: Int, _ unit: String) -> String {
            let amount = abs(number) == 1 ? "a \(unit)" : "\(abs(number)) \(unit)s"
            return number < 0 ? amount + " ago" : "in " + amount
        }
        if years != 0 { return count(years, "year") }
        if months != 0 { return count(months, "month") }
        switch days {
        case 0: return "today"
        case -1: return "yesterday"
        case 1: return "tomorrow"
        default: return abs(days) >= 7 ? count(days / 7, "week") : count(days, "day")
        }
    }
}
