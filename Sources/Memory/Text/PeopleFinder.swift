import Foundation

/// Finds the people a memory mentions, by the rules of Docs/memory.md ("People"):
/// 1. a known person (`known`: the names already in the graph) is named by their full name as
///    whole words, in any case ("priya patel"); by their first name when no other known person
///    has it ("Priya" → "Priya Patel"); or by `@name`;
/// 2. a name not known yet is a capitalised word (with a capitalised surname after it, two
///    words) right after a word that introduces a person ("with", "to", "from", "about", "call",
///    "met", "told", "ask" …; or "and" after a name), or written `@name`;
/// 3. a word that is also a common English word ("Will", "May", "Mark", "Hope") is a name only
///    where it is used as one: written `@Will`, capitalised after a word that introduces a
///    person, or capitalised and followed by a surname ("Will Smith"); never in lower case, and
///    never as a sentence's first word on its own ("Will you call", "May is warm");
/// 4. "with", "and", "to", pronouns ("me"), articles, weekdays and months that are not given
///    names are never (part of) a name, and `@name` takes the name alone, never the word after it.
public enum PeopleFinder {
    /// The people `text` mentions, each once, in the order first mentioned; a known person by
    /// their name as known.
    public static func people(in text: String, known: [String]) -> [String] {
        let words = WrittenWord.words(in: text)
        let directory = KnownNames(known)
        var found: [String] = []
        func add(_ name: String) {
            if !found.contains(where: { $0.lowercased() == name.lowercased() }) { found.append(name) }
        }
        var index = 0
        var nameEnd: Int?  // the index just after the last name found
        while index < words.count {
            if let (name, length) = directory.fullName(at: index, in: words), fullNameCounts(words[index..<index + length]) {
                add(name)
                index += length
                nameEnd = index
                continue
            }
            guard let mention = mention(at: index, in: words, introduced: introduced(index, in: words, nameEnd: nameEnd),
                                        directory: directory) else {
                index += 1
                continue
            }
            add(mention.name)
            index += mention.length
            nameEnd = index
        }
        return found
    }

    /// Whether the word at `index` stands where a name is introduced: after a word that
    /// introduces a person ("with Sam"), after a joining word right after a name ("Priya and
    /// Sam"), or after a name and a comma in the same sentence ("Priya, Sam and Alex").
    private static func introduced(_ index: Int, in words: [WrittenWord], nameEnd: Int?) -> Bool {
        guard index > 0, !words[index].opensSentence else { return false }
        let previous = words[index - 1]
        if nameEnd == index { return previous.closed }
        guard !previous.closed else { return false }
        return PersonName.introducers.contains(previous.lowered) || (nameEnd == index - 1 && PersonName.joiners.contains(previous.lowered))
    }

    /// A known full name of two words or more counts in any case; one of a single common word
    /// ("Will") only where that word is used as a name, as rule 3 says, and one of a word that is
    /// never a name ("Me") never.
    private static func fullNameCounts(_ words: ArraySlice<WrittenWord>) -> Bool {
        guard words.count == 1, let word = words.first else { return true }
        return !PersonName.commonWords.contains(word.lowered) && !PersonName.neverNames.contains(word.lowered)
    }

    /// The person named by the word at `index` (and the surname after it, if any), and how many
    /// words the name takes; nil when that word is not used as a name there.
    private static func mention(at index: Int, in words: [WrittenWord], introduced: Bool,
                                directory: KnownNames) -> (name: String, length: Int)? {
        let word = words[index]
        guard word.isNameShaped, !PersonName.neverNames.contains(word.lowered) else { return nil }
        if PersonName.months.contains(word.lowered), index + 1 < words.count, words[index + 1].text.first?.isNumber == true {
            return nil
        }
        let surname = index + 1 < words.count && !word.closed && !word.mentioned && isSurname(words[index + 1]) ? words[index + 1] : nil
        let common = PersonName.commonWords.contains(word.lowered)
        let usedAsName = word.mentioned || (word.isCapitalised && (introduced || (common && surname != nil)))
        if let surname, usedAsName {
            let full = word.text + " " + surname.text
            return (directory.name(for: full.lowercased()) ?? full, 2)
        }
        // Another name's first word ("Priya Raman" when only Priya Patel is known) names nobody known.
        guard surname == nil else { return nil }
        if let known = directory.name(forWord: word.lowered), word.mentioned || usedAsName || !common {
            return (known, 1)
        }
        guard usedAsName else { return nil }
        return (word.isCapitalised ? word.text : PersonName.capitalised(word.text), 1)
    }

    /// A capitalised word that can follow a first name as a surname: not a word that is never a
    /// name, not a month, not the first word of a new sentence.
    private static func isSurname(_ word: WrittenWord) -> Bool {
        word.isCapitalised && word.isNameShaped && !word.mentioned && !word.opensSentence
            && !PersonName.neverNames.contains(word.lowered) && !PersonName.months.contains(word.lowered)
    }
}
