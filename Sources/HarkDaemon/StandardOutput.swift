#if canImport(Glibc)
import Glibc
#endif
import HarkValue

/// What the daemon writes to standard output: what runs say. Written at once (not buffered),
/// control characters escaped (`TerminalText`). A write that fails — the reader went away, as
/// `hark daemon | head -1` does — is reported, not fatal: the daemon ignores SIGPIPE (`Daemon.main`).
enum StandardOutput {
    /// Writes `lines`, each escaped and ended with a line break; nil when written, else why not.
    static func write(lines: [String]) -> String? {
        let text = lines.map { TerminalText.escaped($0) + "\n" }.joined()
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            bytes = bytes.dropFirst(written)
        }
        return nil
    }
}
