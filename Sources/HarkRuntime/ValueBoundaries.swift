import Foundation
import IntentKit
import LearnedReader
import PhraseKit
import SpokenKit

/// Where a looked-up value found by a reader ends: at the end of a question, and a thing's name at
/// a comma; text kept as said is never cut.
extension Runtime {
    /// A looked-up value (a search, a name: not kept as said) without what follows the end of a
    /// question in it ("standup? I scribbled them somewhere" → "standup"), a thing's name without
    /// what follows a comma ("book hotel in Madrid, is done" → "book hotel in Madrid"), and either
    /// without a polite ending ("the budget thanks" → "the budget").
    func cutAtBoundary(_ slot: SlotMatch, intent: String) -> SlotMatch {
        guard slot.source == .wildcard, !cleaners.verbatim(intent).contains(slot.name), case .string(let text) = slot.value else { return slot }
        let isEntity = registry.intent(named: intent).flatMap { type in
            parameters(of: type.init()).first { $0.name == slot.name }?.parameter.valueType.parameterType.isEntity
        } ?? false
        let stops: Set<Character> = isEntity ? ["?", "!", ";", ","] : ["?", "!", ";"]
        var kept = text.firstIndex(where: { stops.contains($0) }).map { String(text[..<$0]) } ?? text
        // A dash set off by spaces, or a full stop before another sentence, ends it too ("the
        // boiler — can you look it up", "the car. What have I been saving"); "hark.json" does not.
        for mark in [" — ", " – ", " - ", ". "] {
            guard let range = kept.range(of: mark) else { continue }
            // "Mr. Nguyen", "Dr. Lee": a short capitalised word before the full stop abbreviates.
            let before = kept[..<range.lowerBound].split(separator: " ").last ?? ""
            if mark == ". ", before.count <= 3, before.first?.isUppercase == true { continue }
            kept = String(kept[..<range.lowerBound])
        }
        // Nor does it run on after a comma into the request's own words ("hiring, show me").
        if let comma = kept.lastIndex(of: ",") {
            let tail = ReaderText.words(String(kept[kept.index(after: comma)...]))
            let own = templateWords[intent].vocabulary
            if !tail.isEmpty, tail.allSatisfy({ own.contains($0) || Self.wrapperWords.contains($0) || Self.politeWords.contains($0) }) {
                kept = String(kept[..<comma])
            }
        }
        // Nor does it end in thanks: "my notes about the budget thanks" looks for "the budget".
        kept = Self.withoutPoliteEnding(kept.split(separator: " "), text: { ReaderText.words(String($0)).joined() })
            .joined(separator: " ").trimmingCharacters(in: .whitespaces)
        guard !kept.isEmpty, kept != text else { return slot }
        var result = slot
        result.value = .string(kept)
        result.text = kept
        return result
    }

    /// Whether a value of `reading` that is not kept as said (a search, a name) runs across the end
    /// of a question ("…the thesis? My advisor wants an update"): then a part of the sentence is
    /// read instead. Text kept as said (a memory) is never cut.
    func crossesQuestion(_ reading: Reading, in sentence: TokenizedText, intent: String) -> Bool {
        let verbatim = cleaners.verbatim(intent)
        return reading.slots.contains { slot in
            guard slot.source == .wildcard, !verbatim.contains(slot.name), let text = slot.verbatim ?? Optional(slot.text) else { return false }
            return text.dropLast().contains { "?!;".contains($0) }
        }
    }

}
