import Foundation
import Testing
@testable import SpokenKit

@Suite struct SayingTests {
    @Test(arguments: [
        ("Added 😊 happy to your moods.", "Added happy to your moods."),
        ("Today you've logged 3 moods: 😌 calm at 9:05 and 😊 happy at 22:00.", "Today you've logged three moods: calm at nine oh five a.m. and happy at ten p.m."),
        ("😴 tired and 😊 happy are tied, twice each.", "Tired and happy are tied, twice each."),
        ("Since 3 March 2025 you logged 12 moods.", "Since March third twenty twenty-five you logged twelve moods."),
        ("Put back the mood “anxious” you deleted at 12:30.", "Put back the mood anxious you deleted at twelve thirty p.m."),
        ("On 21 November at 0:15.", "On November twenty-first at twelve fifteen a.m."),
    ])
    func aDialogSaidAloud(shown: String, said: String) {
        #expect(Saying.aloud(shown) == said)
    }

    @Test func numbersInWords() {
        #expect(NumberWords.cardinal(0) == "zero")
        #expect(NumberWords.cardinal(42) == "forty-two")
        #expect(NumberWords.cardinal(1_205) == "one thousand two hundred five")
        #expect(NumberWords.cardinal(2_500_000) == "two million five hundred thousand")
        #expect(NumberWords.ordinal(1) == "first" && NumberWords.ordinal(12) == "twelfth" && NumberWords.ordinal(20) == "twentieth")
        #expect(NumberWords.ordinal(23) == "twenty-third" && NumberWords.ordinal(30) == "thirtieth")
        #expect(NumberWords.year(2026) == "twenty twenty-six" && NumberWords.year(2005) == "two thousand five")
        #expect(NumberWords.year(1999) == "nineteen ninety-nine" && NumberWords.year(1900) == "nineteen hundred")
    }

    @Test func momentsRelativeToNow() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let now = Date(timeIntervalSince1970: 1_794_996_000)  // Wednesday 18 November 2026, 10:00
        #expect(Saying.moment(now - 3_000, now: now, calendar: calendar) == "at 9:10")
        #expect(Saying.moment(now - 86_400, now: now, calendar: calendar) == "yesterday at 10:00")
        #expect(Saying.moment(now - 3 * 86_400, now: now, calendar: calendar) == "on Sunday at 10:00")
        #expect(Saying.moment(now - 30 * 86_400, now: now, calendar: calendar) == "on 19 October at 10:00")
        #expect(Saying.moment(now + 86_400, now: now, calendar: calendar) == "tomorrow at 10:00")
    }
}
