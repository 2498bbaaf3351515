import Foundation
import HarkValue

/// The one place the command line writes text for people: standard output and standard error.
/// Every control character in it is shown escaped (`TerminalText`: `\u{1B}` for ESC), so a
/// title, note or memory holding escape sequences — stored as it was given — can neither clear
/// the screen nor set the window's title; `Style`'s colours are added after that
/// (Docs/cli.md, "Output"). JSON is written escaped by `JSONString` before it gets here.
enum Output {
    /// Writes `text` and `terminator` to standard output.
    static func line(_ text: StyledText, terminator: String = "\n") {
        print(render(text), terminator: terminator)
    }

    /// Writes `text` and `terminator` to standard output.
    static func line(_ text: String, terminator: String = "\n") {
        line(StyledText(text), terminator: terminator)
    }

    /// Writes `text` and `terminator` to standard error, at once (unbuffered).
    static func error(_ text: StyledText, terminator: String = "\n") {
        FileHandle.standardError.write(Data((render(text) + terminator).utf8))
    }

    /// Writes `text` and `terminator` to standard error, at once (unbuffered).
    static func error(_ text: String, terminator: String = "\n") {
        error(StyledText(text), terminator: terminator)
    }

    /// The text as written: each part escaped, then wrapped in its colour's codes.
    static func render(_ text: StyledText) -> String {
        text.parts.map { part in
            let shown = TerminalText.escaped(part.text)
            guard let code = part.code else { return shown }
            return "\u{1B}[\(code)m\(shown)\u{1B}[0m"
        }.joined()
    }
}
