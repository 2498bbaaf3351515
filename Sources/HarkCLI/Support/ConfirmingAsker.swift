import IntentKit

/// `--yes`: confirmations are answered yes without asking; other questions — and whether to
/// replace a file, which only the person (or `--force`) decides — go to the asker underneath.
struct ConfirmingAsker: Asker {
    let asking: any Asker

    func ask(_ question: String) async -> String? { await asking.ask(question) }
    func choose(_ question: String, from options: [String]) async -> Int? { await asking.choose(question, from: options) }
    func confirm(_ question: String) async -> Bool? { true }
    func confirmReplacing(_ question: String) async -> Bool? { await asking.confirmReplacing(question) }
}
