import SpokenKit

/// The text of a file being imported (a calendar, a note), checked before anything of it is
/// written: bytes that are not UTF-8 and control characters (a NUL would cut a title short, and
/// others show as nothing) are reported as `file:line: …`, one problem per line.
public enum ImportedText {
    /// The file's text, or the problems that keep it out.
    /// - Parameter allowed: control characters the file may hold besides line breaks (tab).
    public static func read(_ bytes: [UInt8], path: String, allowing allowed: Set<Unicode.Scalar> = ["\t"]) -> Result<String, Problems> {
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

    /// Why a file's text was refused: `file:line: …` for each line.
    public struct Problems: Error, Sendable {
        public var lines: [String]
    }
}
