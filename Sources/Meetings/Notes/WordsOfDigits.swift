/// Numbers that stand alone in a note's text or title — a year ("2019"), a day written
/// "2026-11-27" — found by one pass over the text rather than a regular expression compiled for
/// every note. "Alone" is what a regular expression's `\b` means: no letter, digit or "_" right
/// before or after.
enum WordsOfDigits {
    /// The first year of this century or the last standing alone in `text` ("1999", "2024").
    static func firstYear(in text: String) -> Int? {
        firstMatch(in: text, shape: "dddd") { (1900 ... 2099).contains(Int($0) ?? 0) }.flatMap { Int($0) }
    }

    /// The first day written as four, two and two digits with hyphens ("2026-11-27") standing alone in `text`.
    static func firstISODay(in text: String) -> String? {
        firstMatch(in: text, shape: "dddd-dd-dd") { _ in true }
    }

    /// The first run of `text` of the given shape ("d" a digit 0–9, any other character itself),
    /// standing alone, that `accepts` takes.
    private static func firstMatch(in text: String, shape: String, accepts: (String) -> Bool) -> String? {
        let scalars = Array(text.unicodeScalars), pattern = Array(shape.unicodeScalars)
        guard scalars.count >= pattern.count else { return nil }
        func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
        }
        // The shape is checked first (a few comparisons); a Unicode property is looked up, and
        // text made, only where it fits.
        for start in 0 ... (scalars.count - pattern.count) {
            let end = start + pattern.count
            let fits = zip(scalars[start ..< end], pattern).allSatisfy { scalar, wanted in
                wanted == "d" ? ("0" ... "9").contains(scalar) : scalar == wanted
            }
            guard fits else { continue }
            if start > 0, isWordScalar(scalars[start - 1]) { continue }
            if end < scalars.count, isWordScalar(scalars[end]) { continue }
            let found = String(String.UnicodeScalarView(scalars[start ..< end]))
            if accepts(found) { return found }
        }
        return nil
    }
}
