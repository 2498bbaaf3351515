/// The words of `hark WORDS…` read as a sentence with `say`'s options among them (`--json`,
/// `--verbose`, `--db PATH`, `--phrases PATH`, or `--db=PATH`), in one pass. Nil when a word is
/// any other option, or the sentence is blank: the argument parser then reads the words and
/// says what is wrong.
struct PlainSentence {
    var text: String
    var json = false
    var settings = RuntimeSettings()

    init?(_ arguments: [String]) {
        var words: [String] = []
        var remaining = arguments[...]
        while let word = remaining.popFirst() {
            guard word.hasPrefix("-"), word.count > 1 else { words.append(word); continue }
            let (name, inline) = word.firstIndex(of: "=").map { (String(word[..<$0]), Optional(String(word[word.index(after: $0)...]))) }
                ?? (word, nil)
            switch name {
            case "--json" where inline == nil: json = true
            case "--verbose" where inline == nil: settings.verbose = true
            case "--db", "--phrases":
                guard let value = inline ?? remaining.popFirst() else { return nil }
                if name == "--db" { settings.db = value } else { settings.phrases = value }
            default: return nil
            }
        }
        text = words.joined(separator: " ")
        if isBlank(text) { return nil }
    }
}
