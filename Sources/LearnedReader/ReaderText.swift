/// Text as the learned reader sees it: lower case, apostrophes dropped ("what's" → "whats"),
/// every other character that is not a letter or digit a space, runs of spaces one. Speech-to-text
/// output, typed shorthand and written sentences then share their words.
public enum ReaderText {
    /// The words of `text`, normalised.
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character == "'" || character == "’" || character == "‘" { continue }
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
