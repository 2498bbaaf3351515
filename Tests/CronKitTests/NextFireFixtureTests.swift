import Foundation
import SpokenKit
import Testing

@testable import CronKit

/// `Fixtures/next-fire.txt`: expressions × start instants with their next fire times, and
/// `Fixtures/invalid.txt`: expressions with their errors. Each line is a case.
@Suite struct NextFireFixtureTests {
    static let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures")

    struct Case: CustomStringConvertible {
        var line: Int, expression: String, zone: String, start: String, expected: [String]
        var description: String { "next-fire.txt:\(line): \(expression) | \(zone) | \(start)" }
    }

    static func cases() throws -> [Case] {
        let text = try String(contentsOf: folder.appending(path: "next-fire.txt"), encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard !line.hasPrefix("#"), !line.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            let parts = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 4 else { return Case(line: index + 1, expression: String(line), zone: "", start: "", expected: []) }
            return Case(line: index + 1, expression: parts[0], zone: parts[1], start: parts[2], expected: parts[3].split(separator: " ").map(String.init))
        }
    }

    @Test func fixtureHasAtLeast300Cases() throws {
        #expect(try Self.cases().count >= 300)
    }

    @Test func nextFireTimesMatchTheFixture() throws {
        for fixture in try Self.cases() {
            guard let zone = TimeZone(identifier: fixture.zone), let start = ISO8601Text.date(fixture.start) else {
                Issue.record("\(fixture): not a case (expression | zone | start | times)")
                continue
            }
            let schedule = try CronSchedule(fixture.expression, zone: zone)
            let times = schedule.next(after: start, count: fixture.expected.count).map { ISO8601Text.string($0, in: zone) }
            #expect(times == fixture.expected, "\(fixture)")
        }
    }

    @Test func invalidExpressionsGiveTheirErrors() throws {
        let text = try String(contentsOf: Self.folder.appending(path: "invalid.txt"), encoding: .utf8)
        var count = 0
        for (index, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
            let parts = line.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { Issue.record("invalid.txt:\(index + 1): expression | error"); continue }
            count += 1
            do {
                _ = try CronExpression(parts[0])
                Issue.record("invalid.txt:\(index + 1): \(parts[0]) was read")
            } catch {
                #expect("\(error.offset): \(error.message)" == parts[1], "invalid.txt:\(index + 1)")
            }
        }
        #expect(count >= 20)
    }
}
