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
