import Foundation
import HarkRuntime
import IntentKit
import PhraseKit
import PhraseTesting
import ShortcutKit

/// Finds and reads phrase files, sentence test files and spoken-value test files, from Hark's
/// phrase folder or from paths given on the command line.
public struct PhraseFiles: Sendable {
    public var phrases = PhraseSet()
    /// Sentence test files (a top-level `tests:`), read only when tests are read.
    public var tests: [SentenceTestFile] = []
    /// Spoken-value test files (a top-level `groups:`), read only when tests are read.
    public var valueTests: [SpokenValueTestFile] = []
    /// Paraphrase sets (a top-level `paraphrases:`), read only when tests are read.
    public var paraphrases: [ParaphraseFile] = []
    /// Shortcut files among them (a top-level `steps:`): their phrases are in `phrases`, named by
    /// the shortcut's id, and their slots typed by its parameters when compiled.
    public var shortcuts: [Shortcut] = []
    /// Every problem found reading them, with its file, line and column.
    public var diagnostics: [PhraseDiagnostic] = []
    /// How many files were read.
    public var fileCount = 0

    /// Reads every `*.yaml`, `*.yml` and `*.json` file in `paths` (folders are searched, in name
    /// order). A file with `tests:` is a sentence test file, one with `groups:` a spoken-value test
    /// file, one with `paraphrases:` a paraphrase set, one with `steps:` a shortcut (its phrases are
    /// read); any other is a phrase file, merged into `phrases`. A file that cannot be read is
    /// reported and the others are still read.
    public init(paths: [String], readTests: Bool = false) {
        var problems: [PhraseDiagnostic] = []
        let files = Self.files(in: paths, diagnostics: &problems)
        self.init(files.map { PhraseSources.File(path: $0) }, readTests: readTests)
        diagnostics = problems + diagnostics
    }

    /// Reads the files `sources` names (built-in text, or a file on disk).
    init(_ sources: [PhraseSources.File], readTests: Bool = false) {
        for source in sources {
            let file = source.path
            guard let text = source.text ?? FilePath.text(of: file) else {
                diagnostics.append(PhraseDiagnostic("cannot read the file (missing, unreadable, or not UTF-8)",
                                                    at: SourceLocation(file: file, line: 1, column: 1)))
                continue
            }
            fileCount += 1
            if ParaphraseFile.looksLikeParaphrases(text) {
                guard readTests else { continue }
                let read = ParaphraseFile.read(text, file: file)
                paraphrases.append(read.file)
                diagnostics += read.diagnostics
                continue
            }
            if SpokenValueTestFile.looksLikeValueTests(text) {
                guard readTests else { continue }
                let read = SpokenValueTestFile.read(text, file: file)
                valueTests.append(read.tests)
                diagnostics += read.diagnostics
                continue
            }
            if ShortcutReader.looksLikeShortcut(text) {
                let id = Assembly.shortcutID(ofFile: file)
                let read = ShortcutReader.read(text, id: id, file: file)
                diagnostics += read.diagnostics
                if let shortcut = read.shortcut {
                    shortcuts.append(shortcut)
                    if let intent = shortcut.phraseIntent { phrases.intents.append(intent) }
                }
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

    /// The phrase and test files `paths` name: files as given, folders searched for `*.yaml`,
    /// `*.yml` and `*.json` (in name order); a path that does not exist is a diagnostic.
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

    /// Reads a lists file (`--lists`: a top-level `lists:` in the phrase-file format).
    public static func lists(_ path: String?) -> (lists: [String: SlotList], diagnostics: [PhraseDiagnostic]) {
        guard let path else { return ([:], []) }
        guard let text = FilePath.text(of: path) else {
            return ([:], [PhraseDiagnostic("cannot read the lists file", at: SourceLocation(file: path, line: 1, column: 1))])
        }
        return PhraseFileReader.readLists(text, file: path)
    }

    /// Reads phrase and test files and a lists file and compiles them: slots of the registry's
    /// intents are typed by their parameters and checked against them; other intents' phrases
    /// (fixtures, other programs' files) are compiled as written. Every problem found, reading
    /// or compiling, is in `problems`.
    public static func compile(paths: [String], lists: String?, registry: IntentRegistry)
        -> (files: PhraseFiles, recognizer: Recognizer, problems: [PhraseDiagnostic]) {
        compile(PhraseFiles(paths: paths, readTests: true), lists: lists, registry: registry)
    }

    /// Compiles files already read, as `compile(paths:lists:registry:)` does.
    public static func compile(_ files: PhraseFiles, lists: String?, registry: IntentRegistry)
        -> (files: PhraseFiles, recognizer: Recognizer, problems: [PhraseDiagnostic]) {
        let extra = Self.lists(lists)
        let catalog = ShortcutCatalog(intents: registry.descriptions)
        let compiled = PhraseCompilation(registry: registry, phrases: files.phrases, actions: files.shortcuts.map { $0.actionDescription(catalog: catalog) },
                                         foreignIntents: .allowed, extraLists: extra.lists)
        return (files, compiled.recognizer, files.diagnostics + extra.diagnostics + compiled.problems)
    }
}
