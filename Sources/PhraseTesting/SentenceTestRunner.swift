import PhraseKit
import HarkValue

/// Runs sentence test files against a recognizer.
public enum SentenceTestRunner {
    /// A sentence that was not recognised as its test expects.
    public struct Failure: Sendable, CustomStringConvertible {
        public var sentence: String
        public var location: SourceLocation
        public var expected: String
        public var actual: String

        public var description: String {
            "\(location): FAIL \"\(sentence)\"\n  expected: \(expected)\n  actual:   \(actual)"
        }
    }

    public struct Report: Sendable {
        public var passed = 0
        public var failures: [Failure] = []

        /// `N passed, N failed`.
        public var summary: String { "\(passed) passed, \(failures.count) failed" }
    }

    /// Checks every sentence. The intent must match; every expected slot must have the expected
    /// value; and every slot filled from the sentence's words (list, range, wildcard, parser) must
    /// be expected, so that a wrong reading is caught. Fixed and context slots are checked only
    /// when the test names them.
    public static func run(_ files: [SentenceTestFile], with recognizer: Recognizer) -> Report {
        run(files) { recognizer.recognize($0, context: $1) }
    }

    /// Runs the tests with `read`, which reads a sentence (in a test's context) as the program
    /// using the phrases would.
    public static func run(_ files: [SentenceTestFile], reading read: (String, [String: PhraseValue]) -> Recognition?) -> Report {
        var report = Report()
        for file in files {
            for testCase in file.cases {
                for sentence in testCase.sentences {
                    let result = read(sentence.text, testCase.context)
                    if let problem = mismatch(testCase, result) {
                        report.failures.append(Failure(sentence: sentence.text, location: sentence.location,
                                                       expected: describe(testCase), actual: describe(result) + " (\(problem))"))
                    } else {
                        report.passed += 1
                    }
                }
            }
        }
        return report
    }

    static func mismatch(_ testCase: SentenceTestCase, _ result: Recognition?) -> String? {
        guard let expectedIntent = testCase.intent else {
            return result == nil ? nil : "should not be recognised"
        }
        guard let result else { return "not recognised" }
        guard result.intent == expectedIntent else { return "wrong intent" }
        for (name, expected) in testCase.slots.sorted(by: { $0.key < $1.key }) {
            var wanted = expected
            if case .map(let map) = expected, let value = map["value"] { wanted = value }
            guard let slot = result[slot: name] else { return "slot '\(name)' missing" }
            guard slot.value.looselyEquals(wanted) else { return "slot '\(name)' is \(slot.value), not \(wanted)" }
        }
        for slot in result.slots where [.list, .range, .wildcard, .parser].contains(slot.source) && testCase.slots[slot.name] == nil {
            return "unexpected slot '\(slot.name)' = \(slot.value)"
        }
        return nil
    }

    static func describe(_ testCase: SentenceTestCase) -> String {
        guard let intent = testCase.intent else { return "no match" }
        return intent + describeSlots(testCase.slots.map { ($0.key, $0.value) })
    }

    static func describe(_ result: Recognition?) -> String {
        guard let result else { return "no match" }
        return result.intent + describeSlots(result.slots.map { ($0.name, $0.value) })
    }

    private static func describeSlots(_ slots: [(String, PhraseValue)]) -> String {
        guard !slots.isEmpty else { return "" }
        return " {" + slots.sorted { $0.0 < $1.0 }.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
