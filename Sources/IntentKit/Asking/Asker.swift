/// Asks the person something in the middle of running an intent. On a terminal the command
/// line asks and waits; without one (a pipe, cron) every question fails, and the runtime says
/// which value was missing.
public protocol Asker: Sendable {
    /// An answer in words, or `nil` when nobody can answer.
    func ask(_ question: String) async -> String?
    /// The index of the option chosen, or `nil` when nobody can answer.
    func choose(_ question: String, from options: [String]) async -> Int?
    /// Yes or no, or `nil` when nobody can answer.
    func confirm(_ question: String) async -> Bool?
    /// Yes or no to replacing a file that is there ("PATH exists. Replace it?"), or `nil` when
    /// nobody can answer. Only the person answers it: `--yes` confirms intents, not this (a file
    /// is replaced unasked only with `--force`). By default, as `confirm`.
    func confirmReplacing(_ question: String) async -> Bool?
}

extension Asker {
    public func confirmReplacing(_ question: String) async -> Bool? { await confirm(question) }
}
