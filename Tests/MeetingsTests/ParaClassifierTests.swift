import Foundation
import SpokenKit
import Testing

@testable import Meetings

/// `Fixtures/para-notes.txt`: 60 notes with the category a person would give them, written
/// before the rules were tuned.
@Suite struct ParaClassifierTests {
    let context: SpokenContext = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return SpokenContext(now: Date(timeIntervalSince1970: 1_795_420_800), calendar: calendar)   // 2026-11-23
    }()

    @Test func atLeast90PercentOfTheFixtureIsSortedAsAPersonWould() throws {
        let text = try String(contentsOf: URL(filePath: #filePath).deletingLastPathComponent().appending(path: "Fixtures/para-notes.txt"), encoding: .utf8)
        var right = 0, total = 0, wrong: [String] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "|", maxSplits: 2).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 3, let expected = ParaCategory(rawValue: parts[0]) else { Issue.record("not a fixture line: \(line)"); continue }
            total += 1
            let result = ParaClassifier.categorize(title: parts[1], body: parts[2], context: context)
            if result.category == expected { right += 1 } else { wrong.append("\(parts[1]): \(result.category) (\(result.reason)), expected \(expected)") }
        }
        #expect(total >= 60)
        #expect(Double(right) / Double(total) >= 0.9, "\(right)/\(total); wrong: \(wrong.joined(separator: "; "))")
    }

    @Test func aNoteWithoutCluesIsAResourceAndSaysItIsAGuess() {
        let result = ParaClassifier.categorize(title: "Misc", body: "stuff", context: context)
        #expect(result.category == .resource && result.confidence < ParaClassifier.Result.sure)
    }
}
