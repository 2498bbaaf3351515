/// What meetings, notes and action items are searched with: the words of what was said, and an
/// FTS5 query that wants each of them as a word or the start of one.
enum TextSearch {
    /// The words of `text`, in lower case (letters and digits only).
    static func words(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    }

    /// `"budget"* "hiring"*`, or with `column`, `title : "budget"* title : "hiring"*`.
    static func match(_ words: [String], column: String? = nil) -> String {
        words.map { (column.map { "\($0) : " } ?? "") + "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }.joined(separator: " ")
    }
}
