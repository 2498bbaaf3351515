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
        var result = dividedAtColon(slots, intent: intent)
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
        return withChoicesInsideTimes(result, intent: intent)
    }

    /// `slots` with a choice said inside a day ("friday evening", "the afternoon of the 15th",
    /// "tmrw am") given to the intent's parameter for it, when the reading has not filled that
    /// parameter; the day keeps the rest ("friday", "the 15th"), or is none when nothing of a day
    /// is left ("this afternoon", "tonight": the day the parameter takes when not said).
    func withChoicesInsideTimes(_ slots: [SlotMatch], intent: String) -> [SlotMatch] {
        guard let declared = declaredParameters(of: intent) else { return slots }
        let choices = declared.filter { parameter in
            guard case .enumeration = parameter.type else { return false }
            return !slots.contains { $0.name == parameter.name }
        }
        guard !choices.isEmpty else { return slots }
        var result = slots
        for index in slots.indices {
            let slot = slots[index]
            guard declared.first(where: { $0.name == slot.name })?.type == .date, case .string(let said) = slot.value else { continue }
            let sub = TokenizedText(said)
            let words = sub.tokens.map(\.text)
            for choice in choices where !result.contains(where: { $0.name == choice.name }) {
                guard case .enumeration(let description) = choice.type else { continue }
                var found: Range<Int>?
                search: for option in description.cases {
                    for saying in [option.title] + option.synonyms {
                        let wanted = TokenizedText(saying).tokens.map(\.text)
                        // The choice is part of the day, or the whole of a one-word one ("tonight").
                        guard wanted.count < words.count || words.count == 1 else { continue }
                        // "9 am" is a time of day, not the morning.
                        if let run = Self.runs(of: wanted, in: words).first(where: { run in
                            !(wanted.count == 1 && wanted[0].count <= 2 && run.lowerBound > 0 && words[run.lowerBound - 1].allSatisfy(\.isNumber))
                        }) {
                            found = run
                            break search
                        }
                    }
                }
                guard let found else { continue }
                let choiceText = sub.originalText(found.lowerBound, found.upperBound)
                result.append(SlotMatch(name: choice.name, value: .string(choiceText), text: choiceText, source: .list))
                // The day: the words before or after the choice, without those that only joined
                // it ("the afternoon of the 15th" → "the 15th"), when they read as a whole day.
                let runs = [Array(0 ..< found.lowerBound), Array(found.upperBound ..< words.count)].filter { !$0.isEmpty }
                var day: (Int, Int)?
                search: for run in runs {
                    for keepsThe in [true, false] {
                        var kept = run
                        while let first = kept.first, Self.dayJoiners.contains(words[first]), !(keepsThe && words[first] == "the") { kept.removeFirst() }
                        while let last = kept.last, Self.dayJoiners.contains(words[last]) { kept.removeLast() }
                        guard let first = kept.first, let last = kept.last else { continue }
                        let text = sub.originalText(first, last + 1)
                        if SpokenSpans.ends(of: .date, in: TokenizedText(text), from: 0, dayMonthOrder: dayMonthOrder).contains(kept.count) {
                            day = (first, last + 1)
                            break search
                        }
                    }
                }
                if let day {
                    result[index] = Self.replacing(slot, with: sub.originalText(day.0, day.1), said: said)
                } else {
                    result.removeAll { $0.name == slot.name && $0.text == slot.text }
                }
            }
        }
        return result
    }

    /// Words that only join a choice to a day ("the afternoon of the 15th", "in the am tomorrow").
    static let dayJoiners: Set<String> = ["the", "of", "in", "on", "at", "this", "for"]

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
