import Foundation

/// What spoken dates are read against: the moment they are said, the calendar and time zone
/// they are said in, and the choices a person's words leave open. Reading is pure: the same
/// text and context always give the same value.
public struct SpokenContext: Sendable {
    /// Which way an open reference points: "friday", "at 3", "march 3rd" without a year.
    public enum Direction: String, Sendable {
        /// The next one (today counts): reminders, meetings to come.
        case future
        /// The last one (today counts): questions about what happened.
        case past
    }

    /// How "3/4" is read.
    public enum DayMonthOrder: String, Sendable {
        /// 3 April.
        case dayFirst
        /// March 4.
        case monthFirst
    }

    /// The moment the words were said.
    public var now: Date
    /// The calendar, its time zone (`calendar.timeZone`) and the first day of its weeks
    /// (`calendar.firstWeekday`: 1 Sunday, 2 Monday).
    public var calendar: Calendar
    public var direction: Direction
    /// How "3/4" is read: as given, else from the calendar's locale (looked up only when a
    /// numeric date is read: locale data is costly to load).
    public var dayMonthOrder: DayMonthOrder {
        get { givenOrder ?? Self.dayMonthOrder(for: calendar.locale ?? .current) }
        set { givenOrder = newValue }
    }
    private var givenOrder: DayMonthOrder?
    /// Whose holidays "thanksgiving", "mother's day" and "labor day" are: an ISO 3166 region code
    /// such as US, CA or GB. As given, else the calendar locale's region, else the United States.
    public var country: String {
        get { givenCountry ?? (calendar.locale ?? .current).region?.identifier ?? "US" }
        set { givenCountry = newValue.uppercased() }
    }
    private var givenCountry: String?

    /// - Parameters:
    ///   - calendar: Gregorian in the current time zone with weeks from Monday when not given.
    ///   - dayMonthOrder: month first for the United States and a few others, day first elsewhere
    ///     (from the calendar's locale) when not given.
    ///   - country: whose holidays are meant (see `country`).
    public init(now: Date, calendar: Calendar? = nil, direction: Direction = .future, dayMonthOrder: DayMonthOrder? = nil,
                country: String? = nil) {
        self.now = now
        self.calendar = calendar ?? Self.defaultCalendar(timeZone: .current)
        self.direction = direction
        self.givenOrder = dayMonthOrder
        self.givenCountry = country?.uppercased()
    }

    /// A Gregorian calendar in `timeZone` with weeks starting on Monday.
    public static func defaultCalendar(timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.firstWeekday = 2
        calendar.minimumDaysInFirstWeek = 4
        return calendar
    }

    /// Month first where dates are commonly written so (the United States and its territories,
    /// the Philippines, Canada in English, a few others), day first elsewhere.
    public static func dayMonthOrder(for locale: Locale) -> DayMonthOrder {
        let monthFirst: Set<String> = ["US", "PR", "GU", "VI", "AS", "MP", "UM", "PH", "FM", "MH", "PW", "BZ"]
        guard let region = locale.region?.identifier else { return .dayFirst }
        if monthFirst.contains(region) { return .monthFirst }
        if region == "CA", locale.language.languageCode?.identifier == "en" { return .monthFirst }
        return .dayFirst
    }
}
