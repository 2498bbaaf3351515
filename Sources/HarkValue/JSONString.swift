/// Text as a JSON string literal, for the places that write JSON by hand (stable key order, quick
/// to start): quotation marks, backslashes and control characters escaped, everything else as is.
/// Besides the C0 characters JSON requires escaped, DELETE and the C1 characters
/// (U+0080–U+009F) are written as `\u007f`, `\u009b`: JSON allows them raw, but a terminal
/// showing the JSON may obey them (`TerminalText`).
public enum JSONString {
    public static func quoted(_ text: String) -> String {
        // Over the UTF-8 bytes, copying the runs between escapes whole: a C0 character, DELETE,
        // a quotation mark or a backslash is one byte, a C1 character the two bytes C2 80–C2 9F,
        // and no other character has those bytes in it.
        var json: [UInt8] = [0x22]
        var text = text
        text.withUTF8 { bytes in
            json.reserveCapacity(bytes.count + 2)
            var plain = 0, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let escape: String
                switch byte {
                case 0x22: escape = "\\\""
                case 0x5C: escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0x00 ... 0x1F, 0x7F: escape = unicodeEscape(Unicode.Scalar(byte))
                case 0xC2 where index + 1 < bytes.count && (0x80 ... 0x9F).contains(bytes[index + 1]): escape = unicodeEscape(Unicode.Scalar(bytes[index + 1]))
                default: index += 1; continue
                }
                json.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plain ..< index]))
                json.append(contentsOf: escape.utf8)
                index += byte == 0xC2 ? 2 : 1
                plain = index
            }
            json.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[plain ..< index]))
        }
        json.append(0x22)
        return String(decoding: json, as: UTF8.self)
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
