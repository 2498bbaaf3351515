import CronKit
import Foundation
import HarkValue
import IntentKit
import PhraseKit
import SpokenKit

/// Checks shortcuts before they run (and `hark shortcuts validate`): every problem, each with its
/// file, line and column, in one pass.
///
/// It finds unknown intents and shortcuts; unknown, missing and wrongly typed arguments;
/// variables used before they are set; a number compared with a text and other type mistakes
/// in expressions; a shortcut that calls itself directly or through others; phrase templates that
/// do not parse, and phrase slots that are no parameter; parameter types no intent knows; and a
/// trigger whose cron expression is invalid. (`ShortcutReader` finds what is wrong in the file
/// itself: YAML, unknown keys, `then` without `if`, size.)
public enum ShortcutValidator {
    /// Every problem in `shortcut`; `library` holds the shortcuts it may call, by id.
    public static func validate(_ shortcut: Shortcut, library: [String: Shortcut], catalog: ShortcutCatalog) -> [PhraseDiagnostic] {
        var check = Check(shortcut: shortcut, library: library, catalog: catalog)
        check.run()
        return check.problems
    }

    /// The shortcuts `shortcut` calls directly, by id.
    static func calls(of steps: [Step]) -> [(id: Located<String>, step: Step)] {
        var calls: [(id: Located<String>, step: Step)] = []
        for step in steps {
            switch step.action {
            case .shortcut(let id, _, _): calls.append((id, step))
            case .when(_, let then, let otherwise): calls += Self.calls(of: then) + Self.calls(of: otherwise)
            case .choose(let branches, let otherwise): calls += branches.flatMap { Self.calls(of: $0.steps) } + Self.calls(of: otherwise)
            case .repeating(_, let body): calls += Self.calls(of: body)
            case .menu(_, let options, _): calls += options.flatMap { Self.calls(of: $0.steps) }
            default: break
            }
        }
        return calls
    }

    struct Check {
        let shortcut: Shortcut
        let library: [String: Shortcut]
        let catalog: ShortcutCatalog
        var problems: [PhraseDiagnostic] = []
        /// A fixed moment to try reading spoken values against ("next friday" reads at any).
        let spoken = SpokenContext(now: Date(timeIntervalSince1970: 1_800_000_000))

        init(shortcut: Shortcut, library: [String: Shortcut], catalog: ShortcutCatalog) {
            self.shortcut = shortcut
            self.library = library
            self.catalog = catalog
        }

        mutating func report(_ message: String, _ location: SourceLocation) {
            problems.append(PhraseDiagnostic(message, at: location))
        }

        mutating func run() {
            var scope: [String: ValueType] = [:]
            for parameter in shortcut.parameters {
                if case .named(let name) = parameter.type, !catalog.knows(type: name) {
                    let known = (catalog.enums.keys.sorted() + catalog.entities.sorted()).joined(separator: ", ")
                    report("unknown parameter type '\(name)' (use text, number, bool, date, range, duration, or an intent's enum or entity: \(known))", parameter.location)
                }
                if let value = parameter.defaultValue, value != .null {
                    do { _ = try ValueReading.read(value, as: parameter.type, catalog: catalog, spoken: spoken) } catch {
                        report("the default of '\(parameter.name)' is no \(parameter.type): \(error.reason)", parameter.location)
                    }
                }
                scope[parameter.name] = parameter.type.valueType
            }
            checkPhrases()
            checkTrigger()
            checkCycles()
            _ = steps(shortcut.steps, scope)
        }

        mutating func checkPhrases() {
            for phrase in shortcut.phrases {
                do {
                    let template = try Template(phrase.value)
                    for reference in template.root.slotReferences(expandingRulesIn: PhraseSet(), block: PhraseBlock(sentences: [])) where !reference.isCapture && shortcut.parameter(reference.slotName) == nil {
                        let declared = shortcut.parameters.map(\.name).joined(separator: ", ")
                        report("slot {\(reference.slotName)} is not a parameter of this shortcut (parameters: \(declared.isEmpty ? "none" : declared))",
                               phrase.location.advanced(by: reference.offset))
                    }
                } catch {
                    report("\(error.message) in template \"\(phrase.value)\"", phrase.location.advanced(by: error.offset))
                }
            }
        }

        mutating func checkTrigger() {
            guard let trigger = shortcut.trigger, case .failure(let failure) = trigger.settings(defaultZone: TimeZone(identifier: "UTC") ?? .current) else { return }
            for problem in failure.problems { report(problem.message, problem.location) }
        }

        /// A call back to this shortcut, directly or through others, is reported where this
        /// shortcut makes the first call of the cycle.
        mutating func checkCycles() {
            for call in ShortcutValidator.calls(of: shortcut.steps) {
                if call.id.value == shortcut.id {
                    report("the shortcut calls itself", call.id.location)
                    continue
                }
                var path = [shortcut.id, call.id.value]
                var seen: Set<String> = [call.id.value]
                if cycle(from: call.id.value, path: &path, seen: &seen) {
                    report("the shortcut calls itself through others: \(path.joined(separator: " → "))", call.id.location)
                }
            }
        }

        func cycle(from id: String, path: inout [String], seen: inout Set<String>) -> Bool {
            guard let callee = library[id] else { return false }
            for call in ShortcutValidator.calls(of: callee.steps) {
                if call.id.value == shortcut.id { path.append(shortcut.id); return true }
                guard seen.insert(call.id.value).inserted else { continue }
                path.append(call.id.value)
                if cycle(from: call.id.value, path: &path, seen: &seen) { return true }
                path.removeLast()
            }
            return false
        }

        // MARK: Steps

        /// Checks `steps` in order; the variables set after them.
        mutating func steps(_ steps: [Step], _ start: [String: ValueType]) -> [String: ValueType] {
            var scope = start
            for step in steps { scope = self.step(step, scope) }
            return scope
        }

        /// The variables set on every way through (each way starts from the same scope, so those
        /// set before are in all); a variable of different kinds on different ways is `any`.
        func common(_ ways: [[String: ValueType]], _ before: [String: ValueType]) -> [String: ValueType] {
            guard var result = ways.first else { return before }
            for way in ways.dropFirst() {
                result = result.filter { way[$0.key] != nil }
                for (name, type) in result where way[name] != type { result[name] = .any }
            }
            return result
        }

        mutating func step(_ step: Step, _ scope: [String: ValueType]) -> [String: ValueType] {
            var scope = scope
            switch step.action {
            case .intent(let name, let arguments, let result):
                let types = arguments.map { (argument: $0, type: expression($0.value, scope)) }
                if let intent = catalog.intent(name.value) {
                    checkArguments(types, parameters: intent.parameters.map { ($0.name, ValueReading.type(of: $0.type), $0.isRequired) },
                                   callee: name.value, at: name.location)
                } else {
                    let known = catalog.names.sorted().joined(separator: ", ")
                    report("unknown intent '\(name.value)' (known: \(known))", name.location)
                }
                if let result { scope[result.value] = .result }
            case .shortcut(let id, let arguments, let result):
                let types = arguments.map { (argument: $0, type: expression($0.value, scope)) }
                if let callee = library[id.value] {
                    checkArguments(types, parameters: callee.parameters.map { ($0.name, $0.type, $0.isRequired && $0.ask == nil) },
                                   callee: id.value, at: id.location)
                } else {
                    let known = library.keys.sorted().joined(separator: ", ")
                    report("unknown shortcut '\(id.value)' (known: \(known.isEmpty ? "none" : known))", id.location)
                }
                if let result { scope[result.value] = .result }
            case .set(let assignments):
                for assignment in assignments { scope[assignment.name.value] = expression(assignment.value, scope) }
            case .say(let line):
                _ = expression(line, scope)
            case .ask(let question, let name, let type):
                _ = expression(question, scope)
                if case .named(let typeName) = type, !catalog.knows(type: typeName) {
                    report("unknown answer type '\(typeName)' (use text, number, bool, date, range or duration)", step.location)
                }
                scope[name.value] = type.valueType
            case .when(let condition, let then, let otherwise):
                _ = expression(condition, scope)
                scope = common([steps(then, scope), steps(otherwise, scope)], scope)
            case .choose(let branches, let otherwise):
                var ways: [[String: ValueType]] = []
                for branch in branches {
                    _ = expression(branch.condition, scope)
                    ways.append(steps(branch.steps, scope))
                }
                ways.append(steps(otherwise, scope))
                scope = common(ways, scope)
            case .repeating(let repetition, let body):
                var inner = scope
                switch repetition {
                case .count(let count):
                    let type = expression(count, scope)
                    if type.isKnown, type != .number { report("'count' must be a number, not \(type.described)", count.location) }
                    if case .literal(let given) = count.value.kind, let number = given.numberValue, number > Double(Limits.maximumRepeats) {
                        report("'count' of \(ValueText.text(given)) is more rounds than a run may take (\(Limits.maximumRepeats))", count.location)
                    }
                case .forEach(let list):
                    let type = expression(list, scope)
                    if type.isKnown, type != .list { report("'for_each' goes through a list, not \(type.described)", list.location) }
                    inner["item"] = .any
                case .whileTrue(let condition, _):
                    _ = expression(condition, scope)
                }
                inner["index"] = .number
                if case .forEach = repetition {} else { inner["item"] = .number }
                // A loop may run no round: what it sets is not set after it.
                _ = steps(body, inner)
            case .menu(let question, let options, let result):
                _ = expression(question, scope)
                if options.isEmpty { report("a menu needs at least one option", step.location) }
                var ways = options.map { steps($0.steps, scope) }
                if ways.isEmpty { ways = [scope] }
                scope = common(ways, scope)
                if let result { scope[result.value] = .text }
            case .stop(let message, _):
                if let message { _ = expression(message, scope) }
            case .result(let value):
                _ = expression(value, scope)
            }
            return scope
        }

        /// Checks an expression: its variables are set, its types fit; its kind.
        mutating func expression(_ value: Located<Expression>, _ scope: [String: ValueType]) -> ValueType {
            for variable in value.value.variables where scope[variable.name] == nil {
                let message = shortcut.parameter(variable.name) == nil
                    ? "'\(variable.name)' is used before it is set (set it with 'as:', 'set:' or 'ask:', or declare it as a parameter)"
                    : "'\(variable.name)' is used before it is set"
                report(message, value.location.advanced(by: variable.offset))
            }
            let (type, errors) = TypeCheck.type(of: value.value, variables: scope)
            for error in errors { report(error.message, value.location.advanced(by: error.offset)) }
            return type
        }

        mutating func checkArguments(_ arguments: [(argument: Step.Argument, type: ValueType)],
                                     parameters: [(name: String, type: ShortcutValueType?, required: Bool)],
                                     callee: String, at location: SourceLocation) {
            let names = parameters.map(\.name)
            for (argument, type) in arguments {
                guard let parameter = parameters.first(where: { $0.name == argument.name.value }) else {
                    report("\(callee) has no parameter '\(argument.name.value)' (its parameters: \(names.isEmpty ? "none" : names.joined(separator: ", ")))",
                           argument.name.location)
                    continue
                }
                if let constant = argument.value.value.constant, let expected = parameter.type {
                    do { _ = try ValueReading.read(constant, as: expected, catalog: catalog, spoken: spoken) } catch {
                        report("'\(argument.name.value)' of \(callee) is \(expected.described): \(error.reason)", argument.value.location)
                    }
                } else if !ValueReading.fits(type, parameter.type) {
                    report("'\(argument.name.value)' of \(callee) is \(parameter.type?.described ?? "a value"), not \(type.described)",
                           argument.value.location)
                }
            }
            for parameter in parameters where parameter.required && !arguments.contains(where: { $0.argument.name.value == parameter.name }) {
                report("\(callee) needs '\(parameter.name)' (give it in 'with:')", location)
            }
        }
    }
}
