import IntentKit
import PhraseKit
import SpokenKit

/// A list said at the end of text to keep, after a word the intent's templates put before that
/// list: "don't let me forget that Sione is allergic to peanuts, tagged food and friends" keeps
/// "Sione is allergic to peanuts" with the tags food and friends, whichever phrasing (or none)
/// brought the text (Docs/values.md, "Values in context").
extension Runtime {
    /// `slots` with the intent's unfilled list parameter taken from the end of its text kept as
    /// said, when the text ends with one of that list's own lead words ("tagged", "tags") — after
    /// a mark, "and" or "also", or followed only by words that name things — and a short list
    /// ("books, travel and Lviv book club": at most eight words, three to an item).
    func withListSaidAfterKeptText(_ slots: [SlotMatch], intent: String, in text: String) -> [SlotMatch] {
        let parameters = declaredParameters(of: intent) ?? []
        let verbatim = cleaners.verbatim(intent)
        let slots = withoutJoinerBeforeList(withTextThatTookNoList(slots, intent: intent, parameters: parameters, in: text),
                                            intent: intent, parameters: parameters)
        guard let list = parameters.first(where: { Self.isList($0.type) && !slots.map(\.name).contains($0.name) }),
              let index = slots.firstIndex(where: { verbatim.contains($0.name) && $0.value.stringValue != nil }),
              case .string(let kept) = slots[index].value else { return slots }
        let leads = (templateWords[intent].leads[list.name] ?? []).filter {
            $0.count > 2 && !Self.smallWords.contains($0) && !Self.wrapperWords.contains($0) && !Self.valueOpeners.contains($0)
        }
        guard !leads.isEmpty else { return slots }
        let said = TokenizedText(kept)
        let tokens = said.tokens
        for lead in tokens.indices.dropFirst() where leads.contains(tokens[lead].text) {
            var first = lead + 1
            while first < tokens.count, Self.listIntroducers.contains(tokens[first].text) { first += 1 }
            guard first < tokens.count, tokens.count - first <= 8 else { continue }
            let items = tokens[first...].map(\.text).split { Self.joiningWords.contains($0) }
            guard !items.isEmpty, items.allSatisfy({ (1 ... 3).contains($0.count) }) else { continue }
            // The words before the lead that only join it on ("…, and also tagged …").
            var start = lead
            while start > 1, Self.listJoiners.contains(tokens[start - 1].text) { start -= 1 }
            let marked = markBetween(said, start - 1, start)
            guard marked || items.joined().allSatisfy({ isNamePart($0, intent: intent) }) else { continue }
            // The list's own marks between its items stay ("books, travel"), a mark before it does not.
            let text = String(kept[tokens[first].range.lowerBound ..< tokens[tokens.count - 1].range.upperBound])
            let rest = String(kept[..<tokens[start - 1].range.upperBound])
            var result = slots
            result[index].value = .string(rest)
            result[index].text = rest
            result[index].verbatim = rest
            result.append(SlotMatch(name: list.name, value: .string(text), text: text, source: .wildcard))
            return result
        }
        return slots
    }

    /// `slots` whose list, taken by a template after text kept as said, opens with a small word
    /// ("remember that Anna got tagged in a photo"): its lead word was the text's own, and the
    /// text is kept whole, to the end of the list, with no list.
    func withTextThatTookNoList(_ slots: [SlotMatch], intent: String, parameters: [DeclaredParameter], in text: String) -> [SlotMatch] {
        let verbatim = cleaners.verbatim(intent)
        guard let listIndex = slots.firstIndex(where: { slot in
                  slot.source == .wildcard && parameters.contains { Self.isList($0.type) && $0.name == slot.name }
              }),
              let first = TokenizedText(slots[listIndex].text).tokens.first, Self.smallWords.contains(first.text),
              let keptIndex = slots.firstIndex(where: { verbatim.contains($0.name) }), case .string(let kept) = slots[keptIndex].value,
              let start = text.range(of: kept), let end = text.range(of: slots[listIndex].text, range: start.upperBound ..< text.endIndex)
        else { return slots }
        let whole = String(text[start.lowerBound ..< end.upperBound])
        var result = slots
        result[keptIndex].value = .string(whole)
        result[keptIndex].text = whole
        result[keptIndex].verbatim = whole
        result.remove(at: listIndex)
        return result
    }

    /// `slots` whose text kept as said, when a template took the list after it, does not end on
    /// the words that joined the list on ("note to self: the key is upstairs, also tag it home").
    func withoutJoinerBeforeList(_ slots: [SlotMatch], intent: String, parameters: [DeclaredParameter]) -> [SlotMatch] {
        let verbatim = cleaners.verbatim(intent)
        guard parameters.contains(where: { parameter in Self.isList(parameter.type) && slots.contains { $0.name == parameter.name } }),
              let index = slots.firstIndex(where: { verbatim.contains($0.name) }), case .string(let kept) = slots[index].value else { return slots }
        let said = TokenizedText(kept)
        let tokens = said.tokens
        var end = tokens.count
        while end > 1, Self.listJoiners.contains(tokens[end - 1].text) { end -= 1 }
        guard end < tokens.count, markBetween(said, end - 1, end) else { return slots }
        let rest = String(kept[..<tokens[end - 1].range.upperBound])
        var result = slots
        result[index].value = .string(rest)
        result[index].text = rest
        result[index].verbatim = rest
        return result
    }

    /// Whether values of `type` are a list.
    static func isList(_ type: ParameterType) -> Bool {
        if case .list = type { return true }
        return false
    }

    /// Words between a list's lead word and its first item ("tag it as work").
    static let listIntroducers: Set<String> = ["it", "them", "this", "as", "with", "under", "the", "tags", "tag"]
    /// Words that join a list's lead word on to the text before it ("…, and also tag it …").
    static let listJoiners: Set<String> = ["and", "also", "plus", "please", "pls"]
}
