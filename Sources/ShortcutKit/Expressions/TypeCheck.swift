import HarkValue

/// Works out what kind of value an expression gives, before the shortcut runs, and finds the
/// mistakes that can be found then: a number compared with a text, arithmetic on a text, an
/// unknown function, a key a step's result does not have. A value known only when running
/// (`any`) passes, and is checked then.
enum TypeCheck {
    static func type(of expression: Expression, variables: [String: ValueType]) -> (type: ValueType, errors: [ExpressionError]) {
        var errors: [ExpressionError] = []
        let type = check(expression, variables, &errors)
        return (type, errors)
    }

    private static func check(_ expression: Expression, _ variables: [String: ValueType], _ errors: inout [ExpressionError]) -> ValueType {
        func fail(_ message: String, at offset: Int = expression.offset) -> ValueType {
            errors.append(ExpressionError(message: message, offset: offset))
            return .any
        }
        switch expression.kind {
        case .literal(let value): return type(of: value)
        case .variable(let name): return variables[name] ?? .any
        case .text(let parts):
            for part in parts { _ = check(part, variables, &errors) }
            return .text
        case .list(let items):
            for item in items { _ = check(item, variables, &errors) }
            return .list
        case .map(let values):
            for key in values.keys.sorted() { if let value = values[key] { _ = check(value, variables, &errors) } }
            return .map
        case .member(let base, let name):
            switch check(base, variables, &errors) {
            case .result:
                switch name {
                case "dialog", "spoken": return .text
                case "value": return .any
                default: return fail("a step's result has “dialog”, “spoken” and “value”, not “\(name)”")
                }
            case .list:
                switch name {
                case "count": return .number
                case "first", "last": return .any
                default: return fail("a list has “count”, “first” and “last”, not “\(name)” (use [0] for an item)")
                }
            case .text:
                return name == "count" ? .number : fail("a text has “count”, not “\(name)”")
            case .number, .bool:
                return fail("\(check(base, variables, &errors).described) has no “\(name)”")
            case .map, .any, .null:
                return .any
            }
        case .index(let base, let index):
            let baseType = check(base, variables, &errors)
            let indexType = check(index, variables, &errors)
            if baseType == .list, indexType.isKnown, indexType != .number { return fail("a list's items are numbered: [0], [1], …") }
            if baseType == .map, indexType.isKnown, indexType != .text { return fail("a map's values are named: [\"name\"]") }
            if [.text, .number, .bool, .result].contains(baseType) { return fail("\(baseType.described) has no items to pick with [ ]") }
            return .any
        case .not(let inner):
            _ = check(inner, variables, &errors)
            return .bool
        case .isEmpty(let inner, _):
            let inner = check(inner, variables, &errors)
            if inner == .number || inner == .bool { return fail("\(inner.described) is never empty: compare it instead") }
            return .bool
        case .negate(let inner):
            let inner = check(inner, variables, &errors)
            if inner.isKnown, inner != .number { return fail("only a number can be negated, not \(inner.described)") }
            return .number
        case .binary(let op, let leftExpression, let rightExpression):
            let left = check(leftExpression, variables, &errors), right = check(rightExpression, variables, &errors)
            switch op {
            case .and, .or: return .bool
            case .equal, .notEqual:
                if left.isKnown, right.isKnown, left != right {
                    return fail("“\(op.rawValue)” compares \(left.described) with \(right.described): they are never equal")
                }
                return .bool
            case .less, .lessOrEqual, .greater, .greaterOrEqual:
                if left.isKnown, right.isKnown, left != right || (left != .number && left != .text) {
                    return fail("“\(op.rawValue)” compares \(left.described) with \(right.described): compare two numbers or two texts")
                }
                if left.isKnown, left != .number, left != .text { return fail("“\(op.rawValue)” cannot order \(left.described)") }
                return .bool
            case .contains:
                if left == .number || left == .bool || left == .result {
                    return fail("“contains” looks in a text, a list or a map, not in \(left.described)")
                }
                return .bool
            case .plus:
                if left.isKnown, right.isKnown {
                    if left == .number, right == .number { return .number }
                    if left == .text, right == .text { return .text }
                    if left == .list, right == .list { return .list }
                    return fail("“+” adds two numbers or joins two texts or two lists, not \(left.described) and \(right.described); write both in a text: \"${a} ${b}\"")
                }
                return left == .text || right == .text ? .text : .any
            case .minus, .times, .divided, .remainder:
                for (side, expression) in [(left, leftExpression), (right, rightExpression)] where side.isKnown && side != .number {
                    return fail("“\(op.rawValue)” works on numbers, not \(side.described)", at: expression.offset)
                }
                return .number
            }
        case .call(let name, let arguments):
            guard let function = ExpressionFunction.all[name] else {
                return fail("there is no function “\(name)” (there are: \(ExpressionFunction.all.keys.sorted().joined(separator: ", ")))")
            }
            guard function.arity.contains(arguments.count) else {
                let takes = function.arity.lowerBound == function.arity.upperBound ? "\(function.arity.lowerBound)"
                    : "\(function.arity.lowerBound) or \(function.arity.upperBound)"
                return fail("\(name)() takes \(takes) value\(function.arity.upperBound == 1 ? "" : "s"), not \(arguments.count)")
            }
            for (position, argument) in arguments.enumerated() {
                let type = check(argument, variables, &errors)
                let allowed = position < function.accepts.count ? function.accepts[position] : [.any]
                if type.isKnown, !allowed.contains(.any), !allowed.contains(type) {
                    _ = fail("\(name)() takes \(allowed.map(\.described).joined(separator: " or ")), not \(type.described)", at: argument.offset)
                }
            }
            return function.gives
        }
    }

    static func type(of value: PhraseValue) -> ValueType {
        switch value {
        case .string: .text
        case .int, .double: .number
        case .bool: .bool
        case .null: .null
        case .list: .list
        case .map: .map
        }
    }
}
