import IntentKit
import LearnedReader
import PhraseKit
import SpokenKit

/// Values said inside a looked-up value that a wildcard took whole (Docs/values.md, "Values in
/// context"): "find memories about Dana from last month" searches "Dana" over last month, and "what
/// my memories say about kubernetes" searches "kubernetes". Text kept as said is never split.
extension Runtime {
    /// `slots` with each looked-up wildcard value freed of the request's own words before its
    /// topic, and of a time or a choice said at its end for a parameter the reading has not filled.
    func withValuesInside(_ slots: [SlotMatch], intent: String) -> [SlotMatch] {
        let verbatim = cleaners.verbatim(intent)
        var result = slots
        for index in slots.indices {
            let slot = result[index]
            guard slot.source == .wildcard, !verbatim.contains(slot.name), case .string(let said) = slot.value else { continue }
            var text = afterRequestWords(said, intent: intent)
            if let (cut, found) = trailingValue(in: text, intent: intent, filled: Set(result.map(\.name))) {
                text = cut
                result.append(found)
            }
            result[index] = Self.replacing(slot, with: text, said: said)
        }
        return result
    }

    /// Words that may stand before a topic's linking word without being part of the topic
    /// ("anything about", "everything I've saved about", "what my memories say about").
    static let requestNouns: Set<String> = [
        "anything", "everything", "something", "stuff", "things", "thing", "what", "whatever", "all", "one", "ones",
        "i", "ive", "i've", "saved", "save", "say", "says", "said", "remember", "remembered", "know", "knew", "kept", "stored",
        "written", "wrote", "logged", "noted", "have", "got", "memories", "memory", "mem", "mems", "notes", "note",
    ]
    /// Words that link a request to its topic.
    static let topicLinks: Set<String> = ["about", "on", "regarding", "re", "concerning"]

    /// `text` after its last topic link when every word before that link is the request's own
    /// ("everything I've saved about the Lisbon offsite" → "the Lisbon offsite").
    func afterRequestWords(_ text: String, intent: String) -> String {
        let sub = TokenizedText(text)
        let words = sub.tokens.map(\.text)
        let own = templateWords[intent].vocabulary
        guard let link = words.indices.dropFirst().dropLast().last(where: { Self.topicLinks.contains(words[$0]) }),
              words[..<link].allSatisfy({ Self.requestNouns.contains($0) || own.contains($0) || Self.wrapperWords.contains($0) })
        else { return text }
        return sub.originalText(link + 1, words.count)
    }

    /// Words that introduce a time or a choice said at the end of a value ("from last month", "as a graph").
    static let introducingWords: Set<String> = ["from", "since", "in", "during", "over", "within", "as", "at", "on", "for", "this", "a", "an", "the"]

    /// A time, span, length or choice at the end of `text`, introduced by a word such as "from" or
    /// "as", for a parameter of `intent` not in `filled`: the text before it and the value.
    func trailingValue(in text: String, intent: String, filled: Set<String>) -> (String, SlotMatch)? {
        guard let declared = declaredParameters(of: intent) else { return nil }
        let wanted = Set(declared.filter { parameter in
            guard !filled.contains(parameter.name) else { return false }
            switch parameter.type {
            case .date, .dateRange, .duration, .enumeration: return true
            default: return false
            }
        }.map(\.name))
        guard !wanted.isEmpty else { return nil }
        let sub = TokenizedText(text)
        let words = sub.tokens.map(\.text)
        let own = templateWords[intent].vocabulary
        var best: (cut: Int, slot: SlotMatch)?
        for found in relaxedSlots(sub, intent: intent) where wanted.contains(found.name) {
            guard let span = found.tokens,
                  words[span.upperBound...].allSatisfy({ own.contains($0) || Self.wrapperWords.contains($0) || Self.politeWords.contains($0) })
            else { continue }
            var cut = span.lowerBound
            let introduced = Self.introducingWords.contains(words[cut])
            while cut > 0, Self.introducingWords.contains(words[cut - 1]) { cut -= 1 }
            guard cut > 0, introduced || cut < span.lowerBound, cut < (best?.cut ?? .max) else { continue }
            var slot = found
            slot.tokens = nil
            best = (cut, slot)
        }
        guard let best else { return nil }
        return (sub.originalText(0, best.cut), best.slot)
    }
}
