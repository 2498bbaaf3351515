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
