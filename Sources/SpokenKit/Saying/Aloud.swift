/// A dialog as a voice would say it: no emoji or quotation marks, numbers, clock times and dates
/// in words ("Today you've logged 3 moods: 😊 happy at 9:05." → "Today you've logged three
/// moods: happy at nine oh five a.m."). Pure; for `IntentResult`'s spoken dialog.
extension Saying {
    public static func aloud(_ display: String) -> String {
        var words: [String] = []
        var pending = ""
        func flush() {
            if !pending.isEmpty { words.append(pending) }
            pending = ""
        }
        // Emoji and quotation marks go; what is left is split at spaces.
        for character in display {
            if Emoji.isPicture(character) { continue }
            if "“”\"".contains(character) { continue }
            if character == " " { flush() } else { pending.append(character) }
        }
        flush()
        var result: [String] = []
        var index = 0
        while index < words.count {
            let (word, trailing) = splitTrailingPunctuation(words[index])
            let next = index + 1 < words.count ? splitTrailingPunctuation(words[index + 1]).word : nil
            if let time = clockTimeWords(word) {
                result.append(time + (trailing.hasPrefix(".") ? String(trailing.dropFirst()) : trailing))
            } else if let day = Int(word), (1 ... 31).contains(day), let next, let month = months.first(where: { $0 == next }) {
                // "3 March" → "March third", and a year after it as a year.
                let monthTrailing = splitTrailingPunctuation(words[index + 1]).trailing
                var phrase = month + " " + NumberWords.ordinal(day)
                var end = monthTrailing
                index += 1
                if monthTrailing.isEmpty, index + 1 < words.count {
                    let (yearWord, yearTrailing) = splitTrailingPunctuation(words[index + 1])
                    if yearWord.count == 4, let year = Int(yearWord) {
                        phrase += " " + NumberWords.year(year)
                        end = yearTrailing
                        index += 1
                    }
                }
                result.append(phrase + end)
            } else if let number = Int(word), word.count <= 12 {
                result.append(NumberWords.cardinal(number) + trailing)
            } else {
                result.append(word + trailing)
            }
            index += 1
        }
        let said = result.joined(separator: " ")
        return said.prefix(1).uppercased() + said.dropFirst()
    }

    private static func splitTrailingPunctuation(_ word: String) -> (word: String, trailing: String) {
        var body = Substring(word)
        var trailing = ""
        while let last = body.last, ".,;:!?".contains(last), body.count > 1 {
            trailing.insert(last, at: trailing.startIndex)
            body = body.dropLast()
        }
        return (String(body), trailing)
    }

    /// "9:05" → "nine oh five a.m.", "22:00" → "ten p.m.", "12:30" → "twelve thirty p.m.".
    private static func clockTimeWords(_ word: String) -> String? {
        let parts = word.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 2, (1 ... 2).contains(parts[0].count),
              let hour = Int(parts[0]), let minute = Int(parts[1]), (0 ... 23).contains(hour), (0 ... 59).contains(minute) else {
            return nil
        }
        let half = hour < 12 ? "a.m." : "p.m."
        let twelve = hour % 12 == 0 ? 12 : hour % 12
        let minutes = minute == 0 ? "" : minute < 10 ? " oh " + NumberWords.cardinal(minute) : " " + NumberWords.cardinal(minute)
        return NumberWords.cardinal(twelve) + minutes + " " + half
    }
}

/// Whole numbers in English words.
public enum NumberWords {
    static let ones = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
                       "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"]
    static let tens = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
    static let scales: [(Int, String)] = [(1_000_000_000_000, "trillion"), (1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand")]

    /// 42 → "forty-two", 1205 → "one thousand two hundred five", -3 → "minus three".
    public static func cardinal(_ number: Int) -> String {
        if number < 0 { return "minus " + cardinal(number == .min ? .max : -number) }
        if number < 20 { return ones[number] }
        if number < 100 { return tens[number / 10] + (number % 10 == 0 ? "" : "-" + ones[number % 10]) }
        if number < 1000 { return ones[number / 100] + " hundred" + (number % 100 == 0 ? "" : " " + cardinal(number % 100)) }
        for (scale, name) in scales where number >= scale {
            return cardinal(number / scale) + " " + name + (number % scale == 0 ? "" : " " + cardinal(number % scale))
        }
        return String(number)
    }

    /// 3 → "third", 22 → "twenty-second".
    public static func ordinal(_ number: Int) -> String {
        let irregular = [1: "first", 2: "second", 3: "third", 5: "fifth", 8: "eighth", 9: "ninth", 12: "twelfth"]
        if let word = irregular[number] { return word }
        if number > 20, number < 100, number % 10 != 0 {
            return tens[number / 10] + "-" + ordinal(number % 10)
        }
        let word = cardinal(number)
        return word.hasSuffix("y") ? String(word.dropLast()) + "ieth" : word + "th"
    }

    /// A year as it is said: 2026 → "twenty twenty-six", 2005 → "two thousand five", 1999 →
    /// "nineteen ninety-nine".
    public static func year(_ year: Int) -> String {
        guard (1100 ... 9999).contains(year), year % 1000 >= 10 || year < 2000 else { return cardinal(year) }
        let (high, low) = (year / 100, year % 100)
        if low == 0 { return cardinal(high) + " hundred" }
        return cardinal(high) + " " + (low < 10 ? "oh " + cardinal(low) : cardinal(low))
    }
}
