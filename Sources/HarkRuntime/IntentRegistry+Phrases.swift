import IntentKit
import PhraseKit

extension IntentRegistry {
    /// Checks phrase files against the registry (and `actions`, what phrases may name besides
    /// intents): every intent a phrase file names exists, and every slot a template fills from
    /// the sentence is one of that intent's parameters. Returns each problem with where it is written.
    public func validate(_ phrases: PhraseSet, actions: [String: IntentDescription] = [:]) -> [PhraseDiagnostic] {
        var problems: [PhraseDiagnostic] = []
        let known = intents.map { $0.name }.joined(separator: ", ")
        for intent in phrases.intents {
            let firstLocation = intent.blocks.first?.sentences.first?.location ?? SourceLocation(file: "<phrases>", line: 1, column: 1)
            guard let description = describe(intent.name) ?? actions[intent.name] else {
                problems.append(PhraseDiagnostic("phrases name the intent '\(intent.name)', which is not registered (known: \(known))",
                                                 at: firstLocation))
                continue
            }
            let parameterNames = description.parameters.map(\.name)
            for block in intent.blocks {
                problems += unknownSlots(in: block, of: intent.name, parameters: parameterNames, phrases: phrases)
            }
        }
        return problems
    }

    private func unknownSlots(in block: PhraseBlock, of intent: String, parameters: [String], phrases: PhraseSet) -> [PhraseDiagnostic] {
        var problems: [PhraseDiagnostic] = []
        let listed = parameters.joined(separator: ", ")
        for sentence in block.sentences {
            let references = sentence.template.root.slotReferences(expandingRulesIn: phrases, block: block)
            for reference in references {
                if reference.isCapture || parameters.contains(reference.slotName) { continue }
                let message = "slot {\(reference.slotName)} is not a parameter of \(intent) (parameters: \(listed))"
                problems.append(PhraseDiagnostic(message, at: sentence.location.advanced(by: reference.offset)))
            }
        }
        for slot in block.slots.keys.sorted() {
            if parameters.contains(slot) { continue }
            let location = block.sentences.first?.location ?? SourceLocation(file: "<phrases>", line: 1, column: 1)
            problems.append(PhraseDiagnostic("fixed slot '\(slot)' is not a parameter of \(intent)", at: location))
        }
        return problems
    }
}
