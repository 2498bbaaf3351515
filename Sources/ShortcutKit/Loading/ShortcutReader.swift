import HarkValue
import PhraseKit
import Yams

/// Reads a shortcut file (`Docs/shortcuts.md`). Reading never stops at the first problem: every
/// problem is reported as `file:line:column: error: message`, and a file with any is not run.
/// Files over `maximumSize` bytes are refused, and so are files whose anchors and aliases would
/// make more than `maximumNodes` values (a "billion laughs" file is refused at once).
public enum ShortcutReader {
    public static let maximumSize = 256 * 1024
    public static let maximumNodes = 20_000
    /// How many rounds a `while` loop may run when it does not say (`max:`), and at most.
    public static let defaultWhileLimit = 1_000
    public static let maximumWhileLimit = 10_000

    /// Reads one file's text; `id` is the file's name without `.yaml`, `file` names it in
    /// diagnostics.
    public static func read(_ text: String, id: String, file: String) -> (shortcut: Shortcut?, diagnostics: [PhraseDiagnostic]) {
        var reader = Reader(file: file)
        guard text.utf8.count <= maximumSize else {
            reader.report("the file is \(text.utf8.count) bytes; a shortcut file may have at most \(maximumSize)", at: nil)
            return (nil, reader.diagnostics)
        }
        let shortcut = reader.readDocument(text, id: id)
        return (shortcut, reader.diagnostics)
    }

    /// Whether `text` looks like a shortcut file (a `steps:` key at the top), not a phrase file.
    public static func looksLikeShortcut(_ text: String) -> Bool {
        text.hasPrefix("steps:") || text.contains("\nsteps:")
    }

    struct Reader {
        let file: String
        var diagnostics: [PhraseDiagnostic] = []
        var nodes = 0
        var tooLarge = false

        init(file: String) { self.file = file }

        mutating func report(_ message: String, at node: Node?) {
            diagnostics.append(PhraseDiagnostic(message, at: node?.location(in: file) ?? SourceLocation(file: file, line: 1, column: 1)))
        }

        mutating func report(_ message: String, _ location: SourceLocation) {
            diagnostics.append(PhraseDiagnostic(message, at: location))
        }

        /// Counts a value read; false once the file has made too many (aliases repeating a
        /// large part), reported once.
        mutating func counted(_ node: Node) -> Bool {
            nodes += 1
            guard nodes <= ShortcutReader.maximumNodes else {
                if !tooLarge { report("the file makes more than \(ShortcutReader.maximumNodes) values (anchors and aliases repeating a large part?)", at: node) }
                tooLarge = true
                return false
            }
            return true
        }

        mutating func readDocument(_ source: String, id: String) -> Shortcut? {
            let root: Node
            do {
                guard let composed = try Yams.compose(yaml: source, .basic, Constructor([:], [:], [:]), .utf8) else {
                    report("the file is empty", at: nil)
                    return nil
                }
                root = composed
            } catch let error as YamlError {
                diagnostics.append(PhraseFileReader.Reader.diagnostic(for: error, file: file))
                return nil
            } catch {
                report("\(error)", at: nil)
                return nil
            }
            guard let pairs = root.mappingPairs else {
                report("a shortcut file is a mapping with 'name', 'steps' and, if it wants, 'description', 'phrases', 'parameters' and 'trigger'", at: root)
                return nil
            }
            var shortcut = Shortcut(id: id, name: id, description: "", file: file, phrases: [], parameters: [], trigger: nil, steps: [])
            var sawSteps = false
            for (key, keyNode, value) in pairs {
                guard counted(value) else { return nil }
                switch key {
                case "name": shortcut.name = text(value, "name") ?? id
                case "description": shortcut.description = text(value, "description") ?? ""
                case "phrases": shortcut.phrases = phrases(value)
                case "parameters": shortcut.parameters = parameters(value)
                case "trigger": shortcut.trigger = trigger(value)
                case "steps":
                    sawSteps = true
                    shortcut.steps = steps(value, depth: 1)
                default:
                    report("unknown key '\(key)' (expected name, description, phrases, parameters, trigger or steps)", at: keyNode)
                }
            }
            if !sawSteps { report("the shortcut has no 'steps'", at: root) }
            return tooLarge ? nil : shortcut
        }

        mutating func text(_ node: Node, _ what: String) -> String? {
            guard let text = node.scalarText else {
                report("'\(what)' must be a text", at: node)
                return nil
            }
            return text
        }

        mutating func phrases(_ node: Node) -> [Located<String>] {
            guard let items = node.sequenceItems else {
                report("'phrases' must be a list of sentence templates", at: node)
                return []
            }
            var phrases: [Located<String>] = []
            for item in items where counted(item) {
                guard let text = item.scalarText else { report("a phrase must be a text", at: item); continue }
                phrases.append(Located(text, at: item.textLocation(in: file)))
            }
            return phrases
        }

        mutating func parameters(_ node: Node) -> [ShortcutParameter] {
            guard let pairs = node.mappingPairs else {
                report("'parameters' must map each parameter's name to its settings ({type: text, ask: …})", at: node)
                return []
            }
            var parameters: [ShortcutParameter] = []
            for (name, keyNode, value) in pairs where counted(value) {
                if !Self.isName(name) { report("'\(name)' is no parameter name: use letters, digits and _", at: keyNode) }
                var parameter = ShortcutParameter(name: name, type: .text, title: name, ask: nil, defaultValue: nil, isRequired: true,
                                                  location: keyNode.location(in: file))
                var required: Bool?
                if let type = value.scalarText {
                    parameter.type = ShortcutValueType(type)
                } else if let settings = value.mappingPairs {
                    for (key, settingKey, setting) in settings {
                        switch key {
                        case "type": parameter.type = ShortcutValueType(text(setting, "type") ?? "text")
                        case "title": parameter.title = text(setting, "title") ?? name
                        case "ask": parameter.ask = text(setting, "ask")
                        case "default": parameter.defaultValue = setting.phraseValue
                        case "required":
                            if case .bool(let flag) = setting.phraseValue { required = flag } else { report("'required' must be true or false", at: setting) }
                        case "description": break
                        default: report("unknown parameter setting '\(key)' (expected type, title, ask, default or required)", at: settingKey)
                        }
                    }
                } else {
                    report("a parameter is a type (text) or its settings ({type: text, ask: …})", at: value)
                }
                parameter.isRequired = required ?? (parameter.defaultValue == nil)
                parameters.append(parameter)
            }
            return parameters
        }

        mutating func trigger(_ node: Node) -> Trigger? {
            guard let pairs = node.mappingPairs else {
                report("'trigger' must be a mapping: {cron: \"0 20 * * *\"} or {every: \"weekday at 8am\"}", at: node)
                return nil
            }
            var trigger = Trigger(cron: nil, every: nil, options: [:], location: node.location(in: file))
            for (key, _, value) in pairs {
                switch key {
                case "cron": if let text = text(value, "cron") { trigger.cron = Located(text, at: value.textLocation(in: file)) }
                case "every": if let text = text(value, "every") { trigger.every = Located(text, at: value.textLocation(in: file)) }
                default: trigger.options[key] = Located(value.phraseValue, at: value.location(in: file))
                }
            }
            if trigger.cron == nil, trigger.every == nil { report("a trigger needs 'cron' or 'every'", at: node) }
            if trigger.cron != nil, trigger.every != nil { report("a trigger has 'cron' or 'every', not both", at: node) }
            return trigger
        }

        // MARK: Steps

        static let kinds = ["intent", "shortcut", "set", "say", "ask", "if", "choose", "repeat", "menu", "stop", "result"]
        static let allowedKeys: [String: Set<String>] = [
            "intent": ["with", "as"], "shortcut": ["with", "as"], "set": [], "say": [], "ask": ["as", "type"],
            "if": ["then", "else"], "choose": ["default"], "repeat": [], "menu": ["options", "as"], "stop": ["error"], "result": [],
        ]

        mutating func steps(_ node: Node, depth: Int) -> [Step] {
            guard let items = node.sequenceItems else {
                report("steps must be a list ('- say: …')", at: node)
                return []
            }
            if depth > Limits.maximumDepth {
                report("steps are nested more than \(Limits.maximumDepth) deep", at: node)
                return []
            }
            var steps: [Step] = []
            for item in items where counted(item) {
                if let step = step(item, depth: depth) { steps.append(step) }
            }
            return steps
        }

        mutating func step(_ node: Node, depth: Int) -> Step? {
            guard let pairs = node.mappingPairs else {
                report("a step is a mapping such as '- say: Hello' or '- intent: AddMood'", at: node)
                return nil
            }
            let kinds = pairs.filter { Self.kinds.contains($0.key) }
            guard let (kind, kindKey, value) = kinds.first else {
                if let orphan = pairs.first(where: { $0.key == "then" || $0.key == "else" }) {
                    report("'\(orphan.key)' without 'if'", at: orphan.keyNode)
                } else {
                    report("a step needs one of: \(Self.kinds.joined(separator: ", "))", at: node)
                }
                return nil
            }
            if kinds.count > 1 {
                report("a step does one thing: this one has both '\(kind)' and '\(kinds[1].key)'", at: kinds[1].keyNode)
            }
            var continueOnError = false
            let allowed = Self.allowedKeys[kind] ?? []
            for (key, keyNode, setting) in pairs where key != kind {
                if key == "continue_on_error" {
                    if case .bool(let flag) = setting.phraseValue { continueOnError = flag } else { report("'continue_on_error' must be true or false", at: setting) }
                } else if !allowed.contains(key) && !Self.kinds.contains(key) {
                    let expected = (allowed.sorted() + ["continue_on_error"]).map { "'\($0)'" }.joined(separator: ", ")
                    report((key == "then" || key == "else") ? "'\(key)' without 'if'" : "'\(kind)' steps take \(expected), not '\(key)'", at: keyNode)
                }
            }
            let location = kindKey.location(in: file)
            func setting(_ key: String) -> Node? { pairs.first { $0.key == key }?.value }
            let action: Step.Action
            switch kind {
            case "intent", "shortcut":
                guard let name = text(value, kind) else { return nil }
                let arguments = setting("with").map { self.arguments($0, "with") } ?? []
                let target = Located(name, at: value.textLocation(in: file))
                action = kind == "intent" ? .intent(target, arguments: arguments, as: variable(setting("as")))
                    : .shortcut(target, arguments: arguments, as: variable(setting("as")))
            case "set":
                action = .set(arguments(value, "set"))
            case "say":
                guard let line = self.text(value) else { return nil }
                action = .say(line)
            case "ask":
                guard let question = self.text(value) else { return nil }
                guard let name = variable(setting("as")) else {
                    report("an 'ask' step needs 'as': the variable its answer goes into", at: kindKey)
                    return nil
                }
                action = .ask(question, as: name, type: ShortcutValueType(setting("type")?.scalarText ?? "text"))
            case "if":
                guard let condition = self.condition(value) else { return nil }
                guard let then = setting("then") else {
                    report("an 'if' step needs 'then'", at: kindKey)
                    return nil
                }
                action = .when(condition, then: steps(then, depth: depth + 1), otherwise: setting("else").map { steps($0, depth: depth + 1) } ?? [])
            case "choose":
                action = .choose(branches(value, depth: depth), otherwise: setting("default").map { steps($0, depth: depth + 1) } ?? [])
            case "repeat":
                guard let repetition = repetition(value, depth: depth) else { return nil }
                action = repetition
            case "menu":
                guard let question = self.text(value) else { return nil }
                guard let options = setting("options") else {
                    report("a 'menu' step needs 'options': a list of {label, steps}", at: kindKey)
                    return nil
                }
                action = .menu(question, options: menuOptions(options, depth: depth), as: variable(setting("as")))
            case "stop":
                let message = (value.scalarText ?? "").isEmpty ? nil : text(value)
                var isError = false
                if let flag = setting("error") {
                    if case .bool(let given) = flag.phraseValue { isError = given } else { report("'error' must be true or false", at: flag) }
                }
                action = .stop(message, isError: isError)
            default:
                guard let result = self.text(value) else { return nil }
                action = .result(result)
            }
            return Step(action: action, continueOnError: continueOnError, location: location)
        }

        static func isName(_ text: String) -> Bool {
            guard let first = text.first, first.isLetter || first == "_" else { return false }
            return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }

        mutating func variable(_ node: Node?) -> Located<String>? {
            guard let node else { return nil }
            guard let name = node.scalarText, Self.isName(name) else {
                report("a variable's name is letters, digits and _ (starting with a letter)", at: node)
                return nil
            }
            return Located(name, at: node.textLocation(in: file))
        }

        /// A value: text with `${…}` inside; numbers, booleans and null as they are; lists and
        /// maps of values.
        mutating func text(_ node: Node) -> Located<Expression>? {
            let location = node.textLocation(in: file)
            switch node {
            case .scalar(let scalar):
                let value = node.phraseValue
                guard case .string(let text) = value else { return Located(Expression(.literal(value), at: 0), at: location) }
                guard scalar.string.contains("${") else { return Located(Expression(.literal(.string(text)), at: 0), at: location) }
                do {
                    return Located(try ExpressionParser.text(text), at: location)
                } catch {
                    report(error.message, location.advanced(by: error.offset))
                    return nil
                }
            case .sequence(let sequence):
                var items: [Expression] = []
                for item in sequence where counted(item) {
                    guard let value = text(item) else { return nil }
                    let sameLine = value.location.line == location.line
                    items.append(value.value.shifted(by: sameLine ? value.location.column - location.column : nil))
                }
                return Located(Expression(.list(items), at: 0), at: location)
            case .mapping(let mapping):
                var values: [String: Expression] = [:]
                for pair in mapping where counted(pair.value) {
                    guard let key = pair.key.scalarText else { report("a map's keys are texts", at: pair.key); return nil }
                    guard let value = text(pair.value) else { return nil }
                    // Offsets count from where the map starts: on its line, errors point into the
                    // value; a value on a line of its own is pointed at by the map's start.
                    let sameLine = value.location.line == location.line
                    values[key] = value.value.shifted(by: sameLine ? value.location.column - location.column : nil)
                }
                return Located(Expression(.map(values), at: 0), at: location)
            case .alias:
                return nil
            }
        }

        mutating func condition(_ node: Node) -> Located<Expression>? {
            let location = node.textLocation(in: file)
            let value = node.phraseValue
            guard case .string(let source) = value else { return Located(Expression(.literal(value), at: 0), at: location) }
            do {
                return Located(try ExpressionParser.expression(source), at: location)
            } catch {
                report(error.message, location.advanced(by: error.offset))
                return nil
            }
        }

        mutating func arguments(_ node: Node, _ what: String) -> [Step.Argument] {
            guard let pairs = node.mappingPairs else {
                report("'\(what)' must map names to values", at: node)
                return []
            }
            var arguments: [Step.Argument] = []
            for (name, keyNode, value) in pairs where counted(value) {
                if what == "set", !Self.isName(name) { report("'\(name)' is no variable name: use letters, digits and _", at: keyNode) }
                guard let expression = text(value) else { continue }
                arguments.append(Step.Argument(name: Located(name, at: keyNode.location(in: file)), value: expression))
            }
            return arguments
        }

        mutating func branches(_ node: Node, depth: Int) -> [Step.Branch] {
            guard let items = node.sequenceItems else {
                report("'choose' must be a list of {when, then} branches", at: node)
                return []
            }
            var branches: [Step.Branch] = []
            for item in items where counted(item) {
                guard let when = item.value(forKey: "when"), let then = item.value(forKey: "then") else {
                    report("a 'choose' branch needs 'when' and 'then'", at: item)
                    continue
                }
                for (key, keyNode, _) in item.mappingPairs ?? [] where key != "when" && key != "then" {
                    report("a 'choose' branch has 'when' and 'then', not '\(key)'", at: keyNode)
                }
                guard let condition = condition(when) else { continue }
                branches.append(Step.Branch(condition: condition, steps: steps(then, depth: depth + 1)))
            }
            return branches
        }

        mutating func repetition(_ node: Node, depth: Int) -> Step.Action? {
            guard let pairs = node.mappingPairs else {
                report("'repeat' is a mapping: {count: 3, steps: […]}, {for_each: …, steps: […]} or {while: …, steps: […]}", at: node)
                return nil
            }
            var repetition: Step.Repetition?
            var limit = ShortcutReader.defaultWhileLimit
            var body: [Step] = []
            var sawSteps = false
            for (key, keyNode, value) in pairs {
                switch key {
                case "count": if let count = text(value) { repetition = .count(count) }
                case "for_each": if let list = text(value) { repetition = .forEach(list) }
                case "while": if let condition = condition(value) { repetition = .whileTrue(condition, limit: limit) }
                case "max":
                    guard case .int(let given) = value.phraseValue, (1...ShortcutReader.maximumWhileLimit).contains(given) else {
                        report("'max' must be a whole number from 1 to \(ShortcutReader.maximumWhileLimit)", at: value)
                        continue
                    }
                    limit = given
                case "steps":
                    sawSteps = true
                    body = steps(value, depth: depth + 1)
                default:
                    report("'repeat' takes 'count', 'for_each' or 'while' (with 'max'), and 'steps', not '\(key)'", at: keyNode)
                }
            }
            if case .whileTrue(let condition, _) = repetition { repetition = .whileTrue(condition, limit: limit) }
            guard let repetition else {
                report("'repeat' needs 'count', 'for_each' or 'while'", at: node)
                return nil
            }
            if !sawSteps { report("'repeat' needs 'steps'", at: node) }
            return .repeating(repetition, steps: body)
        }

        mutating func menuOptions(_ node: Node, depth: Int) -> [Step.MenuOption] {
            guard let items = node.sequenceItems, !items.isEmpty else {
                report("'options' must be a list of {label, steps}", at: node)
                return []
            }
            var options: [Step.MenuOption] = []
            for item in items where counted(item) {
                guard let labelNode = item.value(forKey: "label"), let label = labelNode.scalarText else {
                    report("a menu option needs a 'label'", at: item)
                    continue
                }
                options.append(Step.MenuOption(label: Located(label, at: labelNode.textLocation(in: file)),
                                               steps: item.value(forKey: "steps").map { steps($0, depth: depth + 1) } ?? []))
            }
            return options
        }
    }
}
