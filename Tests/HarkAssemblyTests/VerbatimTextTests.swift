import Foundation
import HarkAssembly
import HarkRuntime
import HarkValue
import IntentKit
import Meetings
import Memory
import Testing

/// Free text is kept as the person wrote it (Docs/phrases.md, "Wildcards"): random text said
/// through the real runtime into a database, exactly and through the fuzzy reading, comes back
/// with the same characters, only the documented tidying applied.
@Suite(.serialized) struct VerbatimTextTests {
    /// Cases per property.
    static let cases = 1_000
    /// Each case's moment: days apart, so that one case's meeting never clashes with another's.
    static func moment(_ index: Int) -> Date { Date(timeIntervalSince1970: 1_780_000_000 + Double(index) * 3 * 86_400) }

    /// Say it after "remember that": neither the template's own "that", nor a mood ("I'm …",
    /// "I feel …"), nor tags ("… tagged work").
    static let memoryText = SpokenTextGenerator(
        forbiddenFirstWords: ["that", "i", "im", "i'm", "ive", "i've", "feelin", "feeling", "this", "a", "the"],
        forbiddenWords: ["tagged", "tag", "tags"])

    /// What a memory keeps: the text without whitespace around it (`MemoryStore.store`).
    static func memory(_ text: String) -> String { text.trimmingCharacters(in: .whitespacesAndNewlines) }

    /// What a note or meeting title keeps (Docs/meetings.md): the text without quotation marks
    /// around the whole of it or whitespace around it, a leading article followed by more words
    /// dropped, a capital first.
    static func title(_ text: String) -> String {
        var title = TextCleaner.unquoted(text).trimmingCharacters(in: .whitespacesAndNewlines)[...]
        if let space = title.firstIndex(where: \.isWhitespace), ["the", "a", "an", "our", "my"].contains(title[..<space].lowercased()) {
            title = title[space...].drop(while: \.isWhitespace)
        }
        return title.prefix(1).uppercased() + title.dropFirst()
    }

    struct Failure: CustomStringConvertible {
        var sentence: String
        var expected: String
        var found: String
        var description: String { "said \(sentence.debugDescription): expected \(expected.debugDescription), found \(found.debugDescription)" }
    }

    /// Says `say(text)` for `cases` random texts into a fresh database, reads back what was kept
    /// with `kept`, and returns the cases whose kept text is not `expected(text)`. The fuzzy
    /// property also requires the reading to have been a fuzzy one.
    func roundTrip(seed: UInt64, generator: SpokenTextGenerator, fuzzy: Bool = false, say: (String) -> String,
                   expected: (String) -> String, kept: (IntentContext, Date) throws -> String?) async throws -> [Failure] {
        let configuration = HarkConfiguration(environment: HarkEnvironment([
            "HARK_DB": FileManager.default.temporaryDirectory.appendingPathComponent("hark-verbatim-\(UUID().uuidString).sqlite").path,
            "HARK_NO_CACHE": "1", "XDG_CONFIG_HOME": "/nonexistent",
        ]))
        let assembly = try Assembly(configuration: configuration)
        let runtime = try assembly.runtime()
        let database = try assembly.database()
        var random = SeededGenerator(seed: seed)
        var failures: [Failure] = []
        for index in 0..<Self.cases {
            let text = generator.text(using: &random)
            let sentence = say(text)
            let now = Self.moment(index)
            let context = assembly.context(database: database, now: now)
            let outcome = await runtime.run(sentence, context: context)
            guard case .done(let understanding, _) = outcome else {
                failures.append(Failure(sentence: sentence, expected: expected(text), found: "not done: \(outcome.dialog)"))
                continue
            }
            if fuzzy && understanding.confidence >= 1 {
                failures.append(Failure(sentence: sentence, expected: expected(text), found: "an exact reading, not a fuzzy one"))
            }
            let found = try kept(context, now) ?? "nothing kept"
            if found != expected(text) { failures.append(Failure(sentence: sentence, expected: expected(text), found: found)) }
        }
        print("verbatim round trip (seed \(seed)): \(Self.cases) cases, \(failures.count) failures")
        return failures
    }

    func report(_ failures: [Failure]) {
        #expect(failures.isEmpty, "\(failures.count) of \(Self.cases) cases changed the text; first: \(failures.prefix(5).map(\.description).joined(separator: "; "))")
    }

    static func newestMemory(_ context: IntentContext, _ now: Date) throws -> String? {
        try context.service(MemoryStore.self).latest(1).first?.content
    }

    @Test func aMemoryIsKeptAsWritten() async throws {
        report(try await roundTrip(seed: 26, generator: Self.memoryText, say: { "remember that " + $0 },
                                   expected: Self.memory, kept: Self.newestMemory))
    }

    @Test func aMemoryIsKeptAsWrittenWhenTheCommandWordIsMisspelled() async throws {
        var generator = Self.memoryText
        generator.longestWord = 4
        report(try await roundTrip(seed: 2026, generator: generator, fuzzy: true, say: { "remmeber that " + $0 },
                                   expected: Self.memory, kept: Self.newestMemory))
    }

    /// A title with ": " in it is a title and the note's text (Docs/values.md): every character is
    /// kept, the title before the first ": " and the text after it, without the spaces around it.
    @Test func aNoteTitleIsKeptAsWritten() async throws {
        let generator = SpokenTextGenerator()
        report(try await roundTrip(seed: 4, generator: generator, say: { "new note called " + $0 }, expected: Self.titleAndText) { context, now in
            try context.service(NoteStore.self).notes(madeIn: DateInterval(start: now, duration: 1)).first.map { note in
                note.body.isEmpty ? note.title : note.title + ": " + note.body
            }
        })
    }

    /// What a note keeps of a title said with ": " in it: the title as `title` keeps it, then ": ",
    /// then the rest without whitespace around it.
    static func titleAndText(_ text: String) -> String {
        guard let colon = text.range(of: ": ") else { return title(text) }
        let before = text[..<colon.lowerBound].trimmingCharacters(in: .whitespaces)
        let after = text[colon.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
        guard !before.isEmpty, !after.isEmpty else { return title(text) }
        return title(before) + ": " + after
    }

    @Test func aMeetingTitleIsKeptAsWritten() async throws {
        let generator = SpokenTextGenerator()
        report(try await roundTrip(seed: 8, generator: generator, say: { "schedule a meeting tomorrow at 3pm about " + $0 },
                                   expected: Self.title) { context, now in
            try context.service(MeetingStore.self).meetings(from: now, to: now.addingTimeInterval(2 * 86_400)).first?.title
        })
    }
}
