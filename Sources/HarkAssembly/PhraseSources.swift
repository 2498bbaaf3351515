import HarkPhrases
import PhraseKit

/// Which phrase files a running Hark reads: its built-in ones with the person's own merged over
/// them, or one folder that replaces them all (`--phrases`, `$HARK_PHRASES`).
///
/// The person's folder (`$XDG_CONFIG_HOME/hark/intents/`, else `~/.config/hark/intents/`) may
/// add files (more phrasings, more languages' words) or replace a built-in file by giving one of
/// the same name (`moods.yaml` replaces the built-in `moods.yaml`).
struct PhraseSources {
    /// A file to read: its path (for messages and the cache key) and, for built-in files, its text.
    struct File {
        var path: String
        var text: String?
        /// The name that a person's file replaces a built-in one by.
        var name: String { String(path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...]) }
    }

    var files: [File]
    /// The files on disk among them: what the compiled-phrase cache is keyed by.
    var filesOnDisk: [String] { files.filter { $0.text == nil }.map(\.path) }
    /// Whether the built-in files are in use.
    let isBuiltIn: Bool

    init(_ configuration: HarkConfiguration, tests: Bool = false) {
        var problems: [PhraseDiagnostic] = []
        if let folder = configuration.phrasesFolder {
            files = PhraseFiles.files(in: [folder], diagnostics: &problems).map { File(path: $0) }
            isBuiltIn = false
            return
        }
        isBuiltIn = true
        let builtIn = BuiltInPhrases.phraseFiles() + (tests ? BuiltInPhrases.testFiles() : [])
        files = builtIn.map { File(path: BuiltInPhrases.location + "/" + $0.name, text: $0.text) }
        guard FilePath.kind(of: configuration.ownPhrasesFolder) == .folder else { return }
        for path in PhraseFiles.files(in: [configuration.ownPhrasesFolder], diagnostics: &problems) {
            let own = File(path: path)
            files.removeAll { $0.text != nil && $0.name == own.name && !$0.path.contains("/tests/") }
            files.append(own)
        }
    }
}
