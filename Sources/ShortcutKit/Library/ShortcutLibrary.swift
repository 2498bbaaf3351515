import PhraseKit

/// The shortcuts a running Hark knows, read and validated together (a shortcut may call
/// another): those that are sound, and every problem of those that are not, by id.
public struct ShortcutLibrary: Sendable {
    /// A shortcut file to read: its id (the file's name without `.yaml`), where it is (for
    /// messages) and its text.
    public struct File: Sendable {
        public var id: String
        public var path: String
        public var text: String
        public init(id: String, path: String, text: String) {
            self.id = id
            self.path = path
            self.text = text
        }
    }

    /// Every shortcut read, sound or not, by id.
    public let all: [String: Shortcut]
    /// The problems of each shortcut that has any, by id; such a shortcut is not run.
    public let problems: [String: [PhraseDiagnostic]]

    /// Reads and validates `files` against `catalog` (and each other).
    public init(files: [File], catalog: ShortcutCatalog) {
        var all: [String: Shortcut] = [:], problems: [String: [PhraseDiagnostic]] = [:]
        for file in files {
            let (shortcut, diagnostics) = ShortcutReader.read(file.text, id: file.id, file: file.path)
            if let shortcut { all[file.id] = shortcut }
            if !diagnostics.isEmpty { problems[file.id] = diagnostics }
        }
        for (id, shortcut) in all {
            if catalog.intents[id] != nil {
                problems[id, default: []].append(PhraseDiagnostic("a shortcut may not have an intent's name ('\(id)')",
                                                                  at: SourceLocation(file: shortcut.file, line: 1, column: 1)))
            }
            let found = ShortcutValidator.validate(shortcut, library: all, catalog: catalog)
            if !found.isEmpty { problems[id, default: []] += found }
        }
        self.all = all
        self.problems = problems
    }

    /// The sound shortcuts, by id.
    public var runnable: [String: Shortcut] { all.filter { problems[$0.key] == nil } }

    /// Every problem, file by file, in reading order.
    public var diagnostics: [PhraseDiagnostic] {
        problems.keys.sorted().flatMap { problems[$0] ?? [] }
    }
}
