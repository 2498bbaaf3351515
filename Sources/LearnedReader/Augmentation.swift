/// The rules that turn one training sentence into the ways people really send it (documented in
/// Docs/phrases.md, "The learned reader"). Each variant applies one or two rules, chosen by a
/// seeded generator, to the sentence's words (`ReaderText.words`: case and punctuation, and so
/// apostrophes, are already gone, as they are in speech-to-text output).
public enum Augmentation {
    /// The rules, each a way people's sentences differ from written ones.
    public enum Rule: CaseIterable, Sendable {
        /// "um", "uh", "so", "like", "okay so" at the start or between words.
        case filler
        /// A wake word first: "hey hark", "ok hark", "hark".
        case wakeWord
        /// The request wrapped in politeness: "could you please … for me thanks".
        case politeWrapper
        /// A typing slip in one word: a letter dropped, doubled, swapped or a neighbour key.
        case typo
        /// A word heard as another that sounds the same ("for"/"four", "right"/"write").
        case misHearing
        /// Typed shorthand: "tomorrow" → "tmrw", "meeting" → "mtg", "with" → "w".
        case shorthand
        /// Learner English: articles and "do" left out, "to" after "can you".
        case learner
        /// Contractions made or undone: "i am" ↔ "im", "what is" ↔ "whats".
        case contraction
        /// Small talk before or after the request: "okay big day so …", "… its for my review".
        case chatter
    }

    /// `count` variants of `text`, as text (words joined by spaces).
    public static func variants(of text: String, count: Int, random: inout SeededRandom) -> [String] {
        let words = ReaderText.words(text)
        guard !words.isEmpty else { return [] }
        var result: [String] = []
        for _ in 0 ..< count {
            var changed = words
            let rules = random.chance(0.35) ? 2 : 1
            for _ in 0 ..< rules {
                if let rule = Rule.allCases.randomElement(using: &random) { changed = apply(rule, to: changed, random: &random) }
            }
            result.append(changed.joined(separator: " "))
        }
        return result
    }

    /// `words` with `rule` applied (unchanged when the rule finds nothing to change).
    public static func apply(_ rule: Rule, to words: [String], random: inout SeededRandom) -> [String] {
        var words = words
        switch rule {
        case .filler:
            let filler = fillers.randomElement(using: &random) ?? "um"
            let at = random.chance(0.6) ? 0 : Int.random(in: 0 ... words.count, using: &random)
            words.insert(contentsOf: filler.split(separator: " ").map(String.init), at: at)
        case .wakeWord:
            words.insert(contentsOf: (wakeWords.randomElement(using: &random) ?? "hark").split(separator: " ").map(String.init), at: 0)
        case .politeWrapper:
            let wrapper = wrappers.randomElement(using: &random) ?? ("please", "")
            words = wrapper.before.split(separator: " ").map(String.init) + words + wrapper.after.split(separator: " ").map(String.init)
        case .typo:
            let candidates = words.indices.filter { words[$0].count >= 4 && words[$0].allSatisfy(\.isLetter) }
            guard let index = candidates.randomElement(using: &random) else { break }
            words[index] = typo(in: words[index], random: &random)
        case .misHearing:
            let candidates = words.indices.filter { soundsAlike[words[$0]] != nil }
            guard let index = candidates.randomElement(using: &random), let heard = soundsAlike[words[index]]?.randomElement(using: &random) else { break }
            words[index] = heard
        case .shorthand:
            for index in words.indices where random.chance(0.7) {
                if let short = shorthand[words[index]]?.randomElement(using: &random) { words[index] = short }
            }
        case .learner:
            var result: [String] = []
            for (index, word) in words.enumerated() {
                if ["a", "an", "the"].contains(word) && random.chance(0.8) { continue }
                if ["do", "does", "did"].contains(word) && index + 1 < words.count && ["i", "you", "we", "my"].contains(words[index + 1]) && random.chance(0.7) { continue }
                result.append(word)
                if word == "you" && index > 0 && ["can", "could"].contains(words[index - 1]) && random.chance(0.6) { result.append("to") }
            }
            words = result.isEmpty ? words : result
        case .chatter:
            if random.chance(0.5) {
                words = (openings.randomElement(using: &random) ?? "so").split(separator: " ").map(String.init) + words
            } else {
                words += (closings.randomElement(using: &random) ?? "thanks").split(separator: " ").map(String.init)
            }
        case .contraction:
            var result: [String] = []
            var index = 0
            while index < words.count {
                if index + 1 < words.count, let joined = contractions[words[index] + " " + words[index + 1]] {
                    result.append(joined)
                    index += 2
                } else if let split = expansions[words[index]] {
                    result += split.split(separator: " ").map(String.init)
                    index += 1
                } else {
                    result.append(words[index])
                    index += 1
                }
            }
            words = result
        }
        return words
    }

    static func typo(in word: String, random: inout SeededRandom) -> String {
        var letters = Array(word)
        let at = Int.random(in: 1 ..< letters.count, using: &random)
        switch Int.random(in: 0 ..< 4, using: &random) {
        case 0: letters.remove(at: at)
        case 1: letters.insert(letters[at], at: at)
        case 2: letters.swapAt(at - 1, at)
        default:
            if let near = neighbours[letters[at]]?.randomElement(using: &random) { letters[at] = near }
        }
        return String(letters)
    }

    static let fillers = ["um", "uh", "uhh", "erm", "so", "like", "okay so", "um so", "well", "hmm"]
    static let wakeWords = ["hey hark", "ok hark", "okay hark", "hark", "hi hark", "yo hark"]
    static let wrappers: [(before: String, after: String)] = [
        ("could you please", ""), ("can you", "for me"), ("please", ""), ("", "please"), ("", "thanks"),
        ("would you mind", "please"), ("hi i was wondering if you could", "thanks"), ("hey can you", "thank you"),
        ("if its not too much trouble could you", "for me thanks"), ("i would like you to", ""), ("i want to", ""),
        ("i need to", ""), ("help me", ""), ("can you help me", ""), ("hello could you", "thanks a lot"),
        ("quick one", ""), ("go ahead and", ""), ("id like to", "please"), ("would it be possible to", ""),
    ]
    static let openings = [
        "okay big day so", "i just got out of a call and", "sorry to bother you but", "quick question", "good morning",
        "hi there", "hello again", "hey so", "im in a hurry so", "before i forget", "out of curiosity", "i was thinking and",
        "its been a long day so", "if you have a sec", "one more thing", "sorry i know its late but", "good evening",
        "hey hope youre well", "ok so", "right so", "i need your help", "real quick",
    ]
    static let closings = [
        "thanks so much", "i think i messed something up", "its for my review", "much appreciated", "youre a star",
        "haha", "if thats something you can do", "i want to plan my week", "no rush", "thanks in advance", "cheers mate",
        "i couldnt make it", "it feels like ages", "if you dont mind", "appreciate it", "thank you kindly", "ta",
        "that would help a lot", "i keep forgetting", "just curious",
    ]
    static let soundsAlike: [String: [String]] = [
        "for": ["four", "fore"], "to": ["two", "too"], "two": ["to", "too"], "right": ["write"], "write": ["right"],
        "new": ["knew"], "week": ["weak"], "meet": ["meat"], "our": ["hour"], "hour": ["our"], "no": ["know"],
        "know": ["no"], "by": ["buy", "bye"], "there": ["their", "theyre"], "their": ["there"], "whats": ["what"],
        "one": ["won"], "ate": ["eight"], "eight": ["ate"], "weather": ["whether"], "its": ["it"], "mood": ["mode"],
        "note": ["not"], "notes": ["nodes"], "add": ["ad"], "sad": ["said"], "tired": ["tide"], "review": ["view"],
        "meeting": ["meaning"], "memory": ["memoir"], "undo": ["and do"], "remember": ["member"], "focus": ["focused"],
        "tomorrow": ["to morrow"], "today": ["to day"], "recap": ["re cap"], "mark": ["marc"], "done": ["dun"],
    ]
    static let shorthand: [String: [String]] = [
        "tomorrow": ["tmrw", "tmr", "tomo"], "today": ["tdy", "2day"], "tonight": ["tonite", "2nite"], "meeting": ["mtg"],
        "meetings": ["mtgs"], "calendar": ["cal"], "please": ["pls", "plz"], "with": ["w"], "about": ["re", "abt"],
        "schedule": ["sched"], "monday": ["mon"], "tuesday": ["tue", "tues"], "wednesday": ["wed"], "thursday": ["thu", "thurs"],
        "friday": ["fri"], "saturday": ["sat"], "sunday": ["sun"], "minutes": ["mins"], "minute": ["min"], "message": ["msg"],
        "you": ["u"], "are": ["r"], "your": ["ur"], "because": ["bc"], "thanks": ["thx"], "information": ["info"],
        "appointment": ["appt"], "week": ["wk"], "month": ["mo"], "memories": ["mems"], "memory": ["mem"], "notes": ["nts"],
        "reminder": ["rmdr"], "remove": ["rm"], "delete": ["del"], "number": ["num"], "question": ["q"], "people": ["ppl"],
        "and": ["n"], "yesterday": ["yday"], "last": ["prev"], "something": ["smth"], "before": ["b4"], "for": ["4"], "to": ["2"],
    ]
    /// The words `short` is typed shorthand for ("w" → "with", "tmrw" → "tomorrow"), by the
    /// shorthand rule's table read backwards.
    public static func longForms(of short: String) -> [String] { longForms[short] ?? [] }

    static let longForms: [String: [String]] = {
        var result: [String: [String]] = [:]
        for (long, shorts) in shorthand { for short in shorts { result[short, default: []].append(long) } }
        return result
    }()

    static let contractions: [String: String] = [
        "i am": "im", "what is": "whats", "do not": "dont", "it is": "its", "that is": "thats", "i have": "ive",
        "is not": "isnt", "can not": "cant", "i will": "ill", "i would": "id", "let us": "lets", "who is": "whos",
    ]
    static let expansions: [String: String] = Dictionary(contractions.map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    static let neighbours: [Character: [Character]] = [
        "a": ["s", "q"], "s": ["a", "d"], "d": ["s", "f"], "e": ["w", "r"], "r": ["e", "t"], "t": ["r", "y"], "o": ["i", "p"],
        "i": ["u", "o"], "n": ["b", "m"], "m": ["n"], "u": ["y", "i"], "l": ["k"], "h": ["g", "j"], "c": ["x", "v"],
    ]
}
