import SpokenKit

/// The text of a file being imported (a calendar, a note), checked before anything of it is
/// written: bytes that are not UTF-8 and control characters (a NUL would cut a title short, and
/// others show as nothing) are reported as `file:line: …`, one problem per line.
public enum ImportedText {
    /// The file's text, or the problems that keep it out.
    /// - Parameter allowed: control characters the file may hold besides line breaks (tab).
    public static func read(_ bytes: [UInt8], path: String, allowing allowed: Set<Unicode.Scalar> = ["\t"]) -> Result<String, Problems> {
        // UTF-16 with a byte-order mark is read (as Windows programs save it); without one it is named.
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            guard let text = utf16(bytes.dropFirst(2), bigEndian: bytes[0] == 0xFE) else {
                return .failure(Problems(lines: ["\(path):1: the file says it is UTF-16 but is not; save it as UTF-8"]))
            }
            return read(Array(text.utf8), path: path, allowing: allowed)
        }
        if bytes.count >= 4, bytes.prefix(64).enumerated().filter({ $0.element == 0 }).count >= min(bytes.count, 64) / 4 {
            return .failure(Problems(lines: ["\(path):1: the file looks like UTF-16 without a byte-order mark; save it as UTF-8"]))
        }
        // Most files are UTF-8 with no control character but tab and line ends: one pass says so.
        if let text = String(validating: bytes, as: UTF8.self), !hasControl(bytes, allowing: allowed) { return .success(text) }
        var problems: [String] = []
        var line = 1
        for bytes in bytes.split(separator: 10, omittingEmptySubsequences: false) {
            if let text = String(validating: bytes, as: UTF8.self) {
                let text = text.hasSuffix("\r") ? text.dropLast() : Substring(text)
                if let control = VisibleText.firstControl(in: text, allowing: allowed) {
                    problems.append("\(path):\(line): a control character (\(VisibleText.name(of: control))) is not text; is the file damaged?")
                }
            } else {
                problems.append("\(path):\(line): this line is not UTF-8 text; save the file as UTF-8")
            }
            line += 1
        }
        guard problems.isEmpty else { return .failure(Problems(lines: problems)) }
        return .success(String(decoding: bytes, as: UTF8.self))
    }

    /// Whether a line holds a control character the rule below names. A control character is one
    /// byte in UTF-8 (no byte of a longer character is under 0x80); a line feed parts lines, and a
    /// carriage return before one (or at the end) ends its line.
    static func hasControl(_ bytes: [UInt8], allowing allowed: Set<Unicode.Scalar>) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            for index in bytes.indices {
                let byte = bytes[index]
                guard byte < 0x20 || byte == 0x7F, byte != 0x0A else { continue }
                if byte == 0x0D, index + 1 == bytes.count || bytes[index + 1] == 0x0A { continue }
                if !allowed.contains(Unicode.Scalar(byte)) { return true }
            }
            return false
        }
    }

    /// `bytes` read as UTF-16 in the byte order given; nil when they are not (an odd count, a lone surrogate).
    static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String? {
        guard bytes.count % 2 == 0 else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var text = ""
        var decoder = UTF16()
        var iterator = units.makeIterator()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
            case .emptyInput: break loop
            case .error: return nil
            }
        }
        return text
    }

    /// Why a file's text was refused: `file:line: …` for each line.
    public struct Problems: Error, Sendable {
        public var lines: [String]
    }
}
