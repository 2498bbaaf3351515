import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One daemon per database: an exclusive `flock` on `<database>.daemon-lock`, held while the
/// process lives (the system lets it go when the process ends, even by `kill -9`).
struct DaemonLock: ~Copyable {
    let path: String
    private let descriptor: Int32

    /// Takes the lock, or throws saying which process holds it.
    init(database: String) throws(DaemonError) {
        path = database + ".daemon-lock"
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw DaemonError("cannot open the lock file \(path): \(String(cString: strerror(errno)))", exitCode: 74)
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let holder = (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            close(descriptor)
            throw DaemonError("another hark daemon\(holder.isEmpty ? "" : " (pid \(holder))") is already running on \(database); stop it first (its lock is \(path))",
                              exitCode: DaemonError.anotherDaemon)
        }
        let pid = "\(getpid())\n"
        _ = ftruncate(descriptor, 0)
        _ = pid.withCString { write(descriptor, $0, strlen($0)) }
    }

    deinit { close(descriptor) }
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
