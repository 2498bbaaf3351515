/// Reads numbers written as digits ("25", "-5", "20.5", "3,5", "1,000") or as English words
/// ("twenty five", "one hundred and five", "a thousand", "minus five", "twenty point five").
///
/// A number can end at several places ("twenty five" is 20 after one word and 25 after two),
/// so `readings` gives every place where a complete number ends, and the matcher keeps the
/// one that lets the rest of the sentence match.
public enum NumberReader {
    /// A number read from `tokens[start..<end]`.
    public struct Reading: Hashable, Sendable {
        public var end: Int
        public var value: Double
    }

    /// Every complete number that starts at token `start`, shortest first.
    public static func readings(_ tokens: [Token], from start: Int) -> [Reading] {
        guard start < tokens.count else { return [] }
        if let digits = digitValue(tokens[start].text) {
            var result = [Reading(end: start + 1, value: digits)]
            // "5 hundred", "2 million", "2.5 million"
            if start + 1 < tokens.count, digits > 0,
               let scale = tokens[start + 1].text == "hundred" ? 100 : scales[tokens[start + 1].text] {
                result.append(Reading(end: start + 2, value: digits * scale))
            }
            return result
        }
        return wordReadings(tokens, from: start)
    }

    /// The value of a token written in digits, if it is one.
    package static func digitValue(_ text: String) -> Double? {
        guard let first = text.first, first.isNumber || (first == "-" && text.count > 1) else { return nil }
        // Plain digits ("3", "2027"), the common case, without the work below.
        if text.utf8.count <= 15, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) {
            return Double(text.utf8.reduce(0) { $0 * 10 + Int($1 - 48) })
        }
        var body = Substring(text)
        var sign = 1.0
        if body.first == "-" { sign = -1; body = body.dropFirst() }
        guard body.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == ",") }),
              let firstDigit = body.first, firstDigit.isNumber, body.last?.isNumber == true else { return nil }
        let commaGroups = body.split(separator: ",", omittingEmptySubsequences: false)
        if commaGroups.count > 1, !body.contains("."), commaGroups[0].count <= 3,
           commaGroups.dropFirst().allSatisfy({ $0.count == 3 }) {
            body = Substring(commaGroups.joined()) // thousands separators
        } else if commaGroups.count == 2 {
            body = Substring(commaGroups.joined(separator: ".")) // decimal comma
        }
        guard let value = Double(body) else { return nil }
        return sign * value
    }

    /// Whether `word` is a number word ("three", "twenty", "hundred", "million").
    package static func isNumberWord(_ word: String) -> Bool {
        units[word] != nil || tens[word] != nil || word == "hundred" || scales[word] != nil
    }

    private static let units: [String: Double] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
        "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    private static let tens: [String: Double] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70, "eighty": 80, "ninety": 90,
    ]
    private static let scales: [String: Double] = ["thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000]

    private enum Last { case start, sign, article, unit, teen, ten, hundred, scale, and }

    private static func wordReadings(_ tokens: [Token], from start: Int) -> [Reading] {
        var readings: [Reading] = []
        var sign = 1.0
        var total = 0.0          // completed thousands groups
        var group = 0.0          // the current group below a thousand
        var lastScale = Double.infinity
        var last = Last.start
        var hundredInGroup = false
        var position = start

        while position < tokens.count {
            let word = tokens[position].text
            if (word == "minus" || word == "negative"), last == .start {
                sign = -1; last = .sign
            } else if word == "a", last == .start, position + 1 < tokens.count,
                      tokens[position + 1].text == "hundred" || scales[tokens[position + 1].text] != nil {
                group = 1; last = .article
            } else if let unit = units[word] {
                let canFollow: Bool
                switch last {
                case .start, .sign, .hundred, .scale, .and: canFollow = true
                case .ten: canFollow = unit >= 1 && unit <= 9
                default: canFollow = false
                }
                if !canFollow { break }
                if unit == 0, last != .start, last != .sign { break }
                group += unit
                last = unit >= 10 ? .teen : .unit
            } else if let ten = tens[word] {
                guard [.start, .sign, .hundred, .scale, .and].contains(last) else { break }
                group += ten
                last = .ten
            } else if word == "hundred" {
                guard [.unit, .teen, .ten, .article].contains(last), !hundredInGroup, group >= 1, group <= 99 else { break }
                group *= 100
                hundredInGroup = true
                last = .hundred
            } else if let scale = scales[word] {
                guard [.unit, .teen, .ten, .hundred, .article].contains(last), group >= 1, scale < lastScale else { break }
                total += group * scale
                group = 0
                lastScale = scale
                hundredInGroup = false
                last = .scale
            } else if word == "and", last == .hundred || last == .scale {
                last = .and
            } else if word == "point", [.unit, .teen, .ten, .hundred, .scale].contains(last) {
                // decimals: "twenty point five", "one point two five"
                var fraction = 0.0, divisor = 1.0, next = position + 1
                while next < tokens.count, let digit = units[tokens[next].text], digit <= 9 {
                    divisor *= 10
                    fraction += digit / divisor
                    next += 1
                    readings.append(Reading(end: next, value: sign * (total + group + fraction)))
                }
                // "one point five million": the whole of it scaled, when nothing larger came before.
                if fraction > 0, total == 0, next < tokens.count, let scale = scales[tokens[next].text] {
                    readings.append(Reading(end: next + 1, value: sign * (group + fraction) * scale))
                }
                break
            } else {
                break
            }
            position += 1
            if [.unit, .teen, .ten, .hundred, .scale].contains(last) {
                readings.append(Reading(end: position, value: sign * (total + group)))
            }
        }
        return readings
    }
}
