/// What a word can be in a spoken value, looked up once per word of a sentence: the readers ask
/// about the same word many times (is it a weekday? a month? an ordinal?), and a word the lexicon
/// does not know (nor digits) starts no value, which lets a search skip most of a sentence.
struct SpokenLexicon {
    struct Entry {
        var weekday: Int? = nil
        var month: Int? = nil
        var ordinal: Int? = nil
        var partOfDay: PartOfDay? = nil
        var periodUnit: PeriodRef.Unit? = nil
        /// A word every value that holds it needs ("friday", "march", "minutes", "tomorrow",
        /// "three"), unlike the words around them ("the", "at", "for").
        var isCore = false
        /// A unit of time ("minutes", "h"): every length of time holds one.
        var isUnit = false
        /// A number word, "noon", "midday" or "midnight": every time of day holds one or digits.
        var isClockWord = false
        /// A word a number can start with ("three", "minus", "a" as in "a hundred"), besides digits.
        var startsNumber = false
        /// A word an amount of something can start with: those of a number, "half", "couple",
        /// "few", "quarter", "an" ("an hour", "a couple of days", "half an hour").
        var startsAmount = false
        /// What kinds of day the word can help name (see `DayClues`).
        var clues: DayClues = []
    }

    /// Words that name a day's kind, so a reader of one kind of day can tell none is near:
    /// "friday" (weekday), "march" (month), "christmas" (holiday), "week" (period), "hours"
    /// (unit), "end" (a day in a period), "day".
    struct DayClues: OptionSet {
        let rawValue: UInt16
        static let weekday = DayClues(rawValue: 1 << 0)
        static let month = DayClues(rawValue: 1 << 1)
        static let ordinal = DayClues(rawValue: 1 << 2)
        static let digits = DayClues(rawValue: 1 << 3)
        static let holiday = DayClues(rawValue: 1 << 4)
        static let period = DayClues(rawValue: 1 << 5)
        static let unit = DayClues(rawValue: 1 << 6)
        /// "end", "start", "beginning", "first", "last": a day picked inside a period.
        static let pick = DayClues(rawValue: 1 << 7)
        static let day = DayClues(rawValue: 1 << 8)
        static let number = DayClues(rawValue: 1 << 9)
        /// "morning", "evening", "night", "tonight".
        static let partOfDay = DayClues(rawValue: 1 << 10)
        /// A word every span read from a moment holds: "rest", "later", "half", "week", "early".
        static let span = DayClues(rawValue: 1 << 11)
        /// A number word, "noon", "midday" or "midnight": every time of day holds one or digits.
        static let clock = DayClues(rawValue: 1 << 12)
    }

    /// Words without which there is no value, besides weekdays, months, ordinals, numbers, units,
    /// parts of the day and holidays.
    static let coreWords: [String] = [
        "today", "tomorrow", "tmrw", "tmr", "yesterday", "tonight", "noon", "midday", "midnight", "weekend", "now", "ever",
        "forever", "always", "overall", "lately", "recently", "far", "time", "total", "q", "h", "half", "quarter", "dozen",
        "couple", "few", "day", "days", "week", "weeks", "month", "months", "year", "years", "zero", "one", "two", "three",
        "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen",
        "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty",
        "ninety", "hundred", "thousand", "million", "billion", "first", "last", "end", "start", "beginning", "rest",
        "remainder", "later", "early", "mid", "middle", "late",
    ]

    /// Words that begin or join values without being a weekday, month, number or holiday.
    static let structuralWords: [String] = [
        "in", "within", "on", "at", "@", "by", "around", "the", "this", "next", "last", "past", "previous", "coming", "current",
        "following", "tonight", "today", "tomorrow", "tmrw", "tmr", "yesterday", "noon", "midday", "midnight", "half", "quarter",
        "end", "start", "beginning", "early", "mid", "middle", "late", "later", "for", "over", "during", "from", "between",
        "until", "till", "til", "through", "thru", "since", "q", "h", "rest", "remainder", "all", "of", "ever", "forever",
        "always", "overall", "lately", "recently", "so", "weekend", "day", "a", "an", "minus", "negative", "couple", "few",
        "dozen", "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty",
        "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "million", "billion", "st", "saint", "morning",
        "afternoon", "evening", "night", "week", "month", "year", "years", "days", "weeks", "months",
    ]

    static let entries: [String: Entry] = {
        var entries: [String: Entry] = [:]
        for word in structuralWords { entries[word] = Entry() }
        for word in Holiday.names.keys { entries[word, default: Entry()] = entries[word] ?? Entry() }
        for (word, _) in SpokenWords.units { entries[word, default: Entry()] = entries[word] ?? Entry() }
        for (word, weekday) in SpokenWords.weekdays { entries[word, default: Entry()].weekday = weekday }
        for (word, month) in SpokenWords.months { entries[word, default: Entry()].month = month }
        for (word, ordinal) in SpokenWords.ordinals { entries[word, default: Entry()].ordinal = ordinal }
        for (word, part) in PartOfDay.names { entries[word, default: Entry()].partOfDay = part }
        for (word, unit) in SpokenReader.periodUnits { entries[word, default: Entry()].periodUnit = unit }
        for word in coreWords { entries[word, default: Entry()].isCore = true }
        for (word, _) in SpokenWords.units { entries[word]?.isUnit = true }
        for word in entries.keys where NumberReader.isNumberWord(word) || ["noon", "midday", "midnight"].contains(word) {
            entries[word]?.isClockWord = true
        }
        for (word, entry) in entries where entry.weekday != nil || entry.month != nil || entry.ordinal != nil
            || entry.partOfDay != nil || entry.periodUnit != nil || SpokenWords.units[word] != nil || Holiday.words.contains(word) {
            entries[word]?.isCore = true
        }
        for word in entries.keys where NumberReader.isNumberWord(word) || ["minus", "negative", "a"].contains(word) {
            entries[word]?.startsNumber = true
        }
        for (word, entry) in entries where entry.startsNumber || ["an", "half", "couple", "few", "quarter"].contains(word) {
            entries[word]?.startsAmount = true
        }
        for (word, entry) in entries {
            var clues: DayClues = []
            if entry.weekday != nil { clues.insert(.weekday) }
            if entry.month != nil { clues.insert(.month) }
            if entry.ordinal != nil { clues.insert(.ordinal) }
            if entry.periodUnit != nil { clues.insert(.period) }
            if entry.isUnit { clues.insert(.unit) }
            if entry.partOfDay != nil || word == "tonight" { clues.insert(.partOfDay) }
            if NumberReader.isNumberWord(word) { clues.insert(.number) }
            if Holiday.names[SpokenReader.folded(word)] != nil { clues.insert(.holiday) }
            if ["end", "start", "beginning", "first", "last"].contains(word) { clues.insert(.pick) }
            if word == "day" { clues.insert(.day) }
            if entry.isClockWord { clues.insert(.clock) }
            if ["rest", "remainder", "later", "half", "h", "week", "weekend", "early", "mid", "middle", "late"].contains(word) { clues.insert(.span) }
            entries[word]?.clues = clues
        }
        // Plural holiday words ("mothers", "fathers", "presidents", "veterans", "valentines").
        for word in Holiday.names.keys where entries[word + "s"] == nil { entries[word + "s"] = Entry(isCore: true, clues: .holiday) }
        return entries
    }()
}
