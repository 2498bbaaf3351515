extension Template {
    /// One sentence the template says, for showing people: the first choice of each
    /// alternative, no optionals (except one whose first choice is a word of `keeping`: "[a|an]"
    /// with `keeping: ["a"]` says "a"), slots as `slot` says (default `{name}`), rules expanded
    /// through `rule` ("add a {title} mood", or with sample values "add a happy mood").
    public func example(rule: (String) -> Template? = { _ in nil }, slot: (String) -> String = { "{\($0)}" },
                        keeping: Set<String> = []) -> String {
        var depth = 0
        func render(_ node: TemplateNode) -> String {
            switch node {
            case .text(let text): return text
            case .slot(let reference): return slot(reference.slotName)
            case .rule(let name, _):
                guard depth < 24, let body = rule(name) else { return "<\(name)>" }
                depth += 1
                defer { depth -= 1 }
                return render(body.root)
            case .sequence(let items): return items.map(render).joined()
            case .permutation(let items): return items.map(render).joined(separator: " ")
            case .alternative(let items, let isOptional):
                guard isOptional else { return items.first.map(render) ?? "" }
                if case .text(let word)? = items.first, keeping.contains(word.trimmingCharacters(in: .whitespaces).lowercased()) {
                    return word
                }
                return ""
            }
        }
        return render(root).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
