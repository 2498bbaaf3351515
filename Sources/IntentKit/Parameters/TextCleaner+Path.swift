extension TextCleaner {
    /// A file's path said among other words: the one word that looks like a path ("~/x.json",
    /// "./notes/a.md", "backup-2.json"), so that "my backup ~/old.json" and "the memories in
    /// old.json" name the file alone. Text with no such word, or with more than one, is kept as said;
    /// words that only say what kind of file ("one file", "a JSON file") name none.
    /// The path is kept as written — "./x.json", "../up.json", "~/.bashrc" — but for quotes around
    /// it and the punctuation that ends the sentence ("save it to ../up.json.", "old.json?").
    public static let path = TextCleaner(clean: { said in
        let words = said.split(whereSeparator: \.isWhitespace).map { word in
            var word = Substring(word.trimmingCharacters(in: .init(charactersIn: "\"'“”‘’,;()")))
            while let last = word.last, "?!…".contains(last) { word = word.dropLast() }
            return word.hasSuffix(".") && !word.hasSuffix("..") && !word.hasSuffix("/.") ? String(word.dropLast()) : String(word)
        }
        let paths = words.filter(looksLikePath)
        // "one file", "a JSON file" say what kind of file, not which: no file is named.
        if paths.isEmpty, !words.isEmpty, words.allSatisfy({ unnamedFile.contains($0.lowercased()) }) { return Cleaned(text: nil) }
        return Cleaned(text: paths.count == 1 ? paths[0] : said)
    })

    /// Words that only say what kind of file is meant ("a single JSON file").
    static let unnamedFile: Set<String> = ["a", "an", "the", "one", "single", "json", "file", "files", "new", "my", "some",
                                           "plain", "text", "separate", "whole", "big"]

    /// Whether `word` looks like a file's path: it has a folder ("/", "~"), or ends in a short
    /// extension of letters and digits ("x.json", "a.tar.gz"), and is not a sentence's full stop.
    public static func looksLikePath(_ word: String) -> Bool {
        guard !word.isEmpty else { return false }
        if word.hasPrefix("~") || word.contains("/") { return true }
        guard let dot = word.lastIndex(of: "."), dot != word.startIndex else { return false }
        let ext = word[word.index(after: dot)...]
        return (1 ... 5).contains(ext.count) && ext.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } && ext.contains(where: \.isLetter)
    }
}
