/// Text as a JSON string literal, for the places that write JSON by hand (stable key order, quick
/// to start): quotation marks, backslashes and control characters escaped, everything else as is.
/// Besides the C0 characters JSON requires escaped, DELETE and the C1 characters
/// (U+0080–U+009F) are written as `\u007f`, `\u009b`: JSON allows them raw, but a terminal
/// showing the JSON may obey them (`TerminalText`).
public enum JSONString {
    public static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if TerminalText.isEscaped(scalar) {
                    result += unicodeEscape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// JSON already written (by `JSONEncoder`, which leaves DELETE and C1 characters raw) with
    /// those characters escaped as `\u007f`. Outside its strings JSON holds only ASCII
    /// punctuation, letters, digits and white space, so every such character stands inside a
    /// string, where the escape means the same character: the JSON reads back the same.
    public static func escapingControls(in json: String) -> String {
        // Valid JSON holds no raw C0 character but its white space (tab, line feed, carriage
        // return), outside strings.
        func isRaw(_ scalar: Unicode.Scalar) -> Bool { (0x7F...0x9F).contains(scalar.value) }
        guard json.unicodeScalars.contains(where: isRaw) else { return json }
        var result = ""
        for scalar in json.unicodeScalars {
            if isRaw(scalar) {
                result += unicodeEscape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// `\u001b`: the JSON escape of a character in the Basic Multilingual Plane.
    static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u" + TerminalText.hex(scalar.value, digits: 4).lowercased()
    }
}
