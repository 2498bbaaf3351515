import HarkValue
import PhraseKit

extension SlotMatch {
    /// The slot with the person's own characters as its value and text when `verbatim` (its
    /// parameter keeps text as said) and the sentence gave them (a wildcard); else as matched.
    func saidVerbatim(_ verbatim: Bool) -> SlotMatch {
        guard verbatim, source == .wildcard, let said = self.verbatim, !said.isEmpty else { return self }
        var slot = self
        slot.value = .string(said)
        slot.text = said
        return slot
    }
}
