import Testing
@testable import Embedding

/// BERT's uncased WordPiece tokenizer, on the tiny vocabulary.
@Suite struct TokenizerTests {
    let tokenizer: WordPieceTokenizer

    init() throws {
        tokenizer = try WordPieceTokenizer(vocabularyText: TinyModel.vocabulary.joined(separator: "\n") + "\n", path: "vocab.txt")
    }

    /// The tokens of `text` as vocabulary strings, [CLS] and [SEP] left out.
    func tokens(_ text: String, maxTokens: Int = 256) -> [String] {
        let ids = tokenizer.encode(text, maxTokens: maxTokens)
        #expect(ids.first == 2 && ids.last == 3)
        return ids.dropFirst().dropLast().map { TinyModel.vocabulary[Int($0)] }
    }

    @Test func wordsArePiecesOfTheVocabulary() {
        #expect(tokens("hello world") == ["hello", "world"])
        #expect(tokens("unaffable") == ["un", "##aff", "##able"])
        #expect(tokens("playing plays") == ["play", "##ing", "play", "##s"])
        #expect(tokens("xxxx") == ["x", "##x", "##x", "##x"])
    }

    @Test func aWordThatCannotBeSplitIsUnknownAsAWhole() {
        #expect(tokens("ab hello") == ["[UNK]", "hello"])   // "a" is known, "##b" is not
        #expect(tokens("unknownword") == ["[UNK]"])
        #expect(tokens("🍕 hello") == ["[UNK]", "hello"])
    }

    @Test func wordsOverAHundredScalarsAreUnknown() {
        #expect(tokens(String(repeating: "x", count: 100)) == ["x"] + Array(repeating: "##x", count: 99))
        #expect(tokens(String(repeating: "x", count: 101)) == ["[UNK]"])
    }

    @Test func caseAndAccentsAreGone() {
        #expect(tokens("HELLO World") == ["hello", "world"])
        #expect(tokens("Café CAFÉ cafe\u{301}") == ["cafe", "cafe", "cafe"])
        #expect(tokens("Ééé") == ["e", "##e", "##e"])
    }

    @Test func punctuationIsATokenOfItsOwn() {
        #expect(tokens("hello,world!") == ["hello", ",", "world", "!"])
        #expect(tokens("hello...") == ["hello", ".", ".", "."])
        // "$" is punctuation by BERT's ASCII ranges (not Unicode's P*); "¿" and "。" by Unicode's.
        #expect(tokens("a$b") == ["a", "[UNK]", "b"])
        #expect(tokens("hello¿world。") == ["hello", "[UNK]", "world", "[UNK]"])
    }

    /// Hugging Face's tokenizer has Unicode 8.0's categories: a punctuation mark or format
    /// character assigned since is an ordinary (unknown) character to it, and so here; code points
    /// not assigned at all are kept too.
    @Test func charactersNewerThanUnicode8AreOrdinary() {
        #expect(tokens("a\u{60C}b") == ["a", "[UNK]", "b"])   // ARABIC COMMA, Unicode 1.1: punctuation
        #expect(tokens("a\u{61D}b") == ["[UNK]"])              // ARABIC END OF TEXT MARK, Unicode 14
        #expect(tokens("a\u{378}b") == ["[UNK]"])              // unassigned
        #expect(tokens("x\u{2066}x") == ["x", "##x"])           // LEFT-TO-RIGHT ISOLATE (Cf), Unicode 6.3: dropped
    }

    @Test func chineseCharactersAreWordsOfTheirOwn() {
        #expect(tokens("中国") == ["中", "国"])
        #expect(tokens("hello中world") == ["hello", "中", "world"])
    }

    @Test func controlAndFormatCharactersAreDroppedAndWhitespaceSeparates() {
        #expect(tokens("hel\u{0}lo") == ["hello"])
        #expect(tokens("hel\u{1}lo wor\u{7F}ld") == ["hello", "world"])
        #expect(tokens("hel\u{200B}lo\u{FEFF} \u{FFFD}world\u{AD}") == ["hello", "world"])
        #expect(tokens("hello\tworld\nthe\r\ncat\u{A0}sat\u{3000}on") == ["hello", "world", "the", "cat", "sat", "on"])
        #expect(tokens("  \u{0} \n ") == [])
        #expect(tokens("") == [])
    }

    @Test func specialTokensWrittenInTheTextAreKept() {
        #expect(tokens("hello [SEP] world[MASK]") == ["hello", "[SEP]", "world", "[MASK]"])
        // Only exactly as written: "[sep]" is the words "[", "sep", "]" (none in the tiny vocabulary).
        #expect(tokens("[sep]") == ["[UNK]", "[UNK]", "[UNK]"])
    }

    @Test func longTextsAreCutTo256TokensWithTheMarkers() {
        let ids = tokenizer.encode(Array(repeating: "the cat", count: 300).joined(separator: " "), maxTokens: 256)
        #expect(ids.count == 256)
        #expect(ids.first == 2 && ids.last == 3)
        #expect(ids.dropFirst().dropLast().allSatisfy { $0 == 21 || $0 == 22 })
        #expect(tokenizer.encode("the cat", maxTokens: 3) == [2, 21, 3])
        #expect(tokens(Array(repeating: "a", count: 254).joined(separator: " ")).count == 254)
    }
}
