import Foundation
import HarkStore
import IntentKit

extension FileRules {
    /// Readies the folder `path` (a `destination`) is written in: when confined, the exports
    /// folder and any folder inside it on the way are made (mode 0700), and the folder, links
    /// followed, must still lie inside the exports folder. Unconfined, nothing is made: a folder
    /// that is not there is the person's typo, said as such when writing.
    /// - Throws: `IntentFailure` when a link leads out of the exports folder; `FileProblem` when
    ///   a folder cannot be made.
    func prepareFolder(for path: String) throws {
        guard confined else { return }
        let folder = UserPath.folder(of: path)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw FileProblem(error, path: folder, writing: true)
        }
        guard let real = Self.realPath(folder), let exports = Self.realPath(exportsFolder), UserPath.isInside(real, folder: exports) else {
            throw IntentFailure("Shortcuts write only inside the exports folder \(exportsFolder), and \(folder) leads out of it (a link): "
                                + "name a folder inside it.")
        }
    }

    /// `path` with every link followed; nil when it cannot be read.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
