/// Whether text has anything a person can see in it, and whether it holds control characters
/// that have no place in text: the checks that keep text made only of zero-width characters, or
/// cut short by a NUL, out of Hark's database.
///
/// ```swift
/// VisibleText.isBlank("\u{200B}\u{FEFF}")          // true
/// VisibleText.firstControl(in: "a\u{0}b")           // U+0000
/// VisibleText.name(of: "\u{200B}")                  // "U+200B ZERO WIDTH SPACE"
/// ```
public enum VisibleText {
    /// Whether `scalar` shows nothing: white space, a format character (Unicode category Cf:
    /// zero-width space and joiners, word joiner, byte-order mark, soft hyphen…), another
    /// default-ignorable character (variation selectors, Hangul fillers) or a control character.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return properties.isWhitespace || properties.generalCategory == .format || properties.generalCategory == .control
            || properties.isDefaultIgnorableCodePoint
    }

    /// Whether `text` is empty once white space and invisible characters are taken out.
    public static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(isInvisible)
    }

    /// The first C0 control character in `text` (U+0000–U+001F, and DELETE), leaving out those
    /// in `allowed` (a field that may hold several lines allows tab and line breaks); nil when
    /// there is none.
    public static func firstControl(in text: some StringProtocol, allowing allowed: Set<Unicode.Scalar> = []) -> Unicode.Scalar? {
        text.unicodeScalars.first { ($0.value < 0x20 || $0.value == 0x7F) && !allowed.contains($0) }
    }

    /// Tab, line feed and carriage return: what a field of several lines may hold.
    public static let lineBreaksAndTabs: Set<Unicode.Scalar> = ["\t", "\n", "\r"]

    /// A character named for a person: "U+0000 NUL", "U+200B ZERO WIDTH SPACE".
    public static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if let name = scalar.properties.name ?? scalar.properties.nameAlias { return code + " " + name }
        if scalar.value == 0 { return code + " NUL" }
        if scalar.properties.generalCategory == .control { return code + " (a control character)" }
        return code
    }

    /// The invisible characters of `text` named, at most three ("U+200B ZERO WIDTH SPACE, U+200D
    /// ZERO WIDTH JOINER"), white space left out.
    public static func invisibleNames(in text: String) -> String {
        var names: [String] = []
        for scalar in text.unicodeScalars where !scalar.properties.isWhitespace {
            let name = name(of: scalar)
            if !names.contains(name) { names.append(name) }
        }
        return names.prefix(3).joined(separator: ", ") + (names.count > 3 ? "…" : "")
    }
}
