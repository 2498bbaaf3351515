/// Text as it may be shown on a terminal, in a log or by a desktop notifier: the one rule for
/// control characters in output (Docs/cli.md, "Output").
///
/// Hark's data is stored as it was given, and some of it comes from other people (calendar
/// invitations, shared archives): a title holding `ESC [2J` would clear the screen, and an
/// operating-system command (`ESC ] 0; … BEL`) would set the window's title. So every control
/// character — C0 except tab and line feed, DELETE, and C1 (U+0080–U+009F, which some
/// terminals also obey) — is shown as a Swift-style escape of its code point in hexadecimal,
/// at least two digits, upper case:
///
/// ```swift
/// TerminalText.escaped("a\u{1B}[2Jb")      // "a\\u{1B}[2Jb", shown as a\u{1B}[2Jb
/// TerminalText.escaped("one\ttwo\nthree")   // unchanged
/// ```
///
/// The form is for reading, not for reading back: a backslash already in the text is left as it
/// is. Escaping is idempotent (what it writes holds no control character).
public enum TerminalText {
    /// Whether `scalar` is a control character that output shows escaped: U+0000–U+001F except
    /// tab and line feed, U+007F, and U+0080–U+009F.
    public static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// Whether `text` holds a character `escaped` would change.
    public static func needsEscaping(_ text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains(where: isEscaped)
    }

    /// `text` with every control character (`isEscaped`) written as `\u{1B}`.
    public static func escaped(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isEscaped(scalar) {
                result.append(contentsOf: "\\u{".unicodeScalars)
                result.append(contentsOf: hex(scalar.value, digits: 2).unicodeScalars)
                result.append("}")
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `value` in upper-case hexadecimal, padded with zeros to at least `digits`.
    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
