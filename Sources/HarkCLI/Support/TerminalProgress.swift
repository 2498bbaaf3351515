import Foundation
import IntentKit
import Synchronization

/// Draws the progress of long work on standard error, on one line redrawn in place:
/// `Importing memories [██████░░░░░░░░░░░░░░]  30% 3000/10000`. Used only when standard error is
/// a terminal; work of one step draws nothing.
final class TerminalProgress: ProgressReporter, Sendable {
    static let width = 20
    private let drawn = Mutex(false)

    func report(_ what: String, completed: Int, of total: Int) {
        guard total > 0 else { return }
        let done = min(max(completed, 0), total)
        let finished = done == total
        let started = drawn.withLock { started in
            defer { started = !finished }
            return started
        }
        if finished && !started { return }
        let filled = done * Self.width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: Self.width - filled)
        let percent = String(repeating: " ", count: 3 - String(done * 100 / total).count) + "\(done * 100 / total)"
        FileHandle.standardError.write(Data("\r\u{1B}[2K\(Output.render(StyledText(what))) [\(bar)] \(percent)% \(done)/\(total)\(finished ? "\n" : "")".utf8))
    }
}
