/// Turns template text into a `TemplateNode` tree (hassil's syntax).
///
/// `\` escapes the next character. A group may use `|` (alternatives) or `;` (permutation),
/// not both: hassil rejects `(a|b;c)` too. Offsets count Unicode scalars, as YAML columns do.
enum TemplateParser {
    static func parse(_ text: String) throws(TemplateSyntaxError) -> TemplateNode {
        var parser = State(characters: Array(text.unicodeScalars))
        let root = try parser.parseGroupBody(closer: nil, openedAt: 0)
        // A template made of one group is that group.
        if case .sequence(let items) = root, items.count == 1 { return items[0] }
        return root
    }

    private struct State {
        let characters: [Unicode.Scalar]
        var index = 0

        mutating func parseGroupBody(closer: Unicode.Scalar?, openedAt: Int) throws(TemplateSyntaxError) -> TemplateNode {
            enum Kind { case sequence, alternative, permutation }
            var kind = Kind.sequence
            var branches: [[TemplateNode]] = [[]]
            var text = String.UnicodeScalarView()

            func flushText() {
                if !text.isEmpty { branches[branches.count - 1].append(.text(String(text))); text = String.UnicodeScalarView() }
            }

            while true {
                guard index < characters.count else {
                    if let closer {
                        throw TemplateSyntaxError(message: "expected '\(closer)' to close the '\(Self.opener(of: closer))' here", offset: openedAt)
                    }
                    break
                }
                let character = characters[index]
                if character == closer { index += 1; break }
                switch character {
                case "\\":
                    guard index + 1 < characters.count else {
                        throw TemplateSyntaxError(message: "expected a character after '\\'", offset: index)
                    }
                    text.append(characters[index + 1])
                    index += 2
                case "(", "[":
                    flushText()
                    let start = index
                    index += 1
                    let inner = try parseGroupBody(closer: character == "(" ? ")" : "]", openedAt: start)
                    if character == "[" {
                        branches[branches.count - 1].append(Self.optional(inner))
                    } else {
                        branches[branches.count - 1].append(inner)
                    }
                case "{":
                    flushText()
                    let start = index
                    let name = try readDelimited(closer: "}", what: "list")
                    branches[branches.count - 1].append(.slot(try Self.slotReference(name, offset: start)))
                case "<":
                    flushText()
                    let start = index
                    let name = try readDelimited(closer: ">", what: "rule")
                    guard !name.isEmpty else { throw TemplateSyntaxError(message: "expected a rule name inside '<>'", offset: start) }
                    branches[branches.count - 1].append(.rule(name: name, offset: start))
                case "|", ";":
                    flushText()
                    let wanted: Kind = character == "|" ? .alternative : .permutation
                    if kind != .sequence && kind != wanted {
                        throw TemplateSyntaxError(message: "a group cannot mix '|' and ';'; wrap one of them in its own group", offset: index)
                    }
                    kind = wanted
                    branches.append([])
                    index += 1
                case ")", "]", "}", ">":
                    throw TemplateSyntaxError(message: "unexpected '\(character)' with nothing open to close", offset: index)
                default:
                    text.append(character)
                    index += 1
                }
            }
            flushText()

            func sequence(_ items: [TemplateNode]) -> TemplateNode {
                items.count == 1 ? items[0] : .sequence(items)
            }
            switch kind {
            case .sequence: return .sequence(branches[0])
            case .alternative: return .alternative(branches.map(sequence), isOptional: false)
            case .permutation:
                if branches.contains(where: { $0.isEmpty }) {
                    throw TemplateSyntaxError(message: "a permutation cannot have an empty part", offset: openedAt)
                }
                return .permutation(branches.map(sequence))
            }
        }

        mutating func readDelimited(closer: Unicode.Scalar, what: String) throws(TemplateSyntaxError) -> String {
            let start = index
            index += 1
            var name = String.UnicodeScalarView()
            while index < characters.count {
                let character = characters[index]
                if character == "\\", index + 1 < characters.count {
                    name.append(characters[index + 1])
                    index += 2
                    continue
                }
                if character == closer { index += 1; return String(name) }
                name.append(character)
                index += 1
            }
            throw TemplateSyntaxError(message: "expected '\(closer)' to close the \(what) reference", offset: start)
        }

        static func optional(_ node: TemplateNode) -> TemplateNode {
            if case .alternative(let items, _) = node { return .alternative(items + [.sequence([])], isOptional: true) }
            return .alternative([node, .sequence([])], isOptional: true)
        }

        static func opener(of closer: Unicode.Scalar) -> Unicode.Scalar {
            switch closer {
            case ")": return "("
            case "]": return "["
            case "}": return "{"
            default: return "<"
            }
        }

        static func slotReference(_ body: String, offset: Int) throws(TemplateSyntaxError) -> SlotReference {
            var listName = body
            var slotName: String
            var isCapture = false
            if let colon = body.firstIndex(of: ":") {
                listName = String(body[..<colon])
                slotName = String(body[body.index(after: colon)...])
                if slotName.hasPrefix("@") { isCapture = true; slotName.removeFirst() }
            } else if body.hasPrefix("@") {
                listName = String(body.dropFirst())
                slotName = listName
                isCapture = true
            } else {
                slotName = body
            }
            guard !listName.isEmpty, !slotName.isEmpty else {
                throw TemplateSyntaxError(message: "expected a list name inside '{}', as in {name} or {list:slot}", offset: offset)
            }
            return SlotReference(listName: listName, slotName: slotName, isCapture: isCapture, offset: offset)
        }
    }
}
