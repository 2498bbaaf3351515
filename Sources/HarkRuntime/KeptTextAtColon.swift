import Foundation
import PhraseKit
import SpokenKit

/// Two texts kept as said, given in one breath with a colon between them (Docs/values.md, "Values
/// in context"): "new note called lease renewal: sign and send it back by March 1" is a note titled
/// "lease renewal" that says "sign and send it back by March 1". Every character said is kept; the
/// colon only says where the first text ends and the second begins (a dash does not: titles hold
/// dashes, "Q3 — budget").
extension Runtime {
    /// Marks that divide two kept texts, the first found in a text dividing it.
    static let dividers = [": "]
    /// Marks that divide them too where no word introduces the text ("new note grocery - milk, eggs").
    static let looseDividers = [": ", " -> ", " => ", " - ", " – ", " — ", " = "]

    /// `slots` with a kept text that holds ": " (or another divider) divided there, when the intent keeps another text,
    /// declared after it, that nothing else gave: the words before the colon stay, the words after
    /// it are the other text. A label before the colon that names the other text ("…, body: …",
    /// "… text: …") is no part of either.
    func dividedAtColon(_ slots: [SlotMatch], intent: String, dividers: [String] = dividers, only: Set<String>? = nil) -> [SlotMatch] {
        let kept = cleaners.kept(intent)
        guard kept.count >= 2 else { return slots }
        var result = slots
        for (position, first) in kept.enumerated() {
            guard only?.contains(first.name) ?? true, let index = result.firstIndex(where: { $0.name == first.name && $0.source == .wildcard }),
                  case .string(let said) = result[index].value,
                  let colon = dividers.lazy.compactMap({ said.range(of: $0) }).min(by: { $0.lowerBound < $1.lowerBound }),
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

/// Marks around text kept as said where no word introduces it (Docs/values.md): "new note grocery
/// - milk, eggs" is a note "grocery" that says "milk, eggs"; "1:1 priya outcome - sam to send the
/// budget" records "sam to send the budget". After "that", "self", "called", "about" and the like,
/// or a colon, the text is kept exactly as written ("new note called Q3 — budget").
extension Runtime {
    func withMarksWhereNothingIntroduces(_ slots: [SlotMatch], intent: String, in text: String) -> [SlotMatch] {
        let verbatim = cleaners.verbatim(intent)
        let sentence = TokenizedText(text)
        var loose: Set<String> = []
        var result = slots.map { slot -> SlotMatch in
            guard slot.source == .wildcard, verbatim.contains(slot.name), case .string(let value) = slot.value,
                  !value.isEmpty, let range = text.range(of: value, options: .backwards) else { return slot }
            // The word before it, and what stands between.
            guard let before = sentence.tokens.last(where: { $0.range.upperBound <= range.lowerBound }) else { return slot }
            let between = text[before.range.upperBound ..< range.lowerBound]
            guard !Self.keepingWords.contains(before.text), !between.contains(":") else { return slot }
            loose.insert(slot.name)
            for mark in ["->", "=>", "-", "–", "—", "="] where value.hasPrefix(mark + " ") {
                let rest = value.dropFirst(mark.count).trimmingCharacters(in: .whitespaces)
                return rest.isEmpty ? slot : Self.replacing(slot, with: rest, said: value)
            }
            // Divided by a dash, the second text runs to the sentence's end ("… - passport,
            // adapters"), unless another value stands there.
            let after = String(text[range.upperBound...])
            let whole = Self.withoutSignOff(value + after)
            if Self.looseDividers.dropFirst().contains(where: { value.contains($0) }), !after.isEmpty,
               !slots.contains(where: { !$0.text.isEmpty && $0.text != slot.text && after.contains($0.text) }) {
                return Self.replacing(slot, with: whole.trimmingCharacters(in: .whitespaces), said: value)
            }
            return slot
        }
        if !loose.isEmpty { result = dividedAtColon(result, intent: intent, dividers: Self.looseDividers, only: loose) }
        return result
    }
}
