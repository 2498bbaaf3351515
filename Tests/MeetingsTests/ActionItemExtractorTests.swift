import Foundation
import SpokenKit
import Testing

@testable import Meetings

@Suite struct ActionItemExtractorTests {
    // Monday 23 November 2026, 10:00 in Europe/Berlin.
    let context: SpokenContext = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? .current
        calendar.firstWeekday = 2
        return SpokenContext(now: Date(timeIntervalSince1970: 1_795_424_400), calendar: calendar)
    }()

    func lines(_ text: String) -> [String] {
        ActionItemExtractor.items(in: text, context: context).map { ActionItemExtractor.line($0, calendar: context.calendar) }
    }

    @Test func commitmentsWithOwnersAndDueDates() {
        #expect(lines("Sam will send the offsite budget by Friday.") == ["- [ ] send the offsite budget (Sam, Fri 27 Nov)"])
        #expect(lines("Decided to move the launch. Priya to draft the plan by next wednesday; Jordan is going to book the venue.")
                == ["- [ ] draft the plan (Priya, Wed 25 Nov)", "- [ ] book the venue (Jordan)"])
        #expect(lines("I'll follow up with legal before tomorrow") == ["- [ ] follow up with legal (you, Tue 24 Nov)"])
        #expect(lines("Alex Jones needs to review the contract") == ["- [ ] review the contract (Alex Jones)"])
    }

    @Test func checkboxesAndMarkers() {
        #expect(lines("- [ ] send the deck\n- [x] book the room\nTODO: update the roadmap (Sam) due friday\nAction: call the vendor")
                == ["- [ ] send the deck", "- [x] book the room", "- [ ] update the roadmap (Sam, Fri 27 Nov)", "- [ ] call the vendor"])
    }

    @Test func ordinarySentencesAreNotActionItems() {
        #expect(lines("We talked about the budget. It will be tight. The team agreed to wait. Went well overall.").isEmpty)
        #expect(lines("Decided to move the launch. Planning to revisit in Q2. Nobody will miss the old process.").isEmpty)
        #expect(lines("Agenda: budget, hiring, offsite").isEmpty)
        #expect(lines("").isEmpty)
    }
}

/// The import's fast paths answer as the plain rules do.
@Suite struct ActionItemFastPathTests {
    // Monday 23 November 2026, 10:00 in Europe/Berlin.
    let context: SpokenContext = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Europe/Berlin") ?? .current
        return SpokenContext(now: Date(timeIntervalSince1970: 1_795_424_400), calendar: calendar)
    }()

    /// Random text from pieces that sit next to sentence ends: short capitalised words, stops,
    /// spaces, tabs and line breaks, commitments and names.
    func randomText(_ generator: inout some RandomNumberGenerator, pieces: [String]) -> String {
        (0 ..< Int.random(in: 0 ... 40, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
    }

    @Test func textSplitOverBytesGivesTheSentencesOfItsCharacters() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["Dr", "Mr", "A", "ab", "Fri", "send", ".", ". ", ";", "; ", "!", "? ", "?", " ", "  ", "\t", "\n", "\r\n", "x.y", "3.5", "Q2.",
                      "É", "Zoë", "é", "\u{301}", "\u{600}", "\u{A0}", "👍🏽", "\u{200D}", "日本", "Ñu"]
        for _ in 0 ..< 3_000 {
            let text = randomText(&generator, pieces: pieces)
            #expect(ActionItemExtractor.sentences(of: text) == sentencesOfCharacters(text), "\(text.debugDescription)")
        }
        #expect(ActionItemExtractor.sentences(of: "Zoë will call. Dr. Ng agreed! Done") == ["Zoë will call.", "Dr. Ng agreed!", "Done"])
    }

    /// The sentence rule over characters, as it was written first.
    func sentencesOfCharacters(_ text: String) -> [String] {
        var result: [String] = [], current = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            current.append(character)
            if [".", ";", "!", "?"].contains(character), index + 1 == characters.count || characters[index + 1] == " " {
                let words = current.split(separator: " ")
                if character == ".", let last = words.last, last.count <= 3, last.first?.isUppercase == true { continue }
                result.append(current.withoutSpacesAround)
                current = ""
            }
        }
        if !current.withoutSpacesAround.isEmpty { result.append(current.withoutSpacesAround) }
        return result
    }

    @Test func theFirstSevenWordsHoldEveryCommitmentThatCounts() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["Sam", "Priya", "Lee", "Jo", "the", "Decided", "we", " ", " ", " ", "  ", "\t", "will", "to", "is", "are", "going", "needs", "need", "has", "owns", "should", "send", "by", "Friday", "I'll", "I", "i"]
        for _ in 0 ..< 3_000 {
            let sentence = randomText(&generator, pieces: pieces)
            #expect(ActionItemExtractor.commitment(sentence, context: context) == reference(sentence), "\(sentence.debugDescription)")
        }
    }

    /// The commitment rule over the whole sentence, as it was before the import looked at seven words.
    func reference(_ sentence: String) -> ActionItemExtractor.Item? {
        let text = sentence.trimming(" .;!")
        let lower = text.lowercased()
        if lower.hasPrefix("i'll ") || lower.hasPrefix("i will ") || lower.hasPrefix("i need to ") || lower.hasPrefix("i'm going to ") {
            return ActionItemExtractor.commitment(sentence, context: context)
        }
        let matches = ActionItemExtractor.commitments.compactMap { word in lower.firstRange(of: word).map { (word, $0) } }
        guard let (_, range) = matches.min(by: { ($0.1.lowerBound, -$0.0.count) < ($1.1.lowerBound, -$1.0.count) }) else { return nil }
        let owner = String(text[text.startIndex ..< range.lowerBound]).withoutSpacesAround
        guard ActionItemExtractor.isName(owner) else { return nil }
        return ActionItemExtractor.item(String(text[range.upperBound...]), owner: owner, done: false, context: context, owned: false)
    }
}
