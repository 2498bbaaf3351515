import Foundation
import HarkStore
import IntentKit
import Memory
import SpokenKit
import Testing

@testable import Meetings

/// Meetings and people as they are named ("the design review", "my 1:1 with priya"), recaps with
/// their cached summaries, outcomes, and a person's history.
extension MeetingIntentsTests {
    func series(_ title: String, days: [Int], hour: Int = 10, with people: [String] = []) -> [Meeting] {
        days.map { day in
            var occurrence = meeting(title, hour, 0, days: day, with: people)
            occurrence.uid = "\(title)-series"
            occurrence.recurrence = "\(day)"
            return occurrence
        }
    }

    func expect(_ said: String, means expected: [String], _ context: IntentContext, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let found = try await MeetingEntity.candidates(for: said, in: context)?.map(\.label) ?? []
        #expect(found == expected, "“\(said)”", sourceLocation: sourceLocation)
    }

    @Test func meetingsAreFoundByWhatTheyAreCalled() async throws {
        let (context, store) = try context()
        _ = try store.save(series("Design review", days: [-7, 0, 7], hour: 11, with: ["Alex Jones"]) + series("Design review prep", days: [-1])
                           + series("1:1 Priya / Sam", days: [-14, -7, 7], hour: 15, with: ["Priya Raman"]) + series("Standup", days: [-2, -1, 0, 1], hour: 9)
                           + [meeting("Launch call", 16, 0, days: 3, with: ["Jordan Reyes"]), meeting("Budget", 12, 0, days: -3, with: ["Jordan Reyes"])])
        // The title said, not a longer one; today's occurrence (it starts later today).
        try await expect("the design review", means: ["Design review, Mon 23 Nov 2026 11:00"], context)
        try await expect("the design review prep", means: ["Design review prep, Sun 22 Nov 2026 10:00"], context)
        // "last" and "next".
        try await expect("the last design review", means: ["Design review, Mon 16 Nov 2026 11:00"], context)
        try await expect("next week's design review", means: ["Design review, Mon 30 Nov 2026 11:00"], context)
        // One on one, however it is said; with a person.
        try await expect("my 1:1 with priya", means: ["1:1 Priya / Sam, Mon 16 Nov 2026 15:00"], context)
        try await expect("my one on one with priya", means: ["1:1 Priya / Sam, Mon 16 Nov 2026 15:00"], context)
        try await expect("my next one-on-one with priya", means: ["1:1 Priya / Sam, Mon 30 Nov 2026 15:00"], context)
        // A day said with it, before or after a person.
        try await expect("with priya last week", means: ["1:1 Priya / Sam, Mon 16 Nov 2026 15:00"], context)
        try await expect("yesterday's standup", means: ["Standup, Sun 22 Nov 2026 9:00"], context)
        // Only a person: the last meeting with them, or "next".
        try await expect("my meeting with jordan", means: ["Budget, Fri 20 Nov 2026 12:00"], context)
        try await expect("my next call with jordan", means: ["Launch call, Thu 26 Nov 2026 16:00"], context)
        // Nothing like it.
        try await expect("the board meeting", means: [], context)
        try await expect("the", means: [], context)
    }

    @Test func peopleAreFoundByNameAndAskedAboutWhenSeveralFit() async throws {
        let (context, store) = try context()
        _ = try store.save([meeting("Launch", 9, 0, days: 1, with: ["Jordan Reyes", "Jordan Lee"]), meeting("Budget", 9, 0, days: 2, with: ["Jordan Reyes"])])
        let both = try await PersonEntity.candidates(for: "jordan", in: context)?.map(\.name)
        #expect(both == ["Jordan Reyes", "Jordan Lee"])   // the one met most first
        #expect(try await PersonEntity.candidates(for: "jordan lee", in: context)?.map(\.name) == ["Jordan Lee"])
        #expect(try await PersonEntity.candidates(for: "jordan l", in: context)?.map(\.name) == ["Jordan Lee"])
    }

    @Test func aRecapQuotesTheOutcomesAndIsMadeAgainOnlyWhenTheMeetingChanges() async throws {
        let (context, store) = try context()
        var summarized = context
        summarized.register(MemorySummarizer(ExtractiveSummarizer()))
        _ = try store.save(series("Design review", days: [-5], hour: 11, with: ["Alex Jones", "Sam Lee"]))
        let recap = MeetingRecap()
        recap.meeting = try #require(try await MeetingEntity.candidates(for: "the design review", in: summarized)?.first)
        #expect(try await recap.perform(summarized).dialog == "Nothing was recorded about how Design review with Alex and Sam on Wednesday at 11:00 went.")

        let record = RecordOutcome()
        record.meeting = recap.meeting
        record.outcome = "we ship the onboarding flow on friday. sam will send the offsite budget by friday"
        let added = try await record.perform(summarized).dialog
        #expect(added == "Added to Design review on Wednesday at 11:00. New action item: send the offsite budget (Sam, Fri 20 Nov).")
        let first = try await recap.perform(summarized).dialog
        #expect(first == """
            Design review with Alex and Sam on Wednesday at 11:00: We ship the onboarding flow on friday. Sam will send the offsite budget by friday. \
            Still open: send the offsite budget (Sam, Fri 20 Nov).
            """)
        let fromIt = ListActionItems()
        fromIt.meeting = recap.meeting
        #expect(try await fromIt.perform(summarized).dialog == "You have 1 open action item from Design review Wed 18 Nov:\n- [ ] send the offsite budget (Sam, Fri 20 Nov)")
        // Kept: a summarizer that would say otherwise is not asked again while nothing changed.
        struct Other: Summarizer {
            func summary(of material: SummaryMaterial) async throws -> String { "" }
            func keySentences(of passages: [Passage], about topic: String, count: Int) async throws -> [String] { ["Something else entirely."] }
        }
        var later = summarized
        later.now = now.addingTimeInterval(60)
        later.register(MemorySummarizer(Other()))
        #expect(try await recap.perform(later).dialog == first)
        // A note about the meeting changes it: the summary is made again.
        later.now = now.addingTimeInterval(120)
        let notes = try later.service(NoteStore.self)
        _ = try notes.add(title: "Notes", body: "more", category: ParaClassifier.categorize(title: "x", body: "", context: SpokenContext(now: now, calendar: later.calendar)),
                          meeting: recap.meeting.id, calendar: later.calendar, at: later.now)
        later.now = now.addingTimeInterval(180)
        #expect(try await recap.perform(later).dialog.hasPrefix("Design review with Alex and Sam on Wednesday at 11:00: Something else entirely."))
        // "undo" takes the note, then the outcome and its action item, back.
        _ = try store.database.undo()
        _ = try store.database.undo()
        #expect(try store.actionItems().isEmpty)
        #expect(try store.meetings(ids: [recap.meeting.id]).first?.outcomes == "")
    }

    @Test func aPersonsHistoryAcrossMeetingsNotesAndMemories() async throws {
        let (context, store) = try context()
        let memories = MemoryStore(database: store.database)
        var full = context
        full.register(memories)
        var budget = meeting("Budget review", 10, 0, days: -3, with: ["Priya Raman"])
        budget.foundActionItems = [ActionItemExtractor.Item(text: "send the offsite budget", owner: "Priya", due: nil, done: false)]
        _ = try store.save([budget, meeting("Hiring sync", 14, 0, days: -10, with: ["Priya Raman"]), meeting("Budget and hiring", 9, 0, days: -17, with: ["Priya Raman"]),
                            meeting("Hiring plan", 14, 0, days: 4, with: ["Priya Raman"])])
        _ = try memories.store("Priya Raman prefers written agendas before meetings", at: now)
        let summary = RelationshipSummary()
        summary.person = try #require(try await PersonEntity.candidates(for: "priya", in: full)?.first)
        let dialog = try await summary.perform(full).dialog
        #expect(dialog == """
            You've met Priya 3 times, about every week, first on 6 November at 9:00 and last on Friday at 10:00. Next: on 27 November at 14:00 (Hiring plan). \
            You mostly meet about hiring and budget. Priya has an open action item: send the offsite budget (Priya). \
            Priya comes up in 1 memory; the latest: “Priya Raman prefers written agendas before meetings”.
            """)
    }
}

extension MeetingIntentsTests {
    /// Someone met often is found by walking meetings from now, someone met rarely by listing
    /// theirs: both give the same last and next meeting.
    @Test func lastAndNextAreTheSameWhicheverWayTheyAreFound() async throws {
        let (_, store) = try context()
        let often = (-150..<150).map { day in meeting("Sync \(day)", 9, 0, days: day, with: ["Priya Raman"]) }
        let rarely = [meeting("Lunch", 12, 0, days: -40, with: ["Jordan Reyes"]), meeting("Review", 12, 0, days: 9, with: ["Jordan Reyes"])]
        _ = try store.save(often + rarely)
        let priya = try store.lastAndNext(with: "priya", around: now)
        #expect((priya.last?.title, priya.next?.title, priya.count) == ("Sync -1", "Sync 0", 300))
        let jordan = try store.lastAndNext(with: "jordan", around: now)
        #expect((jordan.last?.title, jordan.next?.title, jordan.count) == ("Lunch", "Review", 2))
        #expect(try store.lastAndNext(with: "zelda", around: now).count == 0)
    }
}

@Suite struct TitleWordsTests {
    @Test(arguments: ["1:1 Priya", "1-on-1 with priya", "One on one: Priya", "one-to-one priya", "1on1 Priya", "priya 1 : 1"])
    func aOneOnOneIsOneWordHoweverItIsWritten(title: String) {
        let words = TitleWords.words(title)
        #expect(words.contains("1:1") && words.contains("priya"), "\(words)")
    }

    @Test func otherTitlesKeepTheirWords() {
        #expect(TitleWords.words("Design review") == ["design", "review"])
        #expect(!TitleWords.words("Someone 11 oneness").contains("1:1"))
        #expect(!TitleWords.words("Q1 planning").contains("1:1"))
    }
}
