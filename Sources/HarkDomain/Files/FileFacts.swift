import Foundation

/// What the system says of a file, asked with one call (`stat`): Foundation's resource values
/// look up far more, and cost a folder of notes more than reading them.
package enum FileFacts {
    /// A file's size in bytes and when it was last changed (following symbolic links); nil when
    /// it doesn't exist or can't be looked at.
    package static func sizeAndChange(of path: String) -> (size: Int64, changed: Date)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        let changed = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1_000_000_000)
        return (Int64(info.st_size), changed)
    }

    /// Whether `path` is a file, a folder or something else (following symbolic links); nil when
    /// it doesn't exist.
    package static func kind(of path: String) -> Kind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        default: return .other
        }
    }

    package enum Kind { case file, folder, other }
}
