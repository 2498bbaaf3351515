import Foundation
import HarkStore

/// Files written whole or not at all: the bytes go to a temporary file in the same folder (mode
/// 0600, flushed to disk), which is then renamed over the name — so a reader never sees half a
/// file, and a failure leaves what was there.
enum SafeFile {
    /// Writes `bytes` to `path`; an existing file there is replaced only when `replacing`.
    /// - Throws: `FileProblem.exists` when something is at `path` and not `replacing`; another
    ///   `FileProblem` naming the path when the folder or disk refuses.
    static func write(_ bytes: [UInt8], to path: String, replacing: Bool) throws(FileProblem) {
        var template = Array((UserPath.folder(of: path) + "/.hark-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { mkstemp($0) } ?? -1
        }
        guard descriptor >= 0 else { throw problem(path) }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do throws(FileProblem) {
            try fill(descriptor, with: bytes, path: path)
        } catch {
            close(descriptor)
            unlink(temporary)
            throw error
        }
        close(descriptor)
        if !replacing {
            // A hard link never replaces: the name is taken only if it is still free.
            if link(temporary, path) == 0 {
                unlink(temporary)
                syncFolder(of: path)
                return
            }
            let failure = errno
            if failure == EEXIST || exists(path) {
                unlink(temporary)
                throw FileProblem.exists(path)
            }
            // Only a file system without hard links goes on to rename (the name was free a moment ago).
            guard [EPERM, EOPNOTSUPP, EMLINK, EXDEV].contains(failure) else {
                unlink(temporary)
                throw problem(path, failure)
            }
        }
        guard rename(temporary, path) == 0 else {
            let failure = errno
            unlink(temporary)
            throw problem(path, failure)
        }
        syncFolder(of: path)
    }

    /// Whether anything — a file, a folder, a link, even a broken one — is at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Whether `path` is a folder (following links).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    private static func fill(_ descriptor: Int32, with bytes: [UInt8], path: String) throws(FileProblem) {
        guard fchmod(descriptor, 0o600) == 0 else { throw problem(path) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw problem(path)
            }
            written += count
        }
        guard fsync(descriptor) == 0 else { throw problem(path) }
    }

    /// Makes the rename itself durable (best effort: some file systems refuse).
    private static func syncFolder(of path: String) {
        let folder = open(UserPath.folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        fsync(folder)
        close(folder)
    }

    /// The system's error `code` (default: the last one) on `path`, in plain words.
    static func problem(_ path: String, _ code: Int32 = errno) -> FileProblem {
        FileProblem(NSError(domain: NSPOSIXErrorDomain, code: Int(code)), path: path, writing: true)
    }
}
