extension Template {
    /// For each slot, the words that stand right before it in this template: "meetings with
    /// {attendee} about {query}" gives `attendee: [with], query: [about]`; an alternative or an
    /// optional part before a slot gives each of its last words (and, when optional, the word
    /// before it too). A relaxed reading uses them to tell which words of a sentence fill which slot.
    public var slotLeadWords: [String: Set<String>] { neighbourWords(after: false) }

    /// For each slot, the words that stand right after it in this template: "show [the] {note}
    /// note [in full]" gives `note: [note]`; an optional part after a slot gives its first words
    /// (and, when optional, the word after it too). A relaxed reading ends a value there.
    public var slotTrailWords: [String: Set<String>] { neighbourWords(after: true) }

    /// The words next to each slot: after it when `after`, else before it.
    private func neighbourWords(after: Bool) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        /// The words at the edge of `node` that faces the slot, and whether it can say nothing.
        func edgeWords(_ node: TemplateNode) -> (words: Set<String>, canBeEmpty: Bool) {
            switch node {
            case .text(let text):
                let words = text.split(whereSeparator: \.isWhitespace)
                guard let word = after ? words.first : words.last else { return ([], true) }
                return ([word.lowercased()], false)
            case .alternative(let items, let isOptional):
                var words = Set<String>()
                var empty = isOptional
                for item in items {
                    let found = edgeWords(item)
                    words.formUnion(found.words)
                    empty = empty || found.canBeEmpty
                }
                return (words, empty)
            case .sequence(let items):
                var words = Set<String>()
                for item in after ? items : items.reversed() {
                    let found = edgeWords(item)
                    words.formUnion(found.words)
                    if !found.canBeEmpty { return (words, false) }
                }
                return (words, true)
            case .permutation, .slot, .rule:
                return ([], false)
            }
        }
        func walk(_ node: TemplateNode) {
            switch node {
            case .sequence(let items):
                for (index, item) in items.enumerated() {
                    guard case .slot(let reference) = item else {
                        walk(item)
                        continue
                    }
                    var words = Set<String>()
                    for neighbour in after ? Array(items[(index + 1)...]) : Array(items[..<index].reversed()) {
                        let found = edgeWords(neighbour)
                        words.formUnion(found.words)
                        if !found.canBeEmpty { break }
                    }
                    result[reference.slotName, default: []].formUnion(words)
                }
            case .alternative(let items, _), .permutation(let items):
                items.forEach(walk)
            case .text, .slot, .rule:
                break
            }
        }
        walk(root)
        return result
    }
}
