import Foundation
import HarkDomain

/// Plain path and file handling for finding and reading Hark's files, done on strings and with
/// the system's calls (Foundation's `FileManager`, `URL` and `NSString` path methods cost a
/// one-shot command noticeable start-up time).
package enum FilePath {
    package enum Kind { case file, folder }

    /// The running program's own file, symbolic links resolved (`/proc/self/exe`), else the path
    /// it was started by.
    package static func executable() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if count > 0 { return String(decoding: buffer[0 ..< count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        let started = CommandLine.arguments.first ?? "hark"
        return started.hasPrefix("/") ? started : currentFolder() + "/" + started
    }

    /// The person's home folder, from the password database when `$HOME` is not set.
    package static func home() -> String {
        if let entry = getpwuid(getuid()), let folder = entry.pointee.pw_dir { return String(cString: folder) }
        return "/"
    }

    /// The current working folder.
    package static func currentFolder() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// The whole content of a file as UTF-8 text; nil when it can't be read or isn't UTF-8.
    package static func text(of path: String) -> String? {
        bytes(of: path).flatMap { String(validating: $0, as: UTF8.self) }
    }

    /// The folder `path` is in (`/` for a top-level entry, `.` for a bare name): `UserPath`'s.
    package static func parent(of path: String) -> String { UserPath.folder(of: path) }

    /// The extension of a file name (`moods.yaml` → `yaml`), empty when it has none.
    package static func `extension`(of path: String) -> String {
        let name = path[(path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex)...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// A file's whole content; nil when it can't be read.
    package static func bytes(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 { if errno == EINTR { continue }; return nil }
            if count == 0 { return bytes }
            bytes += chunk[0 ..< count]
        }
    }

    /// What identifies a version of a file: its size, modification time (to the nanosecond) and
    /// inode; nil when it doesn't exist.
    package static func stamp(of path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }

    /// A file's size in bytes; nil when it doesn't exist.
    package static func size(of path: String) -> Int64? {
        FileFacts.sizeAndChange(of: path)?.size
    }

    /// Whether `path` is a file or a folder (following symbolic links); nil when it doesn't exist.
    package static func kind(of path: String) -> Kind? {
        FileFacts.kind(of: path).map { $0 == .folder ? .folder : .file }
    }

    /// Every file in `folder` and its subfolders (not descending into linked folders), as paths
    /// beginning with `folder`; unreadable folders are skipped.
    package static func files(under folder: String) -> [String] {
        var found: [String] = []
        for (path, type) in entries(in: folder) {
            switch type {
            case S_IFDIR: found += files(under: path)
            case S_IFLNK: if kind(of: path) == .file { found.append(path) }
            default: found.append(path)
            }
        }
        return found
    }

    /// Every subfolder of `folder`, at any depth, that `files(under:)` reads files from (linked
    /// folders left out), as paths beginning with `folder`.
    package static func folders(under folder: String) -> [String] {
        entries(in: folder).filter { $0.type == S_IFDIR }.flatMap { [$0.path] + folders(under: $0.path) }
    }

    /// The entries of `folder` (not `.` and `..`) with their types, links not followed.
    private static func entries(in folder: String) -> [(path: String, type: mode_t)] {
        guard let directory = opendir(folder) else { return [] }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        closedir(directory)
        return names.compactMap { name in
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            return (path, info.st_mode & S_IFMT)
        }
    }
}
