/// What one run of a shortcut may do at most; reaching a limit stops the run with a message.
public struct Limits: Sendable {
    /// Steps nested in steps, and shortcuts calling shortcuts, at most this deep.
    public static let maximumDepth = 16
    /// The longest text one value may be, in bytes of UTF-8.
    public static let maximumTextBytes = 1_000_000
    /// The most one run may say in all (its `say` and `stop` lines, those of the shortcuts it
    /// calls too), in bytes of UTF-8.
    public static let maximumOutputBytes = 10_000_000
    /// The most items one list may have.
    public static let maximumListItems = 10_000
    /// The most times a `repeat` may run its steps (more could never finish within `steps`).
    public static let maximumRepeats = 10_000
    /// Steps executed in one run, counting those of shortcuts it calls.
    public var steps = 10_000
    /// Seconds one run may take.
    public var seconds: Double = 60

    public init(steps: Int = 10_000, seconds: Double = 60) {
        self.steps = steps
        self.seconds = seconds
    }
}
