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
}

/// The asker when nobody is there to answer.
public struct NoTerminal: Asker {
    public init() {}
    public func ask(_ question: String) async -> String? { nil }
    public func choose(_ question: String, from options: [String]) async -> Int? { nil }
    public func confirm(_ question: String) async -> Bool? { nil }
}

/// Answers from a script, in order (for tests and for `hark do --answer`).
public actor ScriptedAsker: Asker {
    private var answers: [String]
    /// The questions asked so far.
    public private(set) var questions: [String] = []

    public init(answers: [String]) { self.answers = answers }

    public func ask(_ question: String) async -> String? {
        questions.append(question)
        return answers.isEmpty ? nil : answers.removeFirst()
    }

    public func choose(_ question: String, from options: [String]) async -> Int? {
        questions.append(question)
        guard !answers.isEmpty else { return nil }
        let answer = answers.removeFirst()
        if let number = Int(answer), options.indices.contains(number - 1) { return number - 1 }
        return options.firstIndex { $0.lowercased() == answer.lowercased() }
    }

    public func confirm(_ question: String) async -> Bool? {
        questions.append(question)
        guard !answers.isEmpty else { return nil }
        return ["y", "yes", "sure", "ok", "okay"].contains(answers.removeFirst().lowercased())
    }
}
