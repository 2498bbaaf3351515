/// The English words spoken dates, times, durations and numbers are made of.
enum SpokenWords {
    /// Weekday names and abbreviations → `Calendar` weekday (1 Sunday … 7 Saturday).
    static let weekdays: [String: Int] = [
        "sunday": 1, "sun": 1, "monday": 2, "mon": 2, "tuesday": 3, "tue": 3, "tues": 3, "wednesday": 4, "wed": 4,
        "thursday": 5, "thu": 5, "thur": 5, "thurs": 5, "friday": 6, "fri": 6, "saturday": 7, "sat": 7,
    ]

    /// Month names and abbreviations → month number.
    static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
        "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
        "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
    ]

    /// Ordinal words → value ("first" 1 … "ninety ninth" is "ninety" + "ninth").
    static let ordinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
        "twentieth": 20, "thirtieth": 30, "fortieth": 40, "fiftieth": 50, "sixtieth": 60, "seventieth": 70,
        "eightieth": 80, "ninetieth": 90,
    ]
    static let tens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]
    static let ordinalSuffixes: [String] = ["st", "nd", "rd", "th"]

    /// Units of time.
    enum Unit: Sendable {
        case second, minute, hour, day, week, fortnight, month, year

        var grain: SpokenGrain {
            switch self {
            case .second: .second
            case .minute: .minute
            case .hour: .hour
            case .day: .day
            case .week, .fortnight: .week
            case .month: .month
            case .year: .year
            }
        }

        /// One of this unit as a duration.
        var duration: SpokenDuration {
            switch self {
            case .second: SpokenDuration(seconds: 1)
            case .minute: SpokenDuration(seconds: 60)
            case .hour: SpokenDuration(seconds: 3600)
            case .day: SpokenDuration(days: 1)
            case .week: SpokenDuration(weeks: 1)
            case .fortnight: SpokenDuration(weeks: 2)
            case .month: SpokenDuration(months: 1)
            case .year: SpokenDuration(years: 1)
            }
        }
    }

    /// Unit words, singular and plural, and the short forms of "2h30m".
    static let units: [String: Unit] = [
        "second": .second, "seconds": .second, "sec": .second, "secs": .second, "s": .second,
        "minute": .minute, "minutes": .minute, "min": .minute, "mins": .minute, "m": .minute,
        "hour": .hour, "hours": .hour, "hr": .hour, "hrs": .hour, "h": .hour,
        "day": .day, "days": .day, "d": .day,
        "week": .week, "weeks": .week, "wk": .week, "wks": .week, "w": .week,
        "fortnight": .fortnight, "fortnights": .fortnight,
        "month": .month, "months": .month,
        "year": .year, "years": .year, "yr": .year, "yrs": .year, "y": .year,
    ]
    /// Short unit forms allowed only right after digits ("2h", "30m"), never on their own.
    static let compactUnits: [String] = ["s", "m", "h", "d", "w", "y"]

    /// Fraction words, as in "a third", "three quarters": by what they divide.
    static let fractionSingulars: [String: Double] = [
        "half": 2, "third": 3, "quarter": 4, "fourth": 4, "fifth": 5, "sixth": 6, "eighth": 8, "tenth": 10,
    ]
    static let fractionPlurals: [String: Double] = [
        "halves": 2, "thirds": 3, "quarters": 4, "fourths": 4, "fifths": 5, "sixths": 6, "eighths": 8, "tenths": 10,
    ]

    /// Words that are dates only in company inside a sentence: "we may go", "the sun sat low".
    static let everydayWords: Set<String> = [
        "may", "march", "mar", "sun", "sat", "wed", "jan", "jun", "aug", "sept", "sep", "oct", "nov", "dec",
        "mon", "tue", "thu", "fri", "always", "forever", "now",
    ]

    static let antemeridiem: [String] = ["am", "a.m", "a.m."]
    static let postmeridiem: [String] = ["pm", "p.m", "p.m."]
}
