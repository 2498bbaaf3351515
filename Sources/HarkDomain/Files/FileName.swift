/// A file's name as Hark writes it for a shortcut: nothing that would put it elsewhere or hide
/// it. Pure.
public enum FileName {
    /// `name` without path separators (`/` and `\` become `-`), control characters or a leading
    /// dot (a hidden file, or `..`), and without white space at its ends; nil when nothing is left.
    ///
    /// `"../.bashrc"` → `"-.bashrc"`, `".profile"` → `"profile"`, `"notes\u{7}.json"` → `"notes.json"`.
    public static func tidied(_ name: String) -> String? {
        var kept = String.UnicodeScalarView()
        for scalar in name.unicodeScalars where !scalar.properties.generalCategory.isControl {
            kept.append(scalar == "/" || scalar == "\\" ? "-" : scalar)
        }
        var text = Substring(String(kept))
        while let first = text.first, first == "." || first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text.isEmpty ? nil : String(text)
    }
}

private extension Unicode.GeneralCategory {
    var isControl: Bool { self == .control || self == .format || self == .lineSeparator || self == .paragraphSeparator }
}
