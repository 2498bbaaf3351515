import Foundation
import HarkStore
import IntentKit

/// How writing a file the person named ended.
public enum FileWrite: Sendable, Equatable {
    /// The file was written, at this absolute path.
    case written(String)
    /// A file was there, and the person said not to replace it: nothing was written.
    case kept(String)
}

extension IntentContext {
    /// Writes `bytes` to the file said as `said`, by the context's `FileRules`: the path read as
    /// a shell would (or, for a shortcut, inside the exports folder); an existing file replaced
    /// only with `--force` or when the person says yes on a terminal; written whole (a temporary
    /// file renamed over the name), readable by the person alone (mode 0600).
    /// - Throws: `FileProblem.exists` when a file is there and nobody can be asked (exit 73);
    ///   `FileProblem` when the folder or disk refuses; `IntentFailure` when a shortcut's path
    ///   leaves the exports folder.
    public func writeFile(_ bytes: [UInt8], to said: String) async throws -> FileWrite {
        let rules = try service(FileRules.self)
        let path = try rules.destination(for: said)
        try rules.prepareFolder(for: path)
        if SafeFile.isFolder(path) { throw SafeFile.problem(path, EISDIR) }
        var replacing = false
        if SafeFile.exists(path) {
            if rules.replacesFiles {
                replacing = true
            } else {
                switch await asker.confirmReplacing("\(path) exists. Replace it?") {
                case true?: replacing = true
                case false?: return .kept(path)
                case nil: throw FileProblem.exists(path)
                }
            }
        }
        try SafeFile.write(bytes, to: path, replacing: replacing)
        return .written(path)
    }
}
