import PhraseTesting
import Foundation
import HarkRuntime
import IntentKit
import PhraseKit

/// Finds and reads phrase files and sentence test files from paths given on the command line.
struct PhraseFiles {
    var phrases = PhraseSet()
    var tests: [SentenceTestFile] = []
    /// Spoken-value test files (a top-level `groups:`), read only when tests are read.
    var valueTests: [SpokenValueTestFile] = []
    var diagnostics: [PhraseDiagnostic] = []
    var fileCount = 0

    /// Reads every `*.yaml`, `*.yml` and `*.json` file in `paths` (folders are searched, in name
    /// order). A file with `tests:` is a sentence test file, one with `groups:` a spoken-value test
    /// file; any other is a phrase file, merged into `phrases`. A file that cannot be read is reported and the others are still read.
    init(paths: [String], readTests: Bool = false) {
        for file in Self.files(in: paths, diagnostics: &diagnostics) {
            guard let text = FilePath.text(of: file) else {
                diagnostics.append(PhraseDiagnostic("cannot read the file (missing, unreadable, or not UTF-8)",
                                                    at: SourceLocation(file: file, line: 1, column: 1)))
                continue
            }
            fileCount += 1
            if SpokenValueTestFile.looksLikeValueTests(text) {
                guard readTests else { continue }
                let read = SpokenValueTestFile.read(text, file: file)
                valueTests.append(read.tests)
                diagnostics += read.diagnostics
                continue
            }
            if readTests, SentenceTestFile.looksLikeTests(text) {
                let read = SentenceTestFile.read(text, file: file)
                tests.append(read.tests)
                diagnostics += read.diagnostics
                phrases.merge(read.tests.fixtures)
                continue
            }
            let read = PhraseFileReader.read(text, file: file)
            phrases.merge(read.phrases)
            diagnostics += read.diagnostics
        }
    }

    static func files(in paths: [String], diagnostics: inout [PhraseDiagnostic]) -> [String] {
        var result: [String] = []
        let extensions: Set<String> = ["yaml", "yml", "json"]
        for path in paths {
            switch FilePath.kind(of: path) {
            case nil:
                diagnostics.append(PhraseDiagnostic("no such file or folder", at: SourceLocation(file: path, line: 1, column: 1)))
            case .file:
                result.append(path)
            case .folder:
                result += FilePath.files(under: path).filter { extensions.contains(FilePath.extension(of: $0).lowercased()) }.sorted()
            }
        }
        return result
    }

    /// Reads phrase and test files and a lists file, compiles them, and prints every problem found
    /// (reading or compiling) on standard output, as `phrases check` and `phrases test` report them.
    /// Slots of Hark's own intents are typed by their parameters, and checked against them.
    static func compile(paths: [String], lists: String?) -> (files: PhraseFiles, recognizer: Recognizer, problems: [PhraseDiagnostic]) {
        let files = PhraseFiles(paths: paths, readTests: true)
        let extra = Self.lists(lists)
        var registryProblems: [PhraseDiagnostic] = []
        var bindings = SlotBinding.Bindings()
        if let registry = try? HarkApp.registry() {
            var own = PhraseSet()
            own.intents = files.phrases.intents.filter { registry.intent(named: $0.name) != nil }
            own.lists = files.phrases.lists
            own.expansionRules = files.phrases.expansionRules
            bindings = SlotBinding.bind(registry, own)
            registryProblems = registry.validate(own) + bindings.problems
        }
        let recognizer = Recognizer(phrases: files.phrases, lists: bindings.lists.merging(extra.lists) { _, new in new },
                                    slotParsers: bindings.parsers)
        let problems = files.diagnostics + extra.diagnostics + registryProblems + recognizer.diagnostics
        for problem in problems { print(problem.description) }
        return (files, recognizer, problems)
    }

    /// Reads a `--lists` file.
    static func lists(_ path: String?) -> (lists: [String: SlotList], diagnostics: [PhraseDiagnostic]) {
        guard let path else { return ([:], []) }
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            return ([:], [PhraseDiagnostic("cannot read the lists file", at: SourceLocation(file: path, line: 1, column: 1))])
        }
        return PhraseFileReader.readLists(text, file: path)
    }
}

/// Writes to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
