import HarkValue
import IntentKit
import LearnedReader
import PhraseKit
import SpokenKit

/// Values for an intent found in a sentence that none of its templates fits, even relaxed
/// (Docs/phrases.md, "The learned reader", "Values"):
/// 1. a choice (an enum) where one of its titles or synonyms is said;
/// 2. days, spans and lengths of time wherever SpokenKit reads one (the longest first; a day
///    right after a word that leads to one of two such slots in the templates goes to that one:
///    "due friday");
/// 3. free text after a word that stands before that slot in the intent's templates ("with"
///    before {attendee}, "about" before {query}; said short too: "w/", "re"), up to another such
///    word, a word that stands after the slot in the templates ("{note} note"), a value already
///    found, a polite ending or the end of a question; a required one with no such word, the
///    longest run of words that no template of the intent has and that do not wrap a request;
/// 4. numbers left over.
/// Each value is the person's own characters, tidied by its parameter's cleaner.
extension Runtime {
    /// Words said around a request that are never a value: thanks and the like.
    static let politeWords: Set<String> = [
        "please", "pls", "plz", "thanks", "thank", "thx", "ty", "cheers", "kindly", "appreciated", "haha", "lol", "ha",
    ]
    /// Words a free-text value may begin with though the templates have them.
    static let valueOpeners: Set<String> = ["the", "a", "an", "my", "our", "this", "that"]

    func relaxedSlots(_ sentence: TokenizedText, intent: String) -> [SlotMatch] {
        guard let all = declaredParameters(of: intent), sentence.count > 0 else { return [] }
        let declared = all.map { (name: $0.name, type: $0.type) }
        let required = Set(all.filter(\.required).map(\.name))
        let tokens = sentence.tokens.map(\.text)
        var used = [Bool](repeating: false, count: tokens.count)
        var slots: [SlotMatch] = []
        let verbatim = cleaners.verbatim(intent)
        func take(_ name: String, _ start: Int, _ end: Int, _ source: SlotMatch.Source) {
            var start = start, end = end
            if source == .wildcard {
                // Nor does it begin or end with a mark alone ("w/ jordan", "me + marco").
                while end - start > 1, !tokens[start].contains(where: { $0.isLetter || $0.isNumber }) { start += 1 }
                while end - start > 1, !tokens[end - 1].contains(where: { $0.isLetter || $0.isNumber }) { end -= 1 }
                // Free text ends on a word of its own, not "as a", "in", "get"; a name or a search
                // (not kept as said) begins at its first "the", "my" … when words come before it.
                while end - start > 1, Self.trailingWords.contains(tokens[end - 1]) { end -= 1 }
                if !verbatim.contains(name), let opener = (start + 1 ..< end).first(where: { Self.valueOpeners.contains(tokens[$0]) }),
                   opener + 1 < end {
                    start = opener
                }
            }
            let text = sentence.originalText(start, end)
            slots.append(SlotMatch(name: name, value: .string(text), text: text, source: source, tokens: start ..< end,
                                   verbatim: source == .wildcard ? text : nil))
            for index in start ..< end { used[index] = true }
        }
        func free(_ start: Int, _ end: Int) -> Bool { (start ..< end).allSatisfy { !used[$0] } }

        // 1. Choices (before times: "afternoon" is a part of the day, not 3pm).
        for (name, parameterType) in declared {
            guard case .enumeration(let description) = parameterType else { continue }
            search: for option in description.cases {
                for said in [option.title] + option.synonyms {
                    let words = TokenizedText(said).tokens.map(\.text)
                    guard !words.isEmpty, words.count <= tokens.count else { continue }
                    for start in 0 ... (tokens.count - words.count) where free(start, start + words.count) && Array(tokens[start ..< start + words.count]) == words {
                        // A word of one or two letters ("am" for the morning) counts only after a
                        // number, "this" or a day ("9 am", "this am", "tmrw am"): "how busy am I" says
                        // no part of the day.
                        if words.count == 1, words[0].count <= 2,
                           !(start > 0 && (tokens[start - 1] == "this" || tokens[start - 1].allSatisfy(\.isNumber)
                               || SpokenSpans.ends(of: .date, in: sentence, from: start - 1, dayMonthOrder: dayMonthOrder).contains(start))) { continue }
                        take(name, start, start + words.count, .list)
                        break search
                    }
                }
            }
        }
        // 2. Days, spans and lengths of time, the longest of each kind. When two parameters may
        // both take a day ("range" and "due" of action items), one whose templates lead to it
        // with the word right before a day takes that day first ("what's due friday": "due").
        // The longest free span of `kind` that begins where `begins` allows.
        func longest(_ kind: SpokenSpans.Kind, beginning begins: (Int) -> Bool) -> (start: Int, end: Int)? {
            var best: (start: Int, end: Int)?
            for start in tokens.indices where !used[start] && begins(start) {
                for end in SpokenSpans.ends(of: kind, in: sentence, from: start, dayMonthOrder: dayMonthOrder)
                where end > start && free(start, end) && !isOnlyNumbers(tokens[start ..< end]) {
                    if end - start > (best.map { $0.end - $0.start } ?? 0) { best = (start, end) }
                }
            }
            return best
        }
        let said = templateWords[intent]
        let days = declared.filter { parameter in Self.spanKind(parameter.type).map { $0 == .date || $0 == .range } ?? false }
        for (name, parameterType) in days where days.count > 1 {
            guard let kind = Self.spanKind(parameterType), let leads = said.leads[name], !leads.isEmpty,
                  let best = longest(kind, beginning: { $0 > 0 && leads.contains(tokens[$0 - 1]) }) else { continue }
            take(name, best.start, best.end, .parser)
        }
        for (name, parameterType) in declared where slots.allSatisfy({ $0.name != name }) {
            guard let kind = Self.spanKind(parameterType) else { continue }
            if let best = longest(kind, beginning: { _ in true }) { take(name, best.start, best.end, .parser) }
        }
        // 3. Free text, after the words that lead to its slot in the templates.
        let leads = said.leads, trails = said.trails, vocabulary = said.vocabulary
        let textual = declared.filter { parameter in
            switch parameter.type {
            case .text, .entity, .list: return slots.allSatisfy { $0.name != parameter.name }
            default: return false
            }
        }
        let allLeads = textual.reduce(into: Set<String>()) { $0.formUnion(leads[$1.name] ?? []) }
        func valueEnd(from start: Int, stoppingAt stops: Set<String>) -> Int {
            var end = start
            while end < tokens.count, !used[end], !(end > start && stops.contains(tokens[end])), !Self.politeWords.contains(tokens[end]) {
                end += 1
                if end < tokens.count, endsQuestion(sentence, before: end) || colonBefore(sentence, end) { break }
            }
            return end
        }
        // Text kept as said may follow a colon: "an outcome for the vendor call: we renew for two
        // years" keeps all after it (the one required such value), and the words before are read as usual.
        let keptAfterColon = textual.filter { (verbatim.contains($0.name) || registry.intent(named: intent) == nil) && required.contains($0.name) }
        if keptAfterColon.count == 1, let colon = tokens.indices.first(where: { $0 > 0 && colonBefore(sentence, $0) }),
           free(colon, tokens.count) {
            let end = Self.withoutPoliteEnding(Array(colon ..< tokens.count), text: { tokens[$0] }).last.map { $0 + 1 } ?? tokens.count
            take(keptAfterColon[0].name, colon, end, .wildcard)
        }
        var unplaced: [String] = []
        for (name, _) in textual where slots.allSatisfy({ $0.name != name }) {
            // A lead word may be said short ("w/ jordan", "re hiring").
            guard let words = leads[name], !words.isEmpty,
                  let lead = tokens.indices.last(where: { index in
                      !used[index] && index + 1 < tokens.count && !used[index + 1]
                          && (words.contains(tokens[index]) || Augmentation.longForms(of: tokens[index]).contains(where: words.contains))
                  }) else {
                unplaced.append(name)
                continue
            }
            let end = valueEnd(from: lead + 1, stoppingAt: allLeads.subtracting(words).union(trails[name] ?? []))
            if end > lead + 1 {
                used[lead] = true
                take(name, lead + 1, end, .wildcard)
            } else {
                unplaced.append(name)
            }
        }
        let requiredUnplaced = unplaced.filter(required.contains)
        if requiredUnplaced.count == 1, let name = requiredUnplaced.first {
            var best: (start: Int, end: Int)?
            var start = 0
            while start < tokens.count {
                let opens = Self.valueOpeners.contains(tokens[start]) && start + 1 < tokens.count && !vocabulary.contains(tokens[start + 1])
                guard !used[start], opens || !vocabulary.contains(tokens[start]), !Self.politeWords.contains(tokens[start]),
                      !Self.wrapperWords.contains(tokens[start]) || opens else { start += 1; continue }
                var end = start + 1
                while end < tokens.count, !used[end], !Self.politeWords.contains(tokens[end]),
                      !vocabulary.contains(tokens[end]) || Self.valueOpeners.contains(tokens[end]), !endsQuestion(sentence, before: end) {
                    end += 1
                }
                if end - start > (best.map { $0.end - $0.start } ?? 0) { best = (start, end) }
                start = end
            }
            // One word that only points ("we", "it", "this") is no value.
            if let best, best.end - best.start > 1 || !Self.pointingWords.contains(tokens[best.start]) {
                take(name, best.start, best.end, .wildcard)
            }
        }
        // 4. Numbers left over.
        for (name, parameterType) in declared where parameterType == .integer || parameterType == .number {
            guard slots.allSatisfy({ $0.name != name }) else { continue }
            // "memory 91": the number names the thing, not how many or how deep.
            for start in tokens.indices where !used[start] && !(start > 0 && Self.numberingWords.contains(tokens[start - 1])) {
                if let found = SpokenSpans.numbers(in: sentence, from: start).last, found.end > start, free(start, found.end) {
                    take(name, start, found.end, .parser)
                    break
                }
            }
        }
        return tidied(slots, intent: intent)
    }

    /// The kind of span SpokenKit reads for a parameter of `type`, if it is a time.
    static func spanKind(_ type: ParameterType) -> SpokenSpans.Kind? {
        switch type {
        case .date: .date
        case .dateRange: .range
        case .duration: .duration
        default: nil
        }
    }

    /// Words that only point at something said elsewhere.
    static let pointingWords: Set<String> = [
        "we", "it", "i", "me", "you", "they", "them", "he", "she", "him", "her", "us", "this", "that", "these", "those", "something",
        "anything", "one", "there", "here",
    ]

    /// Words a free-text value does not end on.
    static let trailingWords: Set<String> = [
        "a", "an", "the", "as", "in", "on", "at", "of", "for", "to", "and", "or", "with", "from", "my", "is", "it", "that", "get",
        "up", "me", "be", "was", "were", "did", "do", "does", "so", "please", "now", "again", "here", "there", "one",
    ]

    /// Whether the words are only numbers ("ten", "3"): a number alone is not taken for a day or a span.
    /// Words before a number that make it a thing's number ("memory 91", "note #4").
    static let numberingWords: Set<String> = ["memory", "mem", "note", "number", "no", "nr", "#", "id"]

    /// A year said alone ("memories from 2025", "lonely how often 2025") is a time, not numbers.
    func isOnlyNumbers(_ words: ArraySlice<String>) -> Bool {
        if words.count == 1, let word = words.first, Self.isYear(word) { return false }
        return words.allSatisfy { word in word.allSatisfy(\.isNumber) || Self.numberWords.contains(word) }
    }

    /// Whether `word` is a year in figures, 1900 to 2199: too many to be a count of things.
    static func isYear(_ word: String) -> Bool {
        word.count == 4 && word.allSatisfy(\.isASCII) && Int(word).map { (1900 ... 2199).contains($0) } == true
    }

    static let numberWords: Set<String> = [
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen",
        "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
        "eighty", "ninety", "hundred", "a", "couple",
    ]

    /// Whether a colon stands right before token `index` ("… the vendor call: we renew …").
    func colonBefore(_ sentence: TokenizedText, _ index: Int) -> Bool {
        guard index > 0, index < sentence.tokens.count else { return false }
        return sentence.original[sentence.tokens[index - 1].range.upperBound ..< sentence.tokens[index].range.lowerBound].contains(":")
    }

    /// Whether a question or an exclamation ends right before token `index` ("…the thesis? My advisor…").
    func endsQuestion(_ sentence: TokenizedText, before index: Int) -> Bool {
        guard index > 0, index < sentence.tokens.count else { return false }
        let between = sentence.original[sentence.tokens[index - 1].range.upperBound ..< sentence.tokens[index].range.lowerBound]
        return between.contains { "?!;".contains($0) }
    }

    /// `slots` with text values tidied by their parameters' cleaners (a value that leaves nothing is dropped).
    func tidied(_ slots: [SlotMatch], intent: String) -> [SlotMatch] {
        let cleaners = self.cleaners[intent]
        return slots.compactMap { slot in
            guard let cleaner = cleaners[slot.name], case .string(let said) = slot.value else { return slot }
            guard let text = cleaner.clean(said).text else { return nil }
            var tidied = slot
            tidied.value = .string(text)
            return tidied
        }
    }
}
