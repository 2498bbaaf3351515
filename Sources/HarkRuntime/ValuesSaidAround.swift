import Foundation
import IntentKit
import LearnedReader
import PhraseKit
import SpokenKit

/// Values said outside the words a template of the intent fitted (Docs/values.md, "Values in a
/// sentence the learned reader reads"): "give me three memories about camping gear" fits "give me
/// memories about {query}" with "three" left over; "mem search: rust lifetimes, top 3" says the count
/// after the search.
extension Runtime {
    /// `slots` with the intent's one unfilled whole-number parameter given a number said in
    /// `sentence` outside every value: a cardinal (not "first", not "3rd"), not part of a day, a
    /// time, a span or a length ("at 3", "3 days"), and not "one" standing for a thing.
    func withCountSaidAround(_ slots: [SlotMatch], intent: String, in sentence: TokenizedText) -> [SlotMatch] {
        let counts = (declaredParameters(of: intent) ?? []).filter { $0.type == .integer && !slots.map(\.name).contains($0.name) }
        guard counts.count == 1, let count = counts.first else { return slots }
        let tokens = sentence.tokens
        var covered = Array(repeating: false, count: tokens.count)
        for slot in slots {
            let said = TokenizedText(slot.text.isEmpty ? (slot.value.stringValue ?? "") : slot.text).tokens.map(\.text)
            for run in Self.runs(of: said, in: tokens.map(\.text)) { for index in run { covered[index] = true } }
        }
        for start in tokens.indices where !covered[start] {
            // "at 3", "by 5", "on the 3rd", "in 2 weeks": a time, not a count.
            // ("the three most recent" is a count all the same.)
            let superlative = start > 0 && tokens[start - 1].text == "the" && start + 1 < tokens.count
                && Self.superlatives.contains(tokens[start + 1].text)
            if start > 0, Self.timeLeads.contains(tokens[start - 1].text), !superlative { continue }
            guard let number = SpokenSpans.numbers(in: sentence, from: start).last, !number.value.isOrdinal,
                  number.value.value >= 1, number.value.value == number.value.value.rounded(), number.value.value <= 10_000,
                  (start ..< number.end).allSatisfy({ !covered[$0] }) else { continue }
            let words = tokens[start ..< number.end].map(\.text)
            if words == ["one"] || words == ["a"] || words.first == "a" { continue }
            let longer = [SpokenSpans.Kind.date, .range, .duration].contains { kind in
                SpokenSpans.ends(of: kind, in: sentence, from: start, dayMonthOrder: dayMonthOrder).contains { $0 > number.end }
            }
            if longer { continue }
            let text = String(sentence.original[tokens[start].range.lowerBound ..< tokens[number.end - 1].range.upperBound])
            return slots + [SlotMatch(name: count.name, value: .string(text), text: text, source: .parser)]
        }
        return slots
    }

    /// Words after "the" and a number that make it a count ("the three most relevant").
    static let superlatives: Set<String> = ["most", "latest", "newest", "last", "best", "top", "recent", "oldest", "first", "least"]

    /// Words before a number that make it a time or a day, not a count.
    static let timeLeads: Set<String> = ["at", "by", "on", "in", "until", "till", "til", "before", "after", "since", "from", "to",
                                         "around", "about", "the", "#", "no", "number", "memory", "mem", "note", "version", "v"]
}

/// An emoji said outside the other values ("log calm as my mood, with 🙂 please", "mood -> sad 😢").
extension Runtime {
    /// `slots` with the intent's unfilled `emoji` parameter given the one run of emoji pictures
    /// said in `text` outside every other value (none when there are two runs: which one is meant
    /// is not said).
    func withEmojiSaidAround(_ slots: [SlotMatch], intent: String, in text: String) -> [SlotMatch] {
        guard !slots.contains(where: { $0.name == Self.emojiParameter }),
              (declaredParameters(of: intent) ?? []).contains(where: { $0.name == Self.emojiParameter && $0.type == .text }) else { return slots }
        var rest = text
        for slot in slots where !slot.text.isEmpty {
            if let range = rest.range(of: slot.text) { rest.removeSubrange(range) }
        }
        var runs: [String] = [], run = ""
        for character in rest {
            if Emoji.isPicture(character) { run.append(character); continue }
            if !run.isEmpty { runs.append(run); run = "" }
        }
        if !run.isEmpty { runs.append(run) }
        guard runs.count == 1, let found = runs.first else { return slots }
        return slots + [SlotMatch(name: Self.emojiParameter, value: .string(found), text: found, source: .wildcard)]
    }

    /// The parameter an emoji said in a sentence goes to.
    static let emojiParameter = "emoji"
}

/// A day, a span or a length said outside the words a template of the intent fitted ("list every
/// mood entry from the past three days" fits "list … mood" and says the span after it), and text
/// to keep after a colon ("quick capture please: a board game about tides").
extension Runtime {
    /// `slots` with each unfilled time parameter of the intent (a day, a span, a length) given the
    /// time the intent's values, found without a template, would give it, and its one text to keep,
    /// when unfilled, the words after a colon — each when it is not inside another value.
    func withValuesSaidAround(_ slots: [SlotMatch], intent: String, in sentence: TokenizedText) -> [SlotMatch] {
        let unfilled = (declaredParameters(of: intent) ?? []).filter { !slots.map(\.name).contains($0.name) }
        guard !unfilled.isEmpty else { return slots }
        var result = slots
        for found in relaxedSlots(sentence, intent: intent) {
            guard let parameter = unfilled.first(where: { $0.name == found.name }) else { continue }
            let afterColon = found.source == .wildcard && sentence.original.contains(": " + found.text)
            guard Self.spanKind(parameter.type) != nil || afterColon else { continue }
            let said = found.text.lowercased()
            guard !said.isEmpty, !result.contains(where: { slot in
                let other = slot.text.lowercased()
                return !other.isEmpty && (other.contains(said) || said.contains(other))
            }) else { continue }
            result.append(found)
        }
        return result
    }
}

/// A place said right after a looked-up value is part of it: "the details of that memory about the
/// hotel in Kyoto" looks up "the hotel in Kyoto", not "the hotel".
extension Runtime {
    /// `slots` with each looked-up value (not text kept as said) that the sentence follows with
    /// "in" or "near" and capitalised words that are no time ("in Kyoto", not "in March"), up to
    /// the sentence's end or a mark, taken with them — when the value names a thing (its last word
    /// is not capitalised: "the hotel in Kyoto", but not "Ana in Berlin").
    func withPlacesKept(_ slots: [SlotMatch], intent: String, in text: String) -> [SlotMatch] {
        let verbatim = cleaners.verbatim(intent)
        let sentence = TokenizedText(text)
        let tokens = sentence.tokens
        return slots.map { slot in
            guard slot.source == .wildcard, !verbatim.contains(slot.name), case .string(let value) = slot.value,
                  let run = Self.runs(of: TokenizedText(value).tokens.map(\.text), in: tokens.map(\.text)).last else { return slot }
            var end = run.upperBound
            // A thing's name (its last word not capitalised: "the hotel", not "Ana") takes the place.
            guard end + 1 < tokens.count, Self.placeLinks.contains(tokens[end].text), !markBetween(sentence, end - 1, end),
                  sentence.original[tokens[end - 1].range].first?.isLowercase == true else { return slot }
            var place = end + 1
            while place < tokens.count, sentence.original[tokens[place].range].first?.isUppercase == true,
                  !markBetween(sentence, place - 1, place) { place += 1 }
            // Capitalised words, to the end of the sentence, a mark or a time said last ("… in
            // Porto last year"), that are no time themselves.
            guard place > end + 1, place == tokens.count || markBetween(sentence, place - 1, place)
                    || SpokenSpans.ends(of: .range, in: sentence, from: place, dayMonthOrder: dayMonthOrder).contains(tokens.count) else { return slot }
            let said = sentence.originalText(end + 1, place)
            guard SpokenValues.date(said, in: Self.anyMoment) == nil, SpokenValues.range(said, in: Self.anyMoment) == nil else { return slot }
            end = place
            return Self.replacing(slot, with: value + String(sentence.original[tokens[run.upperBound - 1].range.upperBound ..< tokens[end - 1].range.upperBound]), said: value)
        }
    }

    /// Whether words are a time does not depend on when they are read: any moment will do (no clock is read).
    static let anyMoment = SpokenContext(now: Date(timeIntervalSince1970: 0), calendar: Calendar(identifier: .gregorian))

    /// Words that bring a place after a thing's name.
    static let placeLinks: Set<String> = ["in", "near"]

    /// Whether a clause mark stands between tokens `before` and `after`.
    func markBetween(_ sentence: TokenizedText, _ before: Int, _ after: Int) -> Bool {
        guard before >= 0, after < sentence.tokens.count else { return false }
        return sentence.original[sentence.tokens[before].range.upperBound ..< sentence.tokens[after].range.lowerBound].contains { ",.;:!?—–()\"".contains($0) }
    }
}

/// A yes-or-no that widens what is shown, said anywhere in the sentence: "list all the action items
/// from the vendor call, including the finished ones", "all AIs kickoff incl done", "every action
/// item from last month, done or not" (`ParameterMetadata.including`).
extension Runtime {
    /// `slots` with each unfilled yes-or-no parameter of the intent that declares the words for
    /// what it adds set to yes, when one of those words is said with a word that includes it: after
    /// "including", "incl", "even", "also", "plus", "with", "and", "the", "all"; or before "ones",
    /// "too", "or", "as well", "items". Not after "not", "be", "get", "yet" ("what still needs to
    /// be done").
    func withInclusionSaidAround(_ slots: [SlotMatch], intent: String, in sentence: TokenizedText) -> [SlotMatch] {
        let including = cleaners.including(intent)
        guard !including.isEmpty else { return slots }
        let words = sentence.tokens.map(\.text)
        var result = slots
        for (name, adds) in including {
            guard !result.contains(where: { $0.name == name }) else { continue }
            let said = words.indices.first { index in
                guard adds.contains(words[index]) else { return false }
                let before = index > 0 ? words[index - 1] : "", after = index + 1 < words.count ? words[index + 1] : ""
                if Self.notIncluding.contains(before) { return false }
                return Self.includingBefore.contains(before) || Self.includingAfter.contains(after)
            }
            if let index = said {
                result.append(SlotMatch(name: name, value: .bool(true), text: sentence.originalText(index, index + 1), source: .parser))
            }
        }
        return result
    }

    /// Words before what a yes-or-no adds that include it ("including the finished").
    static let includingBefore: Set<String> = ["including", "incl", "inc", "include", "includes", "even", "also", "plus", "with",
                                               "and", "the", "all", "those", "w", "+", "&"]
    /// Words after what a yes-or-no adds that include it ("done ones too", "done or not").
    static let includingAfter: Set<String> = ["ones", "one", "too", "also", "or", "as", "items", "item", "tasks", "todos",
                                              "to-dos", "action", "included", "and", "stuff"]
    /// Words before it that say it is not wanted, or is no such thing ("not done", "be done").
    static let notIncluding: Set<String> = ["not", "be", "get", "got", "getting", "been", "being", "yet", "never", "havent",
                                            "haven't", "hasnt", "hasn't", "didnt", "didn't", "isnt", "isn't", "arent", "aren't",
                                            "to", "un", "almost", "nearly"]
}
