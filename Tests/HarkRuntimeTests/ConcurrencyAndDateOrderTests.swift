import Foundation
import IntentKit
import PhraseKit
import SpokenKit
import Testing

@testable import HarkRuntime

/// Says back the number it was given, after letting other tasks run.
struct EchoNumber: AppIntent {
    static let title = "Echo Number"
    static let description = "Says a number back."
    @Parameter(title: "Number") var number: Int
    func perform(_ context: IntentContext) async throws -> IntentResult {
        let before = number
        await Task.yield()
        return .result(dialog: "\(before) \(number)")
    }
}

/// Says when a span starts.
struct SpanStart: AppIntent {
    static let title = "Span Start"
    static let description = "Says when a span starts."
    @Parameter(title: "Period", dates: .past) var period: DateInterval
    func perform(_ context: IntentContext) async throws -> IntentResult {
        .result(dialog: ISO8601Text.string(period.start, in: context.calendar.timeZone))
    }
}

@Suite struct ConcurrencyAndDateOrderTests {
    func runtime(_ order: SpokenContext.DayMonthOrder? = nil) throws -> Runtime {
        let (phrases, diagnostics) = PhraseFileReader.read("""
        language: en
        intents:
          EchoNumber:
            data:
              - sentences: ["echo {number}"]
          SpanStart:
            data:
              - sentences: ["moods {period}"]
        """, file: "test.yaml")
        #expect(diagnostics.isEmpty)
        return try Runtime(registry: try IntentRegistry([EchoNumber.self, SpanStart.self]), phrases: phrases, dayMonthOrder: order)
    }

    func context(_ order: SpokenContext.DayMonthOrder) -> IntentContext {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        var context = IntentContext(now: Date(timeIntervalSince1970: 1_798_000_000), calendar: calendar) // 2026-12-23
        context.dayMonthOrder = order
        return context
    }

    /// Many intents run at once, each with its own values: no run sees another's.
    @Test func manyIntentsRunConcurrently() async throws {
        let runtime = try runtime()
        let context = context(.dayFirst)
        let answers = await withTaskGroup(of: (Int, String).self) { group in
            for number in 1 ... 400 {
                group.addTask { (number, await runtime.run("echo \(number)", context: context).dialog) }
            }
            var answers: [Int: String] = [:]
            for await (number, dialog) in group { answers[number] = dialog }
            return answers
        }
        #expect(answers.count == 400)
        for (number, dialog) in answers { #expect(dialog == "\(number) \(number)") }
    }

    /// Where a date ends in a sentence is found in the order the date is then read in: "3/4" is
    /// March 4 to a month-first reader and 3 April to a day-first one; a number over 12 can only
    /// be the day, so both understand "since 12/24" and "since 13/4"; neither matches a date it
    /// would then fail to read ("13/14").
    @Test func datesInSentencesAreFoundInTheReadersOrder() async throws {
        let monthFirst = try runtime(.monthFirst), dayFirst = try runtime(.dayFirst)
        #expect(await monthFirst.run("moods since 3/4", context: context(.monthFirst)).dialog == "2026-03-04T00:00:00Z")
        #expect(await dayFirst.run("moods since 3/4", context: context(.dayFirst)).dialog == "2026-04-03T00:00:00Z")
        for (runtime, order) in [(monthFirst, SpokenContext.DayMonthOrder.monthFirst), (dayFirst, .dayFirst)] {
            #expect(await runtime.run("moods since 12/24", context: context(order)).dialog == "2025-12-24T00:00:00Z")
            #expect(await runtime.run("moods since 13/4", context: context(order)).dialog == "2026-04-13T00:00:00Z")
            // Neither acts on a date it cannot read (a fuzzy reading without "since" may be offered, never run).
            if case .done = await runtime.run("moods since 13/14", context: context(order)) {
                Issue.record("a \(order) reader acted on 13/14")
            }
        }
    }
}
