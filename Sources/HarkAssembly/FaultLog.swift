import Synchronization

/// The first failure of the database or a file met by the intents a shortcut run called: a
/// step that failed so is said in the fault's words, and this lets the front end end with the
/// fault's exit code rather than a failed step's.
public final class FaultLog: Sendable {
    private let first = Mutex<Fault?>(nil)

    public init() {}

    /// The first fault recorded, if any.
    public var fault: Fault? { first.withLock { $0 } }

    func record(_ fault: Fault) {
        first.withLock { if $0 == nil { $0 = fault } }
    }
}
