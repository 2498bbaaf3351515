/// A spoken number: its value, and whether it was said as a percentage or an ordinal.
public struct SpokenNumber: Sendable, Hashable {
    public var value: Double
    /// "50%", "fifty percent": `value` is 50.
    public var isPercent = false
    /// "third", "21st".
    public var isOrdinal = false
}

extension SpokenReader {
    static let scales: [String: Double] = ["dozen": 12, "hundred": 100, "thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000]

    /// Numbers: digits and decimals ("3.5", "1,000"), words ("two hundred and forty one",
    /// "three point five", "minus five"), ordinals ("third", "21st"), "a couple" (2), "a few" (3),
    /// "a dozen" (12), "half a dozen" (6), "two dozen", fractions ("three and a half", "a quarter",
    /// "three quarters", "a million and a half", "half a million", "2.5 million") and percentages
    /// ("50%", "fifty percent").
    func numbers(_ index: Int) -> [(end: Int, value: SpokenNumber)] {
        var plain: [(end: Int, value: Double)] = cardinals(index)
        switch word(index) {
        case "a" where word(index + 1) == "couple": plain.append((index + 2, 2))
        case "a" where word(index + 1) == "few": plain.append((index + 2, 3))
        case "a" where word(index + 1) == "dozen": plain.append((index + 2, 12))
        case "dozen": plain.append((index + 1, 12))
        case "half" where word(index + 1) == "a" && word(index + 2) == "dozen": plain.append((index + 3, 6))
        default: break
        }
        for reading in cardinals(index) {
            if word(reading.end) == "dozen", reading.value > 0 { plain.append((reading.end + 1, reading.value * 12)) }
            // "20 point 5", "twenty point 25": a whole number, "point", digits.
            if word(reading.end) == "point", reading.value == reading.value.rounded(), abs(reading.value) < 1e15,
               isDigits(reading.end + 1), let digits = word(reading.end + 1), !digits.utf8.contains(UInt8(ascii: ".")),
               let value = Double("\(Int(abs(reading.value))).\(digits)") {
                plain.append((reading.end + 2, reading.value < 0 ? -value : value))
            }
        }
        // "1/2", "3/4"
        if isDigits(index), word(index + 1) == "/", isDigits(index + 3 - 1), word(index + 3) != "/",
           let top = word(index).flatMap(Int.init), let bottom = word(index + 2).flatMap(Int.init), bottom > 0, top < bottom {
            plain.append((index + 3, Double(top) / Double(bottom)))
        }
        // "1.5k", "2k"
        if isDigits(index), word(index + 1) == "k", gap(before: index + 1).isEmpty, let digits = word(index).flatMap(NumberReader.digitValue) {
            plain.append((index + 2, digits * 1000))
        }
        // "three and a half", "a million and a half" (half a million more), "a dozen and a half",
        // "three and a half thousand", "a half", "two thirds", "half a million".
        for reading in plain where reading.value == reading.value.rounded() {
            let scale = word(reading.end - 1).flatMap { Self.scales[$0] } ?? 1
            for tail in fractionTails(reading.end) {
                let fraction = (reading.value < 0 ? -tail.value : tail.value) * scale
                plain.append((tail.end, reading.value + fraction))
                if scale == 1, let more = word(tail.end).flatMap({ Self.scales[$0] }) {
                    plain.append((tail.end + 1, (reading.value + fraction) * more))
                }
            }
        }
        plain += fractions(index)
        if word(index) == "half", isWord(index + 1, ["a", "an"]), let scale = word(index + 2).flatMap({ Self.scales[$0] }) {
            plain.append((index + 3, scale / 2))
        }
        var result: [(end: Int, value: SpokenNumber)] = []
        for reading in plain {
            result.append((reading.end, SpokenNumber(value: reading.value)))
            if word(reading.end) == "%" || word(reading.end) == "percent" {
                result.append((reading.end + 1, SpokenNumber(value: reading.value, isPercent: true)))
            } else if let end = after(reading.end, ["per", "cent"]) {
                result.append((end, SpokenNumber(value: reading.value, isPercent: true)))
            }
        }
        for ordinal in ordinals(index) {
            result.append((ordinal.end, SpokenNumber(value: Double(ordinal.value), isOrdinal: true)))
        }
        return result
    }
}
