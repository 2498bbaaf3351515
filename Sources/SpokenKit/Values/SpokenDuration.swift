import Foundation

/// A spoken length of time, in calendar parts: "a month and a day" is not a fixed number of seconds.
public struct SpokenDuration: Sendable, Hashable {
    public var years = 0.0
    public var months = 0.0
    public var weeks = 0.0
    public var days = 0.0
    public var seconds = 0.0

    public init(years: Double = 0, months: Double = 0, weeks: Double = 0, days: Double = 0, seconds: Double = 0) {
        self.years = years
        self.months = months
        self.weeks = weeks
        self.days = days
        self.seconds = seconds
    }

    /// The length in seconds, counting a day as 86,400 s, a month as 30 days and a year as
    /// 365 days (a date moved by a duration moves along the calendar instead: "in a month").
    public var totalSeconds: Double {
        seconds + (days + weeks * 7 + months * 30 + years * 365) * 86_400
    }

    static func + (lhs: SpokenDuration, rhs: SpokenDuration) -> SpokenDuration {
        SpokenDuration(years: lhs.years + rhs.years, months: lhs.months + rhs.months, weeks: lhs.weeks + rhs.weeks,
                       days: lhs.days + rhs.days, seconds: lhs.seconds + rhs.seconds)
    }

    func scaled(_ factor: Double) -> SpokenDuration {
        SpokenDuration(years: years * factor, months: months * factor, weeks: weeks * factor, days: days * factor, seconds: seconds * factor)
    }
}
