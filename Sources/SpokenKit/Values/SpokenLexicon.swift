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
        // Plural holiday words ("mothers", "fathers", "presidents", "veterans", "valentines").
        for word in Holiday.names.keys where entries[word + "s"] == nil { entries[word + "s"] = Entry(isCore: true) }
        return entries
    }()
}
