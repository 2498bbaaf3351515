import HarkPhrases
import ShortcutKit

/// Which shortcut files a running Hark reads: the shipped ones (built into the program from
/// `Shortcuts/`) and the person's own (`HarkConfiguration.ownShortcutsFolder`); a person's file
/// replaces a shipped one of the same name.
struct ShortcutSources {
    static let location = "<built-in>"

    var files: [ShortcutLibrary.File]

    /// The person's files among them: what the compiled-phrase cache is keyed by.
    var filesOnDisk: [String] { files.filter { !$0.path.hasPrefix(Self.location) }.map(\.path) }

    init(_ configuration: HarkConfiguration) {
        var byId: [String: ShortcutLibrary.File] = [:]
        for (name, text) in BuiltInPhrases.shortcutFiles() where name.hasSuffix(".yaml") {
            let id = String(name.dropLast(5))
            byId[id] = ShortcutLibrary.File(id: id, path: Self.location + "/" + name, text: text)
        }
        if FilePath.kind(of: configuration.ownShortcutsFolder) == .folder {
            for path in FilePath.files(under: configuration.ownShortcutsFolder).sorted() where path.hasSuffix(".yaml") {
                let file = Self.file(at: path)
                byId[file.id] = file
            }
        }
        files = byId.keys.sorted().compactMap { byId[$0] }
    }

    /// A shortcut file given by its path (`hark run ./my.yaml`): its id is its name without `.yaml`.
    static func file(at path: String) -> ShortcutLibrary.File {
        ShortcutLibrary.File(id: id(ofFile: path), path: path, text: FilePath.text(of: path) ?? "")
    }

    /// The id of the shortcut in the file at `path`: its name without `.yaml` (the file is not read).
    static func id(ofFile path: String) -> String {
        let name = String(path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...])
        return name.hasSuffix(".yaml") ? String(name.dropLast(5)) : name
    }
}
