import Yams
import HarkValue

/// Reads phrase files in Home Assistant's sentence-file format.
///
/// ```yaml
/// language: en
/// intents:
///   AddMood:
///     data:
///       - sentences:
///           - "(add|log) [a] {mood} mood"
/// lists:
///   mood:
///     values: [happy, sad, {in: "(tired|sleepy)", out: tired}]
/// ```
///
/// Reading never stops at the first problem: every problem is reported with its file, line
/// and column, and whatever is sound is kept.
public enum PhraseFileReader {
    /// Reads one file's text. `file` names it in diagnostics.
    public static func read(_ text: String, file: String) -> (phrases: PhraseSet, diagnostics: [PhraseDiagnostic]) {
        var reader = Reader(file: file)
        let phrases = reader.readDocument(text)
        return (phrases, reader.diagnostics)
    }

    /// Reads only a `lists:` section (for `--lists FILE`); a file that is a bare mapping of
    /// lists is accepted too.
    public static func readLists(_ text: String, file: String) -> (lists: [String: SlotList], diagnostics: [PhraseDiagnostic]) {
        var reader = Reader(file: file)
        guard let root = reader.compose(text) else { return ([:], reader.diagnostics) }
        let listsNode = root.value(forKey: "lists") ?? root
        return (reader.readLists(listsNode), reader.diagnostics)
    }

    /// Parses a template written at `location`, reporting a syntax error at its exact column.
    static func template(_ text: String, at location: SourceLocation) -> Result<Template, PhraseDiagnostic> {
        do {
            return .success(try Template(text))
        } catch {
            return .failure(PhraseDiagnostic("\(error.message) in template \"\(text)\"", at: location.advanced(by: error.offset)))
        }
    }

    package struct Reader {
        let file: String
        package var diagnostics: [PhraseDiagnostic] = []

        package init(file: String) { self.file = file }

        package mutating func report(_ message: String, _ node: Node?) {
            diagnostics.append(PhraseDiagnostic(message, at: node?.location(in: file) ?? SourceLocation(file: file, line: 1, column: 1)))
        }

        package mutating func compose(_ text: String) -> Node? {
            do {
                // Tags are not resolved by Yams (plain scalars are resolved as PyYAML does, in
                // `Node.phraseValue`), which keeps Yams from running its regular expressions on every
                // scalar. Nothing is constructed, so no constructor maps are built, and the encoding is
                // given (Yams' default reads the whole environment to look for an override).
                guard let root = try Yams.compose(yaml: text, .basic, Constructor([:], [:], [:]), .utf8) else {
                    diagnostics.append(PhraseDiagnostic("the file is empty", at: SourceLocation(file: file, line: 1, column: 1)))
                    return nil
                }
                guard case .mapping = root else {
                    report("expected a mapping with 'language' and 'intents' at the top of the file", root)
                    return nil
                }
                return root
            } catch let error as YamlError {
                diagnostics.append(Self.diagnostic(for: error, file: file))
                return nil
            } catch {
                diagnostics.append(PhraseDiagnostic("\(error)", at: SourceLocation(file: file, line: 1, column: 1)))
                return nil
            }
        }

        package static func diagnostic(for error: YamlError, file: String) -> PhraseDiagnostic {
            switch error {
            case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
                 .composer(let context, let problem, let mark, _):
                let detail = [context.map { $0.text }, problem].compactMap { $0 }.joined(separator: " ")
                return PhraseDiagnostic("YAML syntax: \(detail)", at: SourceLocation(file: file, line: mark.line, column: mark.column))
            case .duplicatedKeysInMapping(let duplicates, let context):
                return PhraseDiagnostic("the key \(duplicates.map { "'\($0)'" }.joined(separator: ", ")) appears twice in one mapping",
                                        at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))
            case .reader(let problem, let offset, _, _):
                return PhraseDiagnostic("YAML: \(problem)\(offset.map { " at byte \($0)" } ?? "")", at: SourceLocation(file: file, line: 1, column: 1))
            default:
                return PhraseDiagnostic("YAML: \(error)", at: SourceLocation(file: file, line: 1, column: 1))
            }
        }

        mutating func readDocument(_ text: String) -> PhraseSet {
            var phrases = PhraseSet()
            guard let root = compose(text), let pairs = root.mappingPairs else { return phrases }
            for (key, keyNode, value) in pairs {
                switch key {
                case "language": phrases.language = value.scalarText
                case "intents": phrases.intents = readIntents(value)
                case "lists": phrases.lists = readLists(value)
                case "expansion_rules": phrases.expansionRules = readRules(value)
                case "skip_words":
                    if let items = value.sequenceItems { phrases.skipWords = items.compactMap(\.scalarText) }
                    else { report("'skip_words' must be a list of words", value) }
                case "settings", "responses", "tests", "version", "metadata": break
                default: report("unknown key '\(key)' (expected language, intents, lists, expansion_rules or skip_words)", keyNode)
                }
            }
            return phrases
        }

        mutating func readIntents(_ node: Node) -> [IntentPhrases] {
            guard let pairs = node.mappingPairs else {
                report("'intents' must map intent names to their data", node)
                return []
            }
            var intents: [IntentPhrases] = []
            for (name, _, intentNode) in pairs {
                guard let dataNode = intentNode.value(forKey: "data"), let blocks = dataNode.sequenceItems else {
                    report("intent '\(name)' needs 'data:', a list of blocks with 'sentences'", intentNode)
                    continue
                }
                intents.append(IntentPhrases(name: name, blocks: blocks.compactMap { readBlock($0, intent: name) }))
            }
            return intents
        }

        mutating func readBlock(_ node: Node, intent: String) -> PhraseBlock? {
            guard let pairs = node.mappingPairs else {
                report("each data block of '\(intent)' must be a mapping with 'sentences'", node)
                return nil
            }
            guard let sentencesNode = node.value(forKey: "sentences"), let sentenceNodes = sentencesNode.sequenceItems else {
                report("data block of '\(intent)' needs 'sentences:', a list of templates", node)
                return nil
            }
            var block = PhraseBlock(sentences: [])
            for sentenceNode in sentenceNodes {
                guard let text = sentenceNode.scalarText else {
                    report("a sentence template must be a string", sentenceNode)
                    continue
                }
                switch PhraseFileReader.template(text, at: sentenceNode.textLocation(in: file)) {
                case .success(let template): block.sentences.append(TemplateSource(template, location: sentenceNode.textLocation(in: file)))
                case .failure(let diagnostic): diagnostics.append(diagnostic)
                }
            }
            for (key, keyNode, value) in pairs {
                switch key {
                case "sentences": break
                case "slots": block.slots = mapping(value, "slots")
                case "requires_context": block.requiresContext = mapping(value, "requires_context")
                case "excludes_context": block.excludesContext = mapping(value, "excludes_context")
                case "lists": block.lists = readLists(value)
                case "expansion_rules": block.expansionRules = readRules(value)
                case "metadata": block.metadata = mapping(value, "metadata")
                case "response": block.response = value.scalarText
                case "required_keywords":
                    block.requiredKeywords = Set((value.sequenceItems ?? []).compactMap { $0.scalarText?.lowercased() })
                case "settings", "inferred_domain", "name_domains": break
                default: report("unknown key '\(key)' in a data block of '\(intent)'", keyNode)
                }
            }
            return block
        }

        package mutating func mapping(_ node: Node, _ what: String) -> [String: PhraseValue] {
            guard let map = node.phraseMap else {
                report("'\(what)' must be a mapping", node)
                return [:]
            }
            return map
        }

        mutating func readRules(_ node: Node) -> [String: RuleDefinition] {
            guard let pairs = node.mappingPairs else {
                report("'expansion_rules' must map rule names to templates", node)
                return [:]
            }
            var rules: [String: RuleDefinition] = [:]
            for (name, _, value) in pairs {
                guard let text = value.scalarText else {
                    report("expansion rule '\(name)' must be a template string", value)
                    continue
                }
                switch PhraseFileReader.template(text, at: value.textLocation(in: file)) {
                case .success(let template): rules[name] = RuleDefinition(template, location: value.textLocation(in: file))
                case .failure(let diagnostic): diagnostics.append(diagnostic)
                }
            }
            return rules
        }

        package mutating func readLists(_ node: Node) -> [String: SlotList] {
            guard let pairs = node.mappingPairs else {
                report("'lists' must map list names to lists", node)
                return [:]
            }
            var lists: [String: SlotList] = [:]
            for (name, _, value) in pairs {
                if let list = readList(name, value) { lists[name] = list }
            }
            return lists
        }

        mutating func readList(_ name: String, _ node: Node) -> SlotList? {
            if let valuesNode = node.value(forKey: "values") {
                guard let items = valuesNode.sequenceItems else {
                    report("'values' of list '\(name)' must be a list", valuesNode)
                    return nil
                }
                return .values(items.compactMap { readListValue($0, list: name) })
            }
            if let rangeNode = node.value(forKey: "range") {
                return readRange(name, rangeNode).map(SlotList.range)
            }
            if let wildcard = node.value(forKey: "wildcard") {
                if wildcard.phraseValue == .bool(true) { return .wildcard }
                report("list '\(name)': 'wildcard' must be true", wildcard)
                return nil
            }
            report("list '\(name)' needs 'values', 'range' or 'wildcard: true'", node)
            return nil
        }

        mutating func readListValue(_ node: Node, list: String) -> ListValue? {
            let location = node.textLocation(in: file)
            if let text = node.scalarText {
                if TemplateEscaping.looksLikeTemplate(text) {
                    guard case .success(let template) = templateOrReport(text, at: location) else { return nil }
                    return ListValue(spoken: template, value: .string(text), location: location)
                }
                return ListValue(text, location: location)
            }
            guard node.mappingPairs != nil else {
                report("a value of list '\(list)' must be text or a mapping with 'in' and 'out'", node)
                return nil
            }
            guard let inNode = node.value(forKey: "in"), let spoken = inNode.scalarText else {
                report("a value of list '\(list)' needs 'in', the words that say it", node)
                return nil
            }
            guard case .success(let template) = templateOrReport(spoken, at: inNode.textLocation(in: file)) else { return nil }
            var context: [String: PhraseValue] = [:]
            if let contextNode = node.value(forKey: "context") { context = mapping(contextNode, "context") }
            let out = node.value(forKey: "out")?.phraseValue
            return ListValue(spoken: template, value: out == .null ? nil : out, context: context,
                             metadata: node.value(forKey: "metadata")?.phraseMap, location: location)
        }

        mutating func templateOrReport(_ text: String, at location: SourceLocation) -> Result<Template, PhraseDiagnostic> {
            let result = PhraseFileReader.template(text, at: location)
            if case .failure(let diagnostic) = result { diagnostics.append(diagnostic) }
            return result
        }

        mutating func readRange(_ name: String, _ node: Node) -> NumberRange? {
            guard case .map(let map) = node.phraseValue else {
                report("'range' of list '\(name)' must be a mapping with 'from' and 'to'", node)
                return nil
            }
            func int(_ key: String) -> Int? {
                if case .int(let value)? = map[key] { return value }
                return nil
            }
            guard let from = int("from"), let to = int("to") else {
                report("'range' of list '\(name)' needs whole numbers 'from' and 'to'", node)
                return nil
            }
            guard from <= to else {
                report("'range' of list '\(name)': 'from' (\(from)) is greater than 'to' (\(to))", node)
                return nil
            }
            let step = int("step") ?? 1
            guard step > 0 else {
                report("'range' of list '\(name)': 'step' must be positive", node)
                return nil
            }
            var fractions: NumberRange.Fractions? = nil
            if case .string(let text)? = map["fractions"] {
                guard let parsed = NumberRange.Fractions(rawValue: text) else {
                    report("'range' of list '\(name)': 'fractions' must be 'halves' or 'tenths'", node)
                    return nil
                }
                fractions = parsed
            }
            var digits = true, words = true
            if case .bool(let value)? = map["digits"] { digits = value }
            if case .bool(let value)? = map["words"] { words = value }
            guard digits || words else {
                report("'range' of list '\(name)' cannot turn off both digits and words", node)
                return nil
            }
            return NumberRange(from: from, to: to, step: step, multiplier: map["multiplier"]?.numberValue,
                               fractions: fractions, digits: digits, words: words,
                               type: map["type"]?.stringValue ?? "number")
        }
    }
}
