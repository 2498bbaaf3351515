import Foundation
import HarkValue
import Testing

/// The one rule for control characters in output, and JSON that keeps to it.
@Suite struct TerminalTextTests {
    @Test func controlCharactersAreEscapedAndTabsAndLineBreaksKept() {
        #expect(TerminalText.escaped("a\u{1B}[2Jb") == #"a\u{1B}[2Jb"#)
        #expect(TerminalText.escaped("\u{0}\u{7}\r\u{7F}\u{80}\u{9B}\u{9F}") == #"\u{00}\u{07}\u{0D}\u{7F}\u{80}\u{9B}\u{9F}"#)
        #expect(TerminalText.escaped("one\ttwo\nthree") == "one\ttwo\nthree")
        // Not control characters: left as they are.
        #expect(TerminalText.escaped("café \u{A0}\u{200B} 😊 \\u{1B}") == "café \u{A0}\u{200B} 😊 \\u{1B}")
        // Escaping twice changes nothing more.
        let once = TerminalText.escaped("\u{1B}]0;title\u{07}")
        #expect(TerminalText.escaped(once) == once)
    }

    @Test func jsonEscapesDeleteAndC1TooAndReadsBackTheSame() throws {
        let text = "a\u{1B}b\u{7F}c\u{9B}d\u{9D}e"
        let quoted = JSONString.quoted(text)
        #expect(quoted == #""a\u001bb\u007fc\u009bd\u009de""#)
        let encoded = String(decoding: try JSONEncoder().encode([text]), as: UTF8.self)
        let escaped = JSONString.escapingControls(in: encoded)
        #expect(!escaped.unicodeScalars.contains { (0x7F...0x9F).contains($0.value) })
        #expect(try JSONDecoder().decode([String].self, from: Data(escaped.utf8)) == [text])
    }

    @Test func anyTextQuotedReadsBackTheSameWithNoRawControl() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "Zoë", "\"", "\\", "\n", "\r\n", "\t", "\u{0}", "\u{1B}[2J", "\u{7F}", "\u{80}", "\u{9B}", "\u{9F}", "\u{A0}", "\u{C2}",
                      "é", "e\u{301}", "👍🏽", "\u{2028}", "日本", " ", "plain text "]
        for _ in 0 ..< 2_000 {
            let text = (0 ..< Int.random(in: 0 ... 30, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let quoted = JSONString.quoted(text)
            #expect(try JSONDecoder().decode(String.self, from: Data(quoted.utf8)) == text, "\(text.debugDescription)")
            #expect(!quoted.unicodeScalars.contains { TerminalText.isEscaped($0) || $0 == "\n" || $0 == "\t" }, "\(quoted.debugDescription)")
        }
    }
}
