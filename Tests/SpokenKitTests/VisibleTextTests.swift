import SpokenKit
import Testing

/// Text with nothing to see, and control characters, as `VisibleText` tells them.
struct VisibleTextTests {
    @Test func textOfOnlyInvisibleCharactersIsBlank() {
        for text in ["", " \t\n", "\u{200B}", "\u{200C}\u{200D}", "\u{2060}", "\u{FEFF}", "\u{00AD}", "\u{3164}", " \u{200B} "] {
            #expect(VisibleText.isBlank(text), "\(text.unicodeScalars.map { $0.value })")
        }
        for text in ["a", "\u{200B}a", "😊", "❤️", "—"] { #expect(!VisibleText.isBlank(text)) }
    }

    @Test func controlCharactersAreFoundAndNamed() {
        #expect(VisibleText.firstControl(in: "a\u{0}b") == "\u{0}")
        #expect(VisibleText.firstControl(in: "a\tb\nc", allowing: VisibleText.lineBreaksAndTabs) == nil)
        #expect(VisibleText.firstControl(in: "a\tb") == "\t")
        #expect(VisibleText.firstControl(in: "é—😊") == nil)
        #expect(VisibleText.name(of: "\u{0}") == "U+0000 NUL")
        #expect(VisibleText.name(of: "\u{200B}") == "U+200B ZERO WIDTH SPACE")
        #expect(VisibleText.name(of: "\u{1B}") == "U+001B (a control character)")
    }
}
