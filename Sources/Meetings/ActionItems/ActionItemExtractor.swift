import Foundation
import SpokenKit

/// Finds action items in meeting text (outcomes, agendas, notes): what is to be done, by whom,
/// by when. Pure: the moment and calendar for reading due dates are inputs.
///
/// A line or sentence is an action item when it is
/// - a checkbox or marker: `- [ ] send the deck`, `[x] book the room` (done), `TODO: …`,
///   `Action: …`, `Action item: …`, `AI: …`;
/// - a commitment: `Sam will send the offsite budget by Friday`, `Priya to draft the plan`,
///   `Jordan is going to …`, `Alex needs to …`, `I'll …` / `I will …` (owner: you);
///
/// and `by <date>` (or `before`, `due`) at its end is its due date, read as spoken dates are.
public enum ActionItemExtractor {
    public struct Item: Sendable, Equatable {
        public var text: String
        public var owner: String?
        public var due: Date?
        public var done: Bool
    }

    public static func items(in text: String, context: SpokenContext) -> [Item] {
        var found: [Item] = []
        for line in lines(of: text) {
            var body = line.withoutSpacesAround
            var done = false, marked = false
            for bullet in ["- ", "* ", "• "] where body.hasPrefix(bullet) { body = String(body.dropFirst(bullet.count)) }
            if let box = ["[ ] ", "[x] ", "[X] "].first(where: { body.hasPrefix($0) }) {
                done = box != "[ ] "
                marked = true
                body = String(body.dropFirst(box.count))
            }
            // Every marker starts with "t" or "a" (no other letter lower-cases to them) and is at
            // most 12 characters: only such a line's start is lower-cased to look.
            for marker in ["todo:", "to do:", "action item:", "action:", "ai:"] where body.utf8.first.map({ $0 | 0x20 == 0x74 || $0 | 0x20 == 0x61 }) == true
                && body.prefix(16).lowercased().hasPrefix(marker) {
                marked = true
                body = String(body.dropFirst(marker.count)).withoutSpacesAround
            }
            if marked {
                if let item = item(body, owner: nil, done: done, context: context, owned: true) { found.append(item) }
                continue
            }
            for sentence in sentences(of: body) {
                if let item = commitment(sentence, context: context) { found.append(item) }
            }
        }
        return found
    }

    /// The text's lines, without empty ones. A line break (LF, CR, CR LF, VT, FF, NEL, LS, PS) is
    /// always a character of its own, so splitting the scalars splits where the characters split.
    static func lines(of text: String) -> [Substring] {
        text.unicodeScalars.split(whereSeparator: { (0x0A...0x0D).contains($0.value) || $0.value == 0x85 || $0.value == 0x2028 || $0.value == 0x2029 })
            .map { Substring($0) }
    }

    /// Splits on sentence ends (". ", "; ", "! ", "? ") but not after a short capitalised word
    /// ending in "." ("Dr.", "Mr."): a stop and the space after it, each a character of its own.
    ///
    /// The text is read over its UTF-8 bytes; where a letter that is not ASCII stands next to a
    /// stop, or in the word before it, the characters there are looked at (a property test holds
    /// the split to the one over characters).
    static func sentences(of text: String) -> [String] {
        var text = text
        return text.withUTF8 { bytes in
            func piece(_ from: Int, _ to: Int) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[from ..< to]), as: UTF8.self) }
            func scalarStart(before index: Int) -> Int {
                var index = index - 1
                while index > 0, bytes[index] & 0xC0 == 0x80 { index -= 1 }
                return index
            }
            func scalarEnd(from index: Int) -> Int {
                var index = index + 1
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                return index
            }
            var result: [String] = []
            var start = 0, wide = false
            for index in bytes.indices {
                let byte = bytes[index]
                if byte >= 0x80 { wide = true }
                guard byte == 0x2E || byte == 0x3B || byte == 0x21 || byte == 0x3F, index + 1 == bytes.count || bytes[index + 1] == 0x20 else { continue }
                // Next to a character that is not ASCII, the stop or the space may be part of a
                // character (a prefix before, a combining mark after).
                let before = index > 0 && bytes[index - 1] >= 0x80, after = index + 2 < bytes.count && bytes[index + 2] >= 0x80
                if before || after {
                    let window = Array(piece(before ? scalarStart(before: index) : index, after ? scalarEnd(from: index + 2) : min(index + 2, bytes.count)))
                    guard window.contains(Character(Unicode.Scalar(byte))), index + 1 == bytes.count || window.contains(" ") else { continue }
                }
                if byte == 0x2E {
                    // The word before the stop: at most three characters, the first a capital.
                    if wide {
                        let words = piece(start, index + 1).split(separator: " ")
                        if let last = words.last, last.count <= 3, last.first?.isUppercase == true { continue }
                    } else {
                        var word = index
                        while word > start, bytes[word - 1] != 0x20 { word -= 1 }
                        // Its length in characters: a CR LF is one.
                        let length = index + 1 - word - (word ..< index).filter { bytes[$0] == 0x0D && bytes[$0 + 1] == 0x0A }.count
                        if length <= 3, (0x41 ... 0x5A).contains(bytes[word]) { continue }
                    }
                }
                result.append(piece(start, index + 1).withoutSpacesAround)
                (start, wide) = (index + 1, false)
            }
            let rest = piece(start, bytes.count).withoutSpacesAround
            if !rest.isEmpty { result.append(rest) }
            return result
        }
    }

    static let commitments = [" will ", " to ", " is going to ", " are going to ", " needs to ", " need to ", " should ", " has to ", " owns "]

    /// "Sam will send the budget by Friday": an owner (a name, or "I"), a commitment word, a task.
    static func commitment(_ sentence: String, context: SpokenContext) -> Item? {
        let text = sentence.trimming(" .;!")
        // An owner is capitalised, or the sentence starts with "I": most sentences stop here.
        guard let first = text.first(where: { !$0.isWhitespace }), first.isUppercase || text.first == "i" else { return nil }
        // An owner is at most three words and a commitment at most three more, so the first
        // commitment that can count lies in the first seven words.
        let lower = leadingWords(text, 7).lowercased()
        if lower.hasPrefix("i'll ") || lower.hasPrefix("i will ") || lower.hasPrefix("i need to ") || lower.hasPrefix("i'm going to ") {
            let task = String(text.drop { $0 != " " }.dropFirst())
            let rest = lower.hasPrefix("i need to ") || lower.hasPrefix("i'm going to ") ? String(task.drop { $0 != " " }.dropFirst()) : task
            let cleaned = lower.hasPrefix("i'm going to ") ? String(rest.drop { $0 != " " }.dropFirst()) : rest
            return item(cleaned, owner: "me", done: false, context: context, owned: false)
        }
        // The commitment that comes first (the longest where two start together).
        let bytes = Array(lower.utf8)
        var earliest: (offset: Int, length: Int)?
        for word in commitmentBytes {
            guard let offset = ByteSearch.firstOffset(of: word, in: bytes) else { continue }
            if let found = earliest, (found.offset, -found.length) <= (offset, -word.count) { continue }
            earliest = (offset, word.count)
        }
        guard let earliest else { return nil }
        let start = text.utf8.index(text.startIndex, offsetBy: earliest.offset), end = text.utf8.index(start, offsetBy: earliest.length)
        let owner = String(text[text.startIndex ..< start]).withoutSpacesAround
        guard isName(owner) else { return nil }
        return item(String(text[end...]), owner: owner, done: false, context: context, owned: false)
    }

    static let commitmentBytes = commitments.map { Array($0.utf8) }

    /// The text up to the end of its `count`th word (words are what spaces part), or all of it.
    static func leadingWords(_ text: String, _ count: Int) -> Substring {
        var words = 0, inWord = false
        for index in text.utf8.indices {
            let isSpace = text.utf8[index] == 0x20
            if inWord, isSpace {
                words += 1
                if words == count { return text[..<index] }
            }
            inWord = !isSpace
        }
        return text[...]
    }

    /// Words that start sentences capitalised without naming anyone.
    static let notNames: Set<String> = ["we", "it", "this", "that", "there", "they", "you", "he", "she", "everyone", "someone", "nobody", "team",
                                        "need", "want", "plan", "plans", "try", "hope", "remember", "next", "also", "then", "and", "but", "so",
                                        "please", "let's", "lets", "time", "goal", "aim", "who", "what", "how", "when", "why", "where"]

    /// An owner is one to three capitalised words ("Sam", "Priya Raman"), not a word that only
    /// starts a sentence ("Decided", "We", "Planning").
    static func isName(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard (1...3).contains(words.count), words.allSatisfy({ $0.first?.isUppercase == true && $0.allSatisfy { $0.isLetter || $0 == "-" || $0 == "'" } }) else { return false }
        let first = words[0].lowercased()
        if notNames.contains(first) { return false }
        if words.count == 1, first.hasSuffix("ed") || first.hasSuffix("ing") { return false }
        return true
    }

    /// The task with its due date taken off its end ("… by Friday", "… before 3 March", "… due tomorrow").
    static func item(_ text: String, owner: String?, done: Bool, context: SpokenContext, owned: Bool) -> Item? {
        var task = text.trimming(" .;!")
        var due: Date?
        var who = owner
        let lower = task.lowercased()
        for marker in [" by ", " before ", " due "] {
            guard let range = lower.range(of: marker, options: .backwards) else { continue }
            let tail = String(task[range.upperBound...])
            if let date = SpokenValues.date(tail, in: context) {
                due = date.date
                task = String(task[..<range.lowerBound])
                break
            }
        }
        // A marked item may name its owner in parentheses or after an at-sign: "(Sam)", "@sam".
        if owned, who == nil, let open = task.lastIndex(of: "("), task.hasSuffix(")") {
            let inside = task[task.index(after: open)..<task.index(before: task.endIndex)].withoutSpacesAround
            if !inside.isEmpty, inside.split(separator: " ").count <= 3 { who = inside; task = String(task[..<open]).withoutSpacesAround }
        }
        task = task.withoutSpacesAround
        guard task.split(separator: " ").count >= 2 || owned, !task.isEmpty else { return nil }
        return Item(text: task, owner: who, due: due, done: done)
    }

    /// `- [ ] send the offsite budget (Sam, Fri 27 Nov)`.
    public static func line(_ item: Item, calendar: Calendar) -> String {
        var details: [String] = []
        if let owner = item.owner { details.append(owner == "me" ? "you" : owner) }
        if let due = item.due { details.append(MeetingWording.shortDay(due, calendar: calendar)) }
        return "- [\(item.done ? "x" : " ")] \(item.text)" + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
    }
}

extension StringProtocol {
    /// The text without spaces and tabs at its ends (Swift's own, not Foundation's bridged trimming:
    /// an import runs this for every line of every note).
    var withoutSpacesAround: String { trimming(where: \.isWhitespace) }

    /// The text without any of `characters` at its ends.
    func trimming(_ characters: String) -> String { trimming { characters.contains($0) } }

    /// The text without the characters `drop` holds for at its ends.
    func trimming(where drop: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !drop($0) }), let last = lastIndex(where: { !drop($0) }) else { return "" }
        return String(self[first ... last])
    }
}
