import Foundation
import PhraseKit

/// Two texts kept as said, given in one breath with a colon between them (Docs/values.md, "Values
/// in context"): "new note called lease renewal: sign and send it back by March 1" is a note titled
/// "lease renewal" that says "sign and send it back by March 1". Every character said is kept; the
/// colon only says where the first text ends and the second begins (a dash does not: titles hold
/// dashes, "Q3 — budget").
extension Runtime {
    /// Marks that divide two kept texts, the first found in a text dividing it.
    static let dividers = [": "]

    /// `slots` with a kept text that holds ": " (or another divider) divided there, when the intent keeps another text,
    /// declared after it, that nothing else gave: the words before the colon stay, the words after
    /// it are the other text. A label before the colon that names the other text ("…, body: …",
    /// "… text: …") is no part of either.
    func dividedAtColon(_ slots: [SlotMatch], intent: String) -> [SlotMatch] {
        let kept = cleaners.kept(intent)
        guard kept.count >= 2 else { return slots }
        var result = slots
        for (position, first) in kept.enumerated() {
            guard let index = result.firstIndex(where: { $0.name == first.name && $0.source == .wildcard }),
                  case .string(let said) = result[index].value,
                  let colon = Self.dividers.lazy.compactMap({ said.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }),
                  let second = kept.dropFirst(position + 1).first(where: { parameter in !result.contains { $0.name == parameter.name } })
            else { continue }
            var before = said[..<colon.lowerBound].trimmingCharacters(in: .whitespaces)
            let after = said[colon.upperBound...].trimmingCharacters(in: .whitespaces)
            for label in Set([second.name, second.title].map { $0.lowercased() }) where before.lowercased().hasSuffix(" " + label) {
                before = before.dropLast(label.count).trimmingCharacters(in: CharacterSet.whitespaces.union([","]))
            }
            guard !before.isEmpty, !after.isEmpty else { continue }
            result[index] = Self.replacing(result[index], with: before, said: said)
            result.append(SlotMatch(name: second.name, value: .string(after), text: after, source: .wildcard))
        }
        return result
    }
}
