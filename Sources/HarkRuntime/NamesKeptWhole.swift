import SpokenKit

/// A value the value tagger found is not left halfway through a name or a possessive: "when did I
/// last see Mei Ling" looks for "Mei Ling", not "Mei"; "what have I saved about my grandfather's
/// war medals" searches "my grandfather's war medals", not "my grandfather's" (Docs/values.md,
/// "Values in context").
extension Runtime {
    /// `range` carried on over the words that finish what its last word began:
    /// - after a capitalised word (not "I"), the capitalised words that follow it ("Dmitri Volkov",
    ///   "Fatima Al-Sayed"), but not a day or a month ("Dana Tuesday");
    /// - after a word ending in "'s", the words that follow it up to a word of the intent's own
    ///   phrases;
    /// - before a capitalised word, the capitalised words (or a part joined by a hyphen) that lead
    ///   up to it ("Seo-yeon Park"), but never the sentence's first word.
    /// It stops at a mark between words (a comma, a question mark) and at a word another value holds.
    func keptWhole(_ range: Range<Int>, in sentence: TokenizedText, intent: String, taken: Set<Int>) -> Range<Int> {
        let tokens = sentence.tokens
        let vocabulary = templateWords[intent].vocabulary
        var start = range.lowerBound, end = range.upperBound
        func joined(_ index: Int) -> Bool {
            let between = sentence.original[tokens[index - 1].range.upperBound ..< tokens[index].range.lowerBound]
            // A space, or a hyphen or apostrophe inside a name ("Al-Sayed", "O'Brien").
            return (between.allSatisfy { $0 == " " } || ["-", "'", "’"].contains(between)) && !taken.contains(index)
        }
        func capitalised(_ index: Int) -> Bool {
            sentence.original[tokens[index].range].first?.isUppercase == true && tokens[index].text != "i"
        }
        while end < tokens.count, end > range.lowerBound, joined(end), capitalised(end - 1), capitalised(end),
              !Self.calendarNames.contains(tokens[end].text) {
            end += 1
        }
        if end == range.upperBound, end < tokens.count, end > range.lowerBound,
           sentence.original[tokens[end - 1].range].hasSuffix("'s") || sentence.original[tokens[end - 1].range].hasSuffix("’s") {
            while end < tokens.count, joined(end), !vocabulary.contains(tokens[end].text),
                  !Self.possessionEnds.contains(tokens[end].text), !Self.calendarNames.contains(tokens[end].text) {
                end += 1
            }
        }
        // Before a capitalised word, the rest of the name: "Seo-yeon Park", "Liam O'Brien" (not the
        // sentence's first word, which is capitalised anyway, nor a word of the intent's phrases).
        func spaced(_ index: Int) -> Bool {
            sentence.original[tokens[index - 1].range.upperBound ..< tokens[index].range.lowerBound].contains(" ")
        }
        func nameWord(_ index: Int) -> Bool {
            index >= 1 && !taken.contains(index) && !vocabulary.contains(tokens[index].text) && !Self.calendarNames.contains(tokens[index].text)
        }
        if start < end, capitalised(start) {
            while start > 1, joined(start), nameWord(start - 1) {
                if !spaced(start) || capitalised(start - 1) {
                    start -= 1
                } else if start > 2, !spaced(start - 1), joined(start - 1), capitalised(start - 2), nameWord(start - 2) {
                    start -= 2   // "Seo-yeon Park": a hyphenated first name
                } else {
                    break
                }
            }
        }
        // A name with its number ("Chapter 3 feedback session", "Sprint 14 retro", "Budget review
        // Phase 2"), and never half a word ("90th", "FY27", "v2").
        func isNumber(_ index: Int) -> Bool { tokens[index].text.contains(where: \.isNumber) }
        func glued(_ index: Int) -> Bool {
            let before = sentence.original[tokens[index - 1].range], after = sentence.original[tokens[index].range]
            return sentence.original[tokens[index - 1].range.upperBound ..< tokens[index].range.lowerBound].isEmpty
                && (before.last?.isLetter == true || before.last?.isNumber == true)
                && (after.first?.isLetter == true || after.first?.isNumber == true)
        }
        if start >= 3, !taken.contains(start - 1), !taken.contains(start - 2), isNumber(start - 1), joined(start - 1), joined(start),
           capitalised(start - 2), !Self.calendarNames.contains(tokens[start - 2].text) {
            start -= 2
        } else if start >= 2, start < end, isNumber(start), joined(start), !taken.contains(start - 1), capitalised(start - 1),
                  !Self.calendarNames.contains(tokens[start - 1].text) {
            start -= 1
        }
        while end < tokens.count, end > start, joined(end), isNumber(end), capitalised(end - 1),
              !Self.calendarNames.contains(tokens[end - 1].text) {
            end += 1
        }
        while start > 1, glued(start), !taken.contains(start - 1) { start -= 1 }
        while end < tokens.count, end > start, glued(end) { end += 1 }
        return start ..< end
    }

    /// Names of days and months, capitalised but no part of a name.
    static let calendarNames: Set<String> = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "mon", "tue", "tues", "wed", "thu", "thur",
        "thurs", "fri", "sat", "sun", "january", "february", "march", "april", "may", "june", "july", "august", "september",
        "october", "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        "today", "tomorrow", "yesterday",
    ]

    /// Words that end what a possessive began ("my sister's notes from Monday").
    static let possessionEnds: Set<String> = [
        "from", "in", "on", "at", "since", "during", "before", "after", "until", "and", "or", "but", "please", "thanks", "this",
        "last", "next", "for", "to", "with", "by", "so", "because", "if", "when", "that", "which", "again", "too", "also",
    ]
}
