import IntentKit

/// Where intents may write the person's files, and whether they may replace one: a service every
/// context carries (`Assembly` registers it; `IntentContext.writeFile` follows it).
///
/// - A path said in a sentence or given as an option is read as a shell would (`UserPath`):
///   `~` in `home`, a relative path in `workingFolder`.
/// - An existing file is replaced only when `replacesFiles` (`--force`) or the person says yes.
/// - Intents called by a shortcut (`confined`) write only inside `exportsFolder`: a relative path
///   is read there, the file's name is tidied (`FileName`), and a folder outside it is refused.
public struct FileRules: Sendable, Equatable {
    /// The person's home folder (`$HOME`), what `~` means.
    public var home: String
    /// The folder relative paths are read in (the command's working folder).
    public var workingFolder: String
    /// The one folder shortcuts write in (`exports:`, `$HARK_EXPORTS`).
    public var exportsFolder: String
    /// Whether an existing file is replaced without asking (`--force`).
    public var replacesFiles = false
    /// Whether writing is confined to `exportsFolder` (an intent a shortcut called).
    public var confined = false

    public init(home: String, workingFolder: String, exportsFolder: String, replacesFiles: Bool = false, confined: Bool = false) {
        self.home = home
        self.workingFolder = workingFolder
        self.exportsFolder = UserPath.resolve(exportsFolder, home: home, folder: workingFolder)
        self.replacesFiles = replacesFiles
        self.confined = confined
    }

    /// The same rules, confined to the exports folder: for the intents a shortcut calls.
    public func confinedToExports() -> FileRules {
        var rules = self
        rules.confined = true
        return rules
    }

    /// A path said for reading, as an absolute path.
    public func resolve(_ said: String) -> String {
        UserPath.resolve(said, home: home, folder: workingFolder)
    }

    /// The absolute path a file said as `said` is written to: read as a shell would; when
    /// `confined`, read in the exports folder, its name tidied, and only inside that folder.
    /// - Throws: `IntentFailure` saying why, when a confined path leaves the exports folder or
    ///   has no name left once tidied.
    public func destination(for said: String) throws(IntentFailure) -> String {
        guard confined else { return resolve(said) }
        let path = UserPath.resolve(said, home: home, folder: exportsFolder)
        let folder = UserPath.folder(of: path)
        guard UserPath.isInside(folder, folder: exportsFolder) else {
            throw IntentFailure("Shortcuts write only inside the exports folder \(exportsFolder), and \(folder) is outside it: "
                                + "name a folder inside it (or change `exports:` in the settings file, or HARK_EXPORTS).")
        }
        guard path != exportsFolder, let name = FileName.tidied(UserPath.name(of: path)) else {
            throw IntentFailure("“\(said)” names no file to write in the exports folder \(exportsFolder).")
        }
        return folder + "/" + name
    }
}
