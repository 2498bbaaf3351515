import Foundation
import Testing

@testable import Meetings

@Suite struct ChunkerTests {
    @Test func paragraphsReadOverBytesAreTheParagraphsOfTheCharacters() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["word", "Two words.", " ", "\t", "\n", "\n\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "  \n", "x",
                      "\u{A0}", "\u{3000}", "\u{2028}", "\u{85}", "\u{301}", "é", "👍🏽", "\u{200B}", "日本"]
        for _ in 0 ..< 3_000 {
            let text = (0 ..< Int.random(in: 0 ... 30, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            #expect(Chunker.blocks(of: text) == paragraphsOfCharacters(text), "\(text.debugDescription)")
        }
        #expect(Chunker.blocks(of: "Zoë wrote.\n\n\u{A0}\nThen more.") == ["Zoë wrote.", "Then more."])
    }

    /// The paragraph rule over characters, as it was written first.
    func paragraphsOfCharacters(_ text: String) -> [String] {
        var result: [String] = [], current: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.allSatisfy(\.isWhitespace) {
                if !current.isEmpty { result.append(current.joined(separator: "\n")) }
                current = []
            } else {
                current.append(line)
            }
        }
        if !current.isEmpty { result.append(current.joined(separator: "\n")) }
        return result.map(\.withoutSpacesAround).filter { !$0.isEmpty }
    }

    func words(_ count: Int, _ word: String = "word") -> String { Array(repeating: word, count: count).joined(separator: " ") }

    @Test func wordsAreCountedAsTheyAreSplit() {
        var random = SystemRandomNumberGenerator()
        let pieces = ["a", "word", " ", "  ", "\t", "\n", "\r\n", "\u{0B}", "\u{0C}", "\u{1C}", "é", "\u{A0}", "日本", "-", "👍🏽", " \u{301}"]
        for _ in 0 ..< 2_000 {
            let text = (0 ..< Int.random(in: 0 ... 12, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
            #expect(Chunker.wordCount(text) == Chunker.words(text).count, "\(text.debugDescription)")
        }
    }

    @Test func aMeetingIsChunkedByPart() {
        let meeting = Meeting(id: 1, uid: "u", recurrence: "", title: "Design review", start: Date(), end: Date(), allDay: false,
                              firstDay: .init(year: 2026, month: 1, day: 1), lastDay: .init(year: 2026, month: 1, day: 1), zone: "UTC", location: "",
                              purpose: "Review the new onboarding flow.", outcomes: "We ship on Friday.", notes: "", organizer: nil,
                              attendees: [.init(name: "Alex Jones", email: nil), .init(name: "Sam Lee", email: nil)], source: .typed)
        let chunks = Chunker.chunks(of: meeting, actionItems: ["send the offsite budget to finance", "book room"])
        #expect(chunks == [Chunk(.title, "Design review"), Chunk(.attendees, "Attendees: Alex Jones, Sam Lee"), Chunk(.purpose, "Review the new onboarding flow."),
                           Chunk(.outcomes, "We ship on Friday."), Chunk(.actionItem, "send the offsite budget to finance")])
    }

    @Test func shortParagraphsAreJoinedAndLongOnesCutBetweenSentences() {
        // Three 20-word paragraphs: joined until 50 words, the short tail joins the chunk before.
        let body = [words(20, "a"), words(20, "b"), words(20, "c")].joined(separator: "\n\n")
        let joined = Chunker.paragraphs(of: body)
        #expect(joined.count == 1)
        #expect(joined[0].split(whereSeparator: \.isWhitespace).count == 60)
        // Paragraphs of 60 words each stand alone.
        #expect(Chunker.paragraphs(of: [words(60, "a"), words(60, "b")].joined(separator: "\n\n")).count == 2)
        // A 450-word paragraph of 30-word sentences: cut between sentences, none over 200 words.
        let long = (0..<15).map { _ in words(29, "x") + " end." }.joined(separator: " ")
        let cut = Chunker.paragraphs(of: long)
        #expect(cut.count == 3)
        #expect(cut.allSatisfy { $0.split(separator: " ").count <= Chunker.maximumWords && $0.hasSuffix("end.") })
        // One 450-word sentence is cut between words.
        #expect(Chunker.paragraphs(of: words(450)).map { $0.split(separator: " ").count } == [200, 200, 50])
    }

    @Test func aNoteIsItsTitleThenItsParagraphs() {
        #expect(Chunker.chunks(ofNote: "Packing list", body: "") == [Chunk(.title, "Packing list")])
        #expect(Chunker.chunks(ofNote: "Trip", body: "passport\n\n\ncharger") == [Chunk(.title, "Trip"), Chunk(.paragraph, "passport\n\ncharger")])
    }
}
