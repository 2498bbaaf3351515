import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One daemon per database file: an exclusive `flock` on `<file>.daemon-lock` beside the
/// database's real file (symbolic links resolved, so that two paths to one file take one lock),
/// held while the process lives (the system lets it go when the process ends, even by `kill -9`).
struct DaemonLock: ~Copyable {
    let path: String
    private let descriptor: Int32

    /// Takes the lock for the database at `database` (which exists: the daemon opens it first,
    /// creating its folder where Hark does), or throws saying which process holds it.
    init(database: String) throws(DaemonError) {
        let file = Self.realPath(of: database)
        path = file + ".daemon-lock"
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw DaemonError("cannot open the lock file \(path): \(String(cString: strerror(errno)))", exitCode: 74)
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let holder = (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            close(descriptor)
            let named = file == database ? database : "\(database) (the file \(file))"
            throw DaemonError("another hark daemon\(holder.isEmpty ? "" : " (pid \(holder))") is already running on \(named); stop it first (its lock is \(path))",
                              exitCode: DaemonError.anotherDaemon)
        }
        let pid = "\(getpid())\n"
        _ = ftruncate(descriptor, 0)
        _ = pid.withCString { write(descriptor, $0, strlen($0)) }
    }

    deinit { close(descriptor) }

    /// The file `path` names, every symbolic link on the way resolved (`realpath`); for a file
    /// not there yet, its folder's real path and its name; `path` itself when neither resolves.
    static func realPath(of path: String) -> String {
        if let resolved = resolved(path) { return resolved }
        guard let slash = path.lastIndex(of: "/") else { return resolved(".").map { $0 + "/" + path } ?? path }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        guard let real = resolved(folder) else { return path }
        return (real == "/" ? "" : real) + path[slash...]
    }

    private static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}

/// Why the daemon could not start, with the exit code to end with.
public struct DaemonError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public var exitCode: Int32

    /// Another daemon holds the database.
    public static let anotherDaemon: Int32 = 75

    init(_ description: String, exitCode: Int32) {
        self.description = description
        self.exitCode = exitCode
    }
}
