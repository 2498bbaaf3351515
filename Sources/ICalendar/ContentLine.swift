/// One unfolded iCalendar content line (RFC 5545 §3.1): `NAME;PARAM=value:VALUE`, with the
/// number of the physical line it starts on.
public struct ContentLine: Sendable, Equatable {
    public var name: String
    /// Parameter names in upper case; values unquoted, RFC 6868 caret escapes read.
    public var parameters: [String: String]
    /// The raw value (text escapes are read by `text`).
    public var value: String
    public var line: Int

    /// The value as TEXT: `\n`, `\,`, `\;` and `\\` read.
    public var text: String { Self.unescape(value) }

    static func unescape(_ value: String) -> String {
        guard value.contains("\\") else { return value }
        var result = "", escaping = false
        for character in value {
            if escaping {
                switch character {
                case "n", "N": result.append("\n")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The longest one property may be, unfolded, in bytes: a title of a megabyte is no title.
    static let maximumLineBytes = 1_000_000

    /// Unfolds `text` (CRLF, LF or CR line ends, a leading byte-order mark, continuation lines
    /// starting with a space or a tab, empty lines skipped) and reads each line; a line that is not `NAME…:VALUE` is
    /// reported with its number and skipped.
    static func lines(of text: String) -> (lines: [ContentLine], problems: [ICalendarProblem]) {
        // Each line's pieces (itself and its continuation lines), joined once at the end: joining
        // as they come copies a long folded value over and over.
        var physical: [(pieces: [Substring], bytes: Int, number: Int)] = []
        var number = 0
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : Substring(text)
        for raw in body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            number += 1
            // An empty line is nothing, and does not end the line before it: a continuation after
            // it still belongs to that line (as calendar libraries read it).
            if raw.isEmpty { continue }
            if let first = raw.first, first == " " || first == "\t", !physical.isEmpty {
                let piece = raw.dropFirst(), last = physical.count - 1
                physical[last].bytes += piece.utf8.count
                if physical[last].bytes <= maximumLineBytes { physical[last].pieces.append(piece) }
            } else {
                physical.append(([raw], raw.utf8.count, number))
            }
        }
        var lines: [ContentLine] = [], problems: [ICalendarProblem] = []
        lines.reserveCapacity(physical.count)
        for (pieces, bytes, number) in physical {
            guard bytes <= maximumLineBytes else {
                let name = pieces.first.map { $0.prefix { $0 != ":" && $0 != ";" }.prefix(40) } ?? ""
                problems.append(ICalendarProblem(line: number, message: "\(name) is \(bytes) bytes long, more than a property may be (\(maximumLineBytes)); it is left out"))
                continue
            }
            let text = pieces.count == 1 ? pieces[0] : Substring(pieces.joined())
            guard !text.allSatisfy({ $0 == " " || $0 == "\t" }) else { continue }
            if let line = parse(text, number: number) { lines.append(line) } else {
                problems.append(ICalendarProblem(line: number, message: "not a content line (NAME:VALUE): “\(text.prefix(60))”"))
            }
        }
        return (lines, problems)
    }

    static func parse(_ text: Substring, number: Int) -> ContentLine? {
        var index = text.startIndex
        while index < text.endIndex, text[index] != ";", text[index] != ":" { index = text.index(after: index) }
        let name = text[text.startIndex..<index].uppercased()
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return nil }
        var parameters: [String: String] = [:]
        while index < text.endIndex, text[index] == ";" {
            index = text.index(after: index)
            let nameStart = index
            while index < text.endIndex, text[index] != "=", text[index] != ":", text[index] != ";" { index = text.index(after: index) }
            guard index < text.endIndex, text[index] == "=" else { return nil }
            let parameter = text[nameStart..<index].uppercased()
            index = text.index(after: index)
            var value = ""
            // A value is quoted ("…", which may hold ; : ,) or runs to the next ; or :.
            while index < text.endIndex, text[index] != ";", text[index] != ":" {
                if text[index] == "\"" {
                    index = text.index(after: index)
                    while index < text.endIndex, text[index] != "\"" { value.append(text[index]); index = text.index(after: index) }
                    guard index < text.endIndex else { return nil }
                    index = text.index(after: index)
                } else {
                    value.append(text[index])
                    index = text.index(after: index)
                }
            }
            parameters[parameter] = caretUnescape(value)
        }
        guard index < text.endIndex, text[index] == ":" else { return nil }
        return ContentLine(name: name, parameters: parameters, value: String(text[text.index(after: index)...]), line: number)
    }

    /// RFC 6868: `^n` a newline, `^^` a caret, `^'` a double quote.
    static func caretUnescape(_ value: String) -> String {
        guard value.contains("^") else { return value }
        var result = "", caret = false
        for character in value {
            if caret {
                switch character {
                case "n": result.append("\n")
                case "^": result.append("^")
                case "'": result.append("\"")
                default: result.append("^"); result.append(character)
                }
                caret = false
            } else if character == "^" {
                caret = true
            } else {
                result.append(character)
            }
        }
        if caret { result.append("^") }
        return result
    }
}

/// Something wrong in an iCalendar file, with the line it is on (the events around it are still
/// read).
public struct ICalendarProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { "line \(line): \(message)" }
}
