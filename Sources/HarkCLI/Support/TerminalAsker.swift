import Foundation
import IntentKit

/// Asks on the terminal: the question on standard error, the answer read from standard input.
struct TerminalAsker: Asker {
    func ask(_ question: String) async -> String? {
        Output.error(question, terminator: " ")
        guard let line = readLine() else { return nil }
        return line.trimmingCharacters(in: .whitespaces)
    }

    func choose(_ question: String, from options: [String]) async -> Int? {
        for _ in 0..<3 {
            guard let answer = await ask(question) else { return nil }
            if let number = Int(answer), options.indices.contains(number - 1) { return number - 1 }
            if let index = options.firstIndex(where: { $0.lowercased() == answer.lowercased() }) { return index }
        }
        return nil
    }

    func confirm(_ question: String) async -> Bool? {
        guard let answer = await ask(question + " (yes/no)") else { return nil }
        return ["y", "yes", "sure", "ok", "okay", "yeah"].contains(answer.lowercased())
    }
}
