extension Template {
    /// For each slot, the words that stand right after it in this template: "show [the] {note}
    /// note [in full]" gives `note: [note]`; an optional part after a slot gives its first words
    /// (and, when optional, the word after it too). A relaxed reading ends a value there.
    public var slotTrailWords: [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        func firstWords(_ node: TemplateNode) -> (words: Set<String>, canBeEmpty: Bool) {
            switch node {
            case .text(let text):
                guard let first = text.split(whereSeparator: \.isWhitespace).first else { return ([], true) }
                return ([first.lowercased()], false)
            case .alternative(let items, let isOptional):
                var words = Set<String>()
                var empty = isOptional
                for item in items {
                    let found = firstWords(item)
                    words.formUnion(found.words)
                    empty = empty || found.canBeEmpty
                }
                return (words, empty)
            case .sequence(let items):
                var words = Set<String>()
                for item in items {
                    let found = firstWords(item)
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
                    if case .slot(let reference) = item {
                        var words = Set<String>()
                        for after in items[(index + 1)...] {
                            let found = firstWords(after)
                            words.formUnion(found.words)
                            if !found.canBeEmpty { break }
                        }
                        result[reference.slotName, default: []].formUnion(words)
                    } else {
                        walk(item)
                    }
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

    /// For each slot, the words that stand right before it in this template: "meetings with
    /// {attendee} about {query}" gives `attendee: [with], query: [about]`; an alternative or an
    /// optional part before a slot gives each of its last words (and, when optional, the word
    /// before it too). A relaxed reading uses them to tell which words of a sentence fill which slot.
    public var slotLeadWords: [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        func lastWords(_ node: TemplateNode) -> (words: Set<String>, canBeEmpty: Bool) {
            switch node {
            case .text(let text):
                guard let last = text.split(whereSeparator: \.isWhitespace).last else { return ([], true) }
                return ([last.lowercased()], false)
            case .alternative(let items, let isOptional):
                var words = Set<String>()
                var empty = isOptional
                for item in items {
                    let found = lastWords(item)
                    words.formUnion(found.words)
                    empty = empty || found.canBeEmpty
                }
                return (words, empty)
            case .sequence(let items):
                var words = Set<String>()
                for item in items.reversed() {
                    let found = lastWords(item)
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
                    if case .slot(let reference) = item {
                        var words = Set<String>()
                        for before in items[..<index].reversed() {
                            let found = lastWords(before)
                            words.formUnion(found.words)
                            if !found.canBeEmpty { break }
                        }
                        result[reference.slotName, default: []].formUnion(words)
                    } else {
                        walk(item)
                    }
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
