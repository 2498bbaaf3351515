/// A program and its arguments written as one line of text (the `notifier` setting), split into
/// words with a shell's quoting and nothing else of a shell (Docs/configuration.md, "The
/// notifier"):
///
/// - words are separated by spaces and tabs outside quotes;
/// - `'…'` keeps everything inside as it is;
/// - `"…"` keeps everything inside as it is, except that `\"` is a quotation mark and `\\` a
///   backslash;
/// - outside quotes, a backslash keeps the character after it (`\ `, `\'`, `\"`, `\\`);
/// - quoted and unquoted text side by side make one word (`-a'My app'` is `-aMy app`), and `''`
///   is an empty word;
/// - `$`, `~`, `*`, `;`, `|` and the rest are plain characters: no variables, globs or pipes.
///
/// ```swift
/// try CommandWords.split(#"notify-send -a "Hark daemon" -i 'dialog information'"#)
/// // ["notify-send", "-a", "Hark daemon", "-i", "dialog information"]
/// ```
public enum CommandWords {
    /// Why a line could not be split: a quote left open or a backslash at its end.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// The words of `text`; throws when a quote is not closed or it ends in a lone backslash.
    public static func split(_ text: String) throws(Problem) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = text.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t", "\n":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "'":
                inWord = true
                var closed = false
                while let inside = characters.next() {
                    if inside == "'" { closed = true; break }
                    word.append(inside)
                }
                guard closed else { throw Problem(description: "a single quotation mark (') is not closed") }
            case "\"":
                inWord = true
                var closed = false
                while let inside = characters.next() {
                    if inside == "\"" { closed = true; break }
                    if inside == "\\" {
                        guard let next = characters.next() else { break }
                        if next != "\"" && next != "\\" { word.append("\\") }
                        word.append(next)
                    } else {
                        word.append(inside)
                    }
                }
                guard closed else { throw Problem(description: "a double quotation mark (\") is not closed") }
            case "\\":
                guard let next = characters.next() else {
                    throw Problem(description: "it ends in a backslash with nothing after it to keep")
                }
                inWord = true
                word.append(next)
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
