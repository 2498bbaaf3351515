/// Hears how far long work has gone (an import of thousands of memories), to show it: a
/// progress bar on a terminal. Intents report through `IntentContext.progress` when it is set.
public protocol ProgressReporter: Sendable {
    /// `completed` of `total` steps of `what` ("Importing memories") are done; the last report
    /// has `completed == total`.
    func report(_ what: String, completed: Int, of total: Int)
}
