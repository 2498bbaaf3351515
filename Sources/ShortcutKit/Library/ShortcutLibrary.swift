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
    /// What they were validated against.
    public let catalog: ShortcutCatalog

    /// Reads and validates `files` against `catalog` (and each other).
    public init(files: [File], catalog: ShortcutCatalog) {
        self.init(read: files.map { file in (file.id, ShortcutReader.read(file.text, id: file.id, file: file.path)) }, catalog: catalog)
    }

    /// Reads the file of shortcut `id` and those of the shortcuts it calls, directly or through
    /// others (no other), and validates them: what running `id` needs, and no more.
    public init(running id: String, from files: [File], catalog: ShortcutCatalog) {
        let byId = Dictionary(files.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        var read: [(String, (shortcut: Shortcut?, diagnostics: [PhraseDiagnostic]))] = []
        var pending = [id], seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let file = byId[next] else { continue }
            let result = ShortcutReader.read(file.text, id: file.id, file: file.path)
            read.append((file.id, result))
            if let shortcut = result.shortcut { pending += ShortcutCalls.ids(in: shortcut.steps) }
        }
        self.init(read: read, catalog: catalog)
    }

    private init(read: [(String, (shortcut: Shortcut?, diagnostics: [PhraseDiagnostic]))], catalog: ShortcutCatalog) {
        var all: [String: Shortcut] = [:], problems: [String: [PhraseDiagnostic]] = [:]
        for (id, (shortcut, diagnostics)) in read {
            if let shortcut { all[id] = shortcut }
            if !diagnostics.isEmpty { problems[id] = diagnostics }
        }
        for (id, shortcut) in all {
            if catalog.names.contains(id) {
                problems[id, default: []].append(PhraseDiagnostic("a shortcut may not have an intent's name ('\(id)')",
                                                                  at: SourceLocation(file: shortcut.file, line: 1, column: 1)))
            }
            let found = ShortcutValidator.validate(shortcut, library: all, catalog: catalog)
            if !found.isEmpty { problems[id, default: []] += found }
        }
        self.all = all
        self.problems = problems
        self.catalog = catalog
    }

    /// The sound shortcuts, by id.
    public var runnable: [String: Shortcut] { all.filter { problems[$0.key] == nil } }

    /// Every shortcut's id, sound, broken or unreadable (a file that is not YAML, too large or
    /// too deep is a shortcut with problems and no steps), in order.
    public var ids: [String] { Set(all.keys).union(problems.keys).sorted() }

    /// Every problem, file by file, in reading order.
    public var diagnostics: [PhraseDiagnostic] {
        problems.keys.sorted().flatMap { problems[$0] ?? [] }
    }
}
