import PhraseKit
import Yams
import HarkValue

/// A sentence test file in Home Assistant's `tests:` format: sentences and the intent and slots
/// each must be recognised as.
///
/// ```yaml
/// language: en
/// tests:
///   - sentences:
///       - "add a happy mood"
///       - "log my mood as happy"
///     intent:
///       name: AddMood
///       slots:
///         mood: happy          # or {value: happy}
///   - sentences: ["add a mood of despair and ruin"]
///     intent: null              # must not be recognised
/// ```
///
/// A test file may also carry `lists:` (fixtures such as device names) used while it runs,
/// and a case may give `context:` for its sentences.
public struct SentenceTestFile: Sendable {
    public var file: String
    public var cases: [SentenceTestCase]
    /// Lists (and anything else phrase files hold) defined in the test file itself.
    public var fixtures: PhraseSet

    /// Whether `text` has a top-level `tests:` key.
    public static func looksLikeTests(_ text: String) -> Bool {
        text.hasPrefix("tests:") || text.contains("\ntests:")
    }

    public static func read(_ text: String, file: String) -> (tests: SentenceTestFile, diagnostics: [PhraseDiagnostic]) {
        var reader = PhraseFileReader.Reader(file: file)
        var tests = SentenceTestFile(file: file, cases: [], fixtures: PhraseSet())
        guard let root = reader.compose(text) else { return (tests, reader.diagnostics) }
        if let lists = root.value(forKey: "lists") { tests.fixtures.lists = reader.readLists(lists) }
        guard let caseNodes = root.value(forKey: "tests")?.sequenceItems else {
            reader.report("'tests' must be a list of cases with 'sentences' and 'intent'", root.value(forKey: "tests") ?? root)
            return (tests, reader.diagnostics)
        }
        for node in caseNodes {
            guard node.mappingPairs != nil, let sentenceNodes = node.value(forKey: "sentences")?.sequenceItems else {
                reader.report("a test case needs 'sentences:', a list of sentences", node)
                continue
            }
            var testCase = SentenceTestCase(sentences: [], intent: nil, slots: [:], context: [:], location: node.location(in: file))
            for sentenceNode in sentenceNodes {
                guard let sentence = sentenceNode.scalarText else {
                    reader.report("a test sentence must be text", sentenceNode)
                    continue
                }
                testCase.sentences.append(SentenceTestCase.Sentence(text: sentence, location: sentenceNode.textLocation(in: file)))
            }
            guard let intentNode = node.value(forKey: "intent") else {
                reader.report("a test case needs 'intent:' (with 'name', or null for sentences that must not match)", node)
                continue
            }
            if intentNode.phraseValue != .null {
                guard let name = intentNode.value(forKey: "name")?.scalarText else {
                    reader.report("'intent' needs a 'name'", intentNode)
                    continue
                }
                testCase.intent = name
                if let slotsNode = intentNode.value(forKey: "slots") {
                    testCase.slots = reader.mapping(slotsNode, "slots")
                }
            }
            if let contextNode = node.value(forKey: "context") { testCase.context = reader.mapping(contextNode, "context") }
            tests.cases.append(testCase)
        }
        return (tests, reader.diagnostics)
    }
}
