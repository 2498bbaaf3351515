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
        guard slot.source == .wildcard, case .string(let said) = slot.value else { return slot }
        // A sign-off after the value is no part of it, even of text kept as said ("… on friday.
        // Thanks a lot!"); a looked-up value does not end with the sentence's full stop either
        // ("… the car insurance."), but text kept as said keeps it.
        var text = Self.withoutSignOff(said)
        guard !cleaners.verbatim(intent).contains(slot.name) else {
            return Self.replacing(slot, with: Self.withoutPoliteOpening(text), said: said)
        }
        text = Self.withoutClosingFullStop(Self.withoutPoliteOpening(text))
        let isEntity = cleaners.declared(intent)?.first { $0.name == slot.name }?.type.isEntity ?? false
        let kindWords = cleaners.kindWords(intent)[slot.name]
        let stops: Set<Character> = isEntity ? ["?", "!", ";", ","] : ["?", "!", ";"]
        var kept = text.firstIndex(where: { stops.contains($0) }).map { String(text[..<$0]) } ?? text
        // A dash set off by spaces, or a full stop before another sentence, ends it too ("the
        // boiler — can you look it up", "the car. What have I been saving"); "hark.json" does not.
        for mark in [" — ", " – ", " - ", ". "] {
            guard let range = kept.range(of: mark) else { continue }
            // "Mr. Nguyen", "Dr. Lee": a short capitalised word before the full stop abbreviates.
            let before = kept[..<range.lowerBound].split(separator: " ").last ?? ""
            if mark == ". ", before.count <= 3, before.first?.isUppercase == true { continue }
            // "no. 88": the number's sign.
            if mark == ". ", ["no", "nr"].contains(before.lowercased()), kept[range.upperBound...].first?.isNumber == true { continue }
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
        // A looked-up value does not begin with the word that links it to the request ("the memory
        // of the flat contract", "import out of x.json"), nor end with the kind of thing it names
        // ("the orchard visit memory").
        var words = kept.split(separator: " ").map(String.init)
        while let link = Self.linkWords.first(where: { words.count > $0.count && words.prefix($0.count).map { $0.lowercased() } == $0 }) {
            words.removeFirst(link.count)
        }
        if let kinds = kindWords, words.count > 1, let last = words.last, kinds.contains(ReaderText.words(last).joined()) {
            words.removeLast()
        }
        // "memory 42", "mem #7", "memory number 104", "#15": the thing's number.
        if let kinds = kindWords, words.count > 1, kinds.contains(ReaderText.words(words[0]).joined()) {
            var rest = Array(words.dropFirst())
            if rest.count > 1, ["number", "no", "nr"].contains(rest[0].lowercased()) { rest.removeFirst() }
            if let number = thingNumber(rest) { words = [number] }
        }
        // "number 203" (the kind said before it: "memory number 203") is the thing numbered 203.
        if isEntity, words.count > 1, ["number", "no", "no.", "nr", "num"].contains(words[0].lowercased()),
           let number = thingNumber(Array(words.dropFirst())) {
            words = [number]
        }
        // "#15" alone is the thing numbered 15.
        if isEntity, words.count == 1, words[0].hasPrefix("#"), words[0].count > 1, words[0].dropFirst().allSatisfy(\.isNumber) {
            words = [String(words[0].dropFirst())]
        }
        kept = words.joined(separator: " ")
        return Self.replacing(slot, with: kept, said: said)
    }

    /// Text kept as said without polite words that stand between the request and it: "for me" set
    /// off by a comma or a colon ("save a quote for me, the best way out is always through"), any
    /// of them followed by "that" ("remember please that the gate code is 2231"); "please call mum"
    /// and "please, call mum" keep their "please".
    /// A hesitation that opens it is no part of it either ("add an idea uh a newsletter"), nor is a
    /// word that only points at it before a colon ("remember this: the blue folder …",
    /// `pointerBeforeColon`).
    static func withoutPoliteOpening(_ text: String) -> String {
        let sentence = TokenizedText(text)
        let words = sentence.tokens.map(\.text)
        let afterFirst = words.count > 1 ? sentence.original[sentence.tokens[0].range.upperBound ..< sentence.tokens[1].range.lowerBound] : ""
        let hesitates = words.count > 1 && Self.openingHesitations.contains(words[0])
            && sentence.original[sentence.tokens[0].range].allSatisfy(\.isLowercase) && afterFirst.allSatisfy { $0 == " " || $0 == "," }
        if hesitates { return withoutPoliteOpening(String(sentence.original[sentence.tokens[1].range.lowerBound...])) }
        let pointer = pointerBeforeColon(in: sentence, from: 0)
        if pointer > 0 { return withoutPoliteOpening(String(sentence.original[sentence.tokens[pointer].range.lowerBound...])) }
        for opening in Self.politeOpenings where words.count > opening.count + 1 && Array(words.prefix(opening.count)) == opening {
            let next = opening.count
            let between = sentence.original[sentence.tokens[next - 1].range.upperBound ..< sentence.tokens[next].range.lowerBound]
            // "please, …" may be what is kept ("remember that please, call mum"): only "for me"
            // is set off by a comma or a colon.
            if opening.contains("me"), between.contains(",") || between.contains(":") {
                return String(sentence.original[sentence.tokens[next].range.lowerBound...])
            }
            if words[next] == "that", words.count > next + 1 { return String(sentence.original[sentence.tokens[next + 1].range.lowerBound...]) }
        }
        return text
    }

    /// Hesitations left out where they open a value, written in lower case and followed by a space
    /// or a comma ("uh a newsletter", not "AH. k").
    static let openingHesitations: Set<String> = ["um", "umm", "uh", "uhh", "uhm", "erm"]

    /// Polite words that may open text kept as said (longest first).
    static let politeOpenings: [[String]] = [["please", "for", "me"], ["for", "me", "please"], ["for", "me"], ["please"], ["pls"], ["plz"], ["kindly"]]

    /// `slot` with `text` for its value, when that is not what was `said` and is not empty.
    static func replacing(_ slot: SlotMatch, with text: String, said: String) -> SlotMatch {
        guard !text.isEmpty, text != said else { return slot }
        var result = slot
        result.value = .string(text)
        result.text = text
        return result
    }

    /// The number `words` say, in figures ("#104") or in words ("seventy three"); nil when they say more.
    func thingNumber(_ words: [String]) -> String? {
        let number = words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: "#"))
        return !number.isEmpty && (number.allSatisfy(\.isNumber) || isOnlyNumbers(ArraySlice(ReaderText.words(number)))) ? number : nil
    }

    /// Words that link a looked-up value to the request, left out from its start.
    static let linkWords: [[String]] = [
        ["out", "of"], ["of"], ["about"], ["regarding"], ["re"], ["mentioning"], ["that", "mentions"], ["mentions"],
        ["called"], ["named"], ["titled"],
    ]

    /// `text` without a sign-off after its last clause mark: a part after ", . ! ? ; —" made only
    /// of words that wrap a request ("…, would you?", "…. Thanks a lot!", "…, if you don't mind").
    static func withoutSignOff(_ text: String) -> String {
        var text = text
        while let mark = text.dropLast().lastIndex(where: { ",.!?;—–".contains($0) }) {
            let after = text[text.index(after: mark)...]
            // "hark.json", "3.5": a mark inside a word is not a clause mark.
            guard after.first?.isWhitespace ?? true else { return text }
            let words = ReaderText.words(String(after))
            guard !words.isEmpty, words.allSatisfy({ wrapperWords.contains($0) || politeWords.contains($0) || signOffWords.contains($0) }),
                  isSignOff(words) else {
                return text
            }
            text = String(text[..<mark]).trimmingCharacters(in: .whitespaces)
        }
        return text
    }

    /// Text kept as said, asked for in a question to Hark, without the end of that question: a question mark that
    /// ends it ("could you start a note called gift ideas for Dad?" keeps "gift ideas for Dad"),
    /// and another sentence after one ("… called Decisions? I'll fill it in later"). A question
    /// of its own, opened by "¿" or inside quotes, is kept whole.
    static func withoutQuestionEnd(_ text: String) -> String {
        guard !text.contains("¿") else { return text }
        var kept = Substring(text)
        var inQuote = false
        for index in text.indices {
            let character = text[index]
            if "\"“”".contains(character) { inQuote.toggle() }
            guard character == "?", !inQuote else { continue }
            let after = text[text.index(after: index)...]
            guard after.isEmpty || after.first?.isWhitespace == true else { continue }
            kept = text[..<index]
            break
        }
        let result = kept.trimmingCharacters(in: .whitespaces)
        return result.isEmpty ? text : result
    }

    /// `text` without the one full stop that ends it ("Garden plans." → "Garden plans"), unless
    /// it ends an abbreviation or an ellipsis ("etc.", "U.S.", "…").
    static func withoutClosingFullStop(_ text: String) -> String {
        guard text.hasSuffix("."), !text.hasSuffix(".."), text.count > 1 else { return text }
        let kept = String(text.dropLast())
        let last = kept.split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
        guard !last.contains("."), !abbreviations.contains(last.lowercased()), last.count > 1 || last.allSatisfy(\.isNumber) else { return text }
        return kept.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    static let abbreviations: Set<String> = ["etc", "inc", "ltd", "co", "corp", "jr", "sr", "st", "dr", "mr", "mrs", "ms", "vs", "approx", "no",
                                             "prof", "eg", "ie", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec"]

    /// Whether words that wrap a request say thanks or ask a favour ("thanks a lot", "would you",
    /// "if you don't mind"), not merely "I" or "so".
    static func isSignOff(_ words: [String]) -> Bool {
        words.contains(where: politeWords.contains)
            || zip(words, words.dropFirst()).contains { pair in ["would", "could", "can", "will", "if"].contains(pair.0) && pair.1 == "you" }
    }

    /// Words of a sign-off beyond those that wrap a request.
    static let signOffWords: Set<String> = ["kind", "youd", "dont", "don't", "ever", "grateful", "x", "xx", "ok", "okay"]

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
