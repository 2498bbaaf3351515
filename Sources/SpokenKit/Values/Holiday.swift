import CivilTime

/// A holiday people name a day by, and the day it falls on in a year. Where countries keep a
/// holiday on different days (Thanksgiving, Mother's and Father's Day, Labor Day), the
/// context's country decides; the rules are in Docs/values.md.
enum Holiday: Hashable {
    case newYearsDay, newYearsEve, christmas, christmasEve, boxingDay, halloween, valentines, stPatricks,
         aprilFools, mayDay, cincoDeMayo, groundhogDay, earthDay, independenceDay, juneteenth, veteransDay,
         easter, goodFriday, easterMonday, palmSunday, ashWednesday, mardiGras, ascension, pentecost, mothering,
         thanksgiving, blackFriday, cyberMonday, mothersDay, fathersDay, memorialDay, laborDay,
         martinLutherKingDay, presidentsDay, columbusDay

    /// The day the holiday falls on in `year`.
    func day(in year: Int, country: String) -> CivilDay {
        func fixed(_ month: Int, _ day: Int) -> CivilDay { CivilDay(year: year, month: month, day: day) }
        /// The nth (or, for -1, the last) weekday (1 Sunday … 7 Saturday) of a month.
        func nth(_ nth: Int, _ weekday: Int, of month: Int) -> CivilDay {
            CivilDay.nth(nth, weekday, from: fixed(month, 1), through: fixed(month, 1).adding(months: 1).adding(days: -1))
        }
        let easterSunday = Self.easter(year)
        switch self {
        case .newYearsDay: return fixed(1, 1)
        case .newYearsEve: return fixed(12, 31)
        case .christmas: return fixed(12, 25)
        case .christmasEve: return fixed(12, 24)
        case .boxingDay: return fixed(12, 26)
        case .halloween: return fixed(10, 31)
        case .valentines: return fixed(2, 14)
        case .stPatricks: return fixed(3, 17)
        case .aprilFools: return fixed(4, 1)
        case .mayDay: return fixed(5, 1)
        case .cincoDeMayo: return fixed(5, 5)
        case .groundhogDay: return fixed(2, 2)
        case .earthDay: return fixed(4, 22)
        case .independenceDay: return fixed(7, 4)
        case .juneteenth: return fixed(6, 19)
        case .veteransDay: return fixed(11, 11)
        case .easter: return easterSunday
        case .goodFriday: return easterSunday.adding(days: -2)
        case .easterMonday: return easterSunday.adding(days: 1)
        case .palmSunday: return easterSunday.adding(days: -7)
        case .ashWednesday: return easterSunday.adding(days: -46)
        case .mardiGras: return easterSunday.adding(days: -47)
        case .ascension: return easterSunday.adding(days: 39)
        case .pentecost: return easterSunday.adding(days: 49)
        case .mothering: return easterSunday.adding(days: -21)
        case .thanksgiving: return country == "CA" ? nth(2, 2, of: 10) : nth(4, 5, of: 11)
        case .blackFriday: return nth(4, 5, of: 11).adding(days: 1)
        case .cyberMonday: return nth(4, 5, of: 11).adding(days: 4)
        case .mothersDay: return ["GB", "IE"].contains(country) ? easterSunday.adding(days: -21) : nth(2, 1, of: 5)
        case .fathersDay:
            if ["AU", "NZ"].contains(country) { return nth(1, 1, of: 9) }
            if ["DE", "AT", "CH"].contains(country) { return easterSunday.adding(days: 39) }
            return nth(3, 1, of: 6)
        case .memorialDay: return nth(-1, 2, of: 5)
        case .laborDay: return ["US", "CA"].contains(country) ? nth(1, 2, of: 9) : fixed(5, 1)
        case .martinLutherKingDay: return nth(3, 2, of: 1)
        case .presidentsDay: return nth(3, 2, of: 2)
        case .columbusDay: return nth(2, 2, of: 10)
        }
    }

    /// Western (Gregorian) Easter Sunday: the anonymous Gregorian algorithm (Meeus/Jones/Butcher).
    static func easter(_ year: Int) -> CivilDay {
        let a = year % 19, b = year / 100, c = year % 100, d = b / 4, e = b % 4
        let f = (b + 8) / 25, g = (b - f + 1) / 3, h = (19 * a + b - d - g + 15) % 30
        let i = c / 4, k = c % 4, l = (32 + 2 * e + 2 * i - h - k) % 7, m = (a + 11 * h + 22 * l) / 451
        let month = (h + l - 7 * m + 114) / 31, day = (h + l - 7 * m + 114) % 31 + 1
        return CivilDay(year: year, month: month, day: day)
    }

    /// The names, as words with possessives dropped and plurals folded ("new year's" and "new
    /// years" are both "new year"), by their first word.
    static let names: [String: [(words: [String], holiday: Holiday)]] = {
        let all: [(String, Holiday)] = [
            ("new year", .newYearsDay), ("new year day", .newYearsDay), ("new year eve", .newYearsEve),
            ("christmas", .christmas), ("christmas day", .christmas), ("xmas", .christmas), ("xmas day", .christmas),
            ("christmas eve", .christmasEve), ("xmas eve", .christmasEve), ("boxing day", .boxingDay),
            ("halloween", .halloween), ("hallowe'en", .halloween),
            ("valentine day", .valentines), ("valentine", .valentines), ("st valentine day", .valentines),
            ("st patrick day", .stPatricks), ("st paddy day", .stPatricks), ("st patty day", .stPatricks),
            ("april fool day", .aprilFools), ("may day", .mayDay), ("cinco de mayo", .cincoDeMayo),
            ("groundhog day", .groundhogDay), ("earth day", .earthDay), ("independence day", .independenceDay),
            ("juneteenth", .juneteenth), ("veteran day", .veteransDay),
            ("easter", .easter), ("easter sunday", .easter), ("easter day", .easter), ("good friday", .goodFriday),
            ("easter monday", .easterMonday), ("palm sunday", .palmSunday), ("ash wednesday", .ashWednesday),
            ("mardi gras", .mardiGras), ("shrove tuesday", .mardiGras), ("pancake day", .mardiGras),
            ("ascension day", .ascension), ("ascension", .ascension), ("pentecost", .pentecost), ("whit sunday", .pentecost),
            ("whitsunday", .pentecost), ("whitsun", .pentecost), ("mothering sunday", .mothering),
            ("thanksgiving", .thanksgiving), ("thanksgiving day", .thanksgiving), ("black friday", .blackFriday),
            ("cyber monday", .cyberMonday), ("mother day", .mothersDay), ("father day", .fathersDay),
            ("memorial day", .memorialDay), ("labor day", .laborDay), ("labour day", .laborDay),
            ("martin luther king day", .martinLutherKingDay), ("martin luther king jr day", .martinLutherKingDay),
            ("mlk day", .martinLutherKingDay), ("president day", .presidentsDay), ("columbus day", .columbusDay),
        ]
        var names: [String: [(words: [String], holiday: Holiday)]] = [:]
        for (name, holiday) in all {
            let words = name.split(separator: " ").map(String.init)
            names[words[0], default: []].append((words, holiday))
        }
        return names
    }()

    /// Every word of every name.
    static let words: Set<String> = Set(names.values.flatMap { $0.flatMap(\.words) })
}

extension SpokenReader {
    /// Holiday names starting at `index`: "christmas", "new year's eve", "mothers day",
    /// "saint patrick's day"; with where each ends.
    func holidays(_ index: Int) -> [(end: Int, value: Holiday)] {
        guard index < lexicon.count, lexicon[index] != nil, let first = word(index).map(Self.folded),
              let candidates = Holiday.names[first] else { return [] }
        var result: [(end: Int, value: Holiday)] = []
        for candidate in candidates {
            var position = index
            var matched = true
            for expected in candidate.words {
                guard let said = word(position), Self.folded(said) == expected else { matched = false; break }
                position += 1
                if word(position) == "'s" || word(position) == "'" { position += 1 }
            }
            if matched { result.append((position, candidate.holiday)) }
        }
        return result
    }

    /// A holiday word with a plural "s" dropped ("years", "mothers", "presidents") and "saint"
    /// shortened.
    static func folded(_ word: String) -> String {
        if Holiday.words.contains(word) { return word }
        if word.hasSuffix("s"), case let singular = String(word.dropLast()), Holiday.words.contains(singular) { return singular }
        return word == "saint" ? "st" : word
    }
}
