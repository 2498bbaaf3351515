import Foundation

/// The words that decide whether a written word can be someone's name, shared by `PeopleFinder`
/// (people in a memory) and the meetings' person lookup ("meetings with priya"), so that both
/// read a name the same way (Docs/memory.md, "People").
public enum PersonName {
    /// Given names that are also common English words ("Will", "May", "Mark"): such a word is a
    /// name only where the sentence uses it as one — written `@Will`, capitalised after a word
    /// that introduces a person, or followed by a surname — never in lower case.
    public static let commonWords: Set<String> = [
        "will", "may", "mark", "bill", "hope", "grace", "rose", "june", "april", "august", "art", "jack", "sue", "pat",
        "frank", "joy", "faith", "dawn", "ray", "rob", "rich", "drew", "guy", "chase", "page", "miles", "lily", "iris",
        "daisy", "ruby", "amber", "summer", "autumn", "robin", "jay", "dean", "gene", "glen", "heather", "holly", "ivy",
        "max", "nick", "penny", "sandy", "sunny", "patience", "chance", "hunter", "piper", "reed", "rusty", "skip",
        "sky", "storm", "warren", "wade", "eve", "don", "carol", "mercy", "melody", "olive", "ginger", "pearl", "violet",
        "earl", "duke", "king", "victor", "bob", "harper", "mason", "tanner", "sterling", "crystal", "misty", "brook",
        "cliff", "doug", "kitty", "lance", "norm", "pete", "randy", "rocky", "sally", "terry", "wolf", "bud", "buck",
    ]

    /// Words after which a capitalised word is taken as a name: "lunch with Priya", "call Will",
    /// "told Sam", "email Jordan".
    public static let introducers: Set<String> = [
        "with", "to", "from", "about", "call", "called", "calling", "met", "meet", "meeting", "told", "tell", "telling",
        "ask", "asked", "asking", "thank", "thanked", "email", "emailed", "text", "texted", "saw", "see", "seeing",
        "visit", "visited", "invite", "invited", "ping", "pinged", "message", "messaged", "phone", "phoned", "remind",
        "reminded", "cc", "introduced", "owe", "owes",
    ]

    /// Words that join two names ("Priya and Sam"): after a name, the next capitalised word is
    /// a name too.
    public static let joiners: Set<String> = ["and", "or", "&", "plus"]

    /// Words that are never (part of) a name, whatever their case: the joining and introducing
    /// words, pronouns, articles, weekdays, months that are not given names, and days said in words.
    public static let neverNames: Set<String> = introducers.union(joiners).union([
        "i", "i'm", "i'll", "i'd", "i've", "me", "my", "mine", "myself", "we", "us", "our", "you", "your", "he", "him", "his", "she", "her", "they",
        "them", "their", "it", "its", "the", "a", "an", "this", "that", "these", "those", "of", "in", "on", "at", "by",
        "for", "into", "over", "after", "before", "is", "was", "are", "be", "not", "no", "yes", "ok", "okay", "hi",
        "hello", "hey", "dear", "thanks", "please", "today", "tomorrow", "yesterday", "tonight", "monday", "tuesday",
        "wednesday", "thursday", "friday", "saturday", "sunday", "january", "february", "march", "july", "september",
        "october", "november", "december", "team", "everyone", "everybody", "someone", "somebody", "anyone", "nobody",
    ])

    /// Months that are also given names ("May", "June"): before a number ("May 3", "June 2027")
    /// they are dates, never names.
    static let months: Set<String> = ["april", "may", "june", "august"]

    /// A name as said to a question about someone ("with sam", "and Priya", "@will", "to
    /// Jordan."): without the joining and introducing words before it, an `@`, or punctuation
    /// around it. "with sam" → "sam".
    public static func spoken(_ said: String) -> String {
        var words = said.split(whereSeparator: \.isWhitespace).map(String.init)
        while let first = words.first, isConnector(first) { words.removeFirst() }
        let trimmed = words.joined(separator: " ").trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        return trimmed.hasPrefix("@") ? String(trimmed.dropFirst()) : trimmed
    }

    /// `words` (in lower case) without the joining and introducing words they start with:
    /// ["with", "sam"] → ["sam"].
    public static func spoken(words: [String]) -> [String] {
        Array(words.drop(while: isConnector))
    }

    /// The first word of a name ("Priya" of "Priya Patel").
    public static func firstName(_ name: String) -> String {
        name.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? name
    }

    /// Whether a word said before a name only leads to it ("with", "and", "to", "@").
    static func isConnector(_ word: String) -> Bool {
        let lowered = word.lowercased()
        return lowered == "@" || introducers.contains(lowered) || joiners.contains(lowered)
    }

    /// A name typed in lower case, with its first letter and each one after a hyphen or an
    /// apostrophe made upper case: "mary-jane" → "Mary-Jane".
    static func capitalised(_ word: String) -> String {
        var result = "", upper = true
        for character in word {
            result += upper ? character.uppercased() : String(character)
            upper = character == "-" || character == "'"
        }
        return result
    }
}
