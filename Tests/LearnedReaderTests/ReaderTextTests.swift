import LearnedReader
import Testing

@Suite struct ReaderTextTests {
    @Test func speechAndWritingShareTheirWords() {
        #expect(ReaderText.words("What's on for Thursday?") == ReaderText.words("whats on for thursday"))
        #expect(ReaderText.words("mood=tired, pls!") == ["mood", "tired", "pls"])
        #expect(ReaderText.words("  ") == [])
    }
}
