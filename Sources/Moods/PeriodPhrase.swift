import Foundation

/// How a span of time is said back to the person: "today", "last week", "on 3 March",
/// "since 3 March", "between 3 and 5 March", "in all".
enum PeriodPhrase {
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                         "September", "October", "November", "December"]

    static func phrase(_ interval: DateInterval, now: Date, calendar: Calendar) -> String {
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

    /// "3 March", with the year when it isn't this year's.
    static func day(_ date: Date, now: Date, calendar: Calendar) -> String {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let month = parts.month.map { months[($0 - 1 + 12) % 12] } ?? ""
        var text = "\(parts.day ?? 1) \(month)"
        if parts.year != calendar.component(.year, from: now) { text += " \(parts.year ?? 0)" }
        return text
    }
}
