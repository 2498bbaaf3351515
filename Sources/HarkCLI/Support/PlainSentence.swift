/// The words of `hark WORDS…` read as a sentence with Hark's own options among them
/// (`RuntimeSettings.read`), in one pass. Nil when a word is any other option, or the sentence
/// is blank: the argument parser then reads the words and says what is wrong.
struct PlainSentence {
    var text: String
    var settings = RuntimeSettings()

    init?(_ arguments: [String]) {
        var words: [String] = []
        var remaining = arguments[...]
        while let word = remaining.popFirst() {
            guard word.hasPrefix("-"), word.count > 1 else { words.append(word); continue }
            guard (try? settings.read(word, from: &remaining)) == true else { return nil }
        }
        text = words.joined(separator: " ")
        if isBlank(text) { return nil }
    }
}
