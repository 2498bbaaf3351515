import Foundation
import HarkValue

/// Works out expressions against a shortcut's variables when it runs. Pure: the moment and zone
/// for `now()` and `today()` are given.
public struct Evaluator: Sendable {
    public var variables: [String: PhraseValue]
    public var moment: ExpressionFunction.Moment

    public init(variables: [String: PhraseValue], moment: ExpressionFunction.Moment) {
        self.variables = variables
        self.moment = moment
    }

    public func value(of expression: Expression) throws(EvaluationError) -> PhraseValue {
        switch expression.kind {
        case .literal(let value): return value
        case .variable(let name):
            guard let value = variables[name] else { throw EvaluationError("“\(name)” has no value") }
            return value
        case .text(let parts):
            var text = ""
            for part in parts {
                text += ValueText.text(try value(of: part))
                try Self.check(.string(text))
            }
            return .string(text)
        case .list(let items):
            var values: [PhraseValue] = []
            for item in items { values.append(try value(of: item)) }
            return try Self.check(.list(values))
        case .map(let entries):
            var values: [String: PhraseValue] = [:]
            for (key, entry) in entries { values[key] = try value(of: entry) }
            return .map(values)
        case .member(let base, let name):
            switch try value(of: base) {
            case .map(let map): return map[name] ?? (name == "count" ? .int(map.count) : .null)
            case .list(let items):
                switch name {
                case "count": return .int(items.count)
                case "first": return items.first ?? .null
                case "last": return items.last ?? .null
                default: throw EvaluationError("a list has “count”, “first” and “last”, not “\(name)”")
                }
            case .string(let text) where name == "count": return .int(text.count)
            case .null: return .null
            case let other: throw EvaluationError("\(ValueText.kind(other)) has no “\(name)”")
            }
        case .index(let base, let indexExpression):
            let container = try value(of: base), index = try value(of: indexExpression)
            switch (container, index) {
            case (.list(let items), _):
                guard let number = index.numberValue, number == number.rounded() else {
                    throw EvaluationError("a list's items are numbered, not picked by \(ValueText.kind(index))")
                }
                // A whole number too large to be a position is past the end: no item.
                guard let whole = Int(exactly: number) else { return .null }
                let position = whole < 0 ? items.count + whole : whole
                return items.indices.contains(position) ? items[position] : .null
            case (.map(let map), .string(let key)): return map[key] ?? .null
            case (.null, _): return .null
            default: throw EvaluationError("cannot pick \(ValueText.text(index)) from \(ValueText.kind(container))")
            }
        case .not(let inner): return .bool(!ValueText.isTrue(try value(of: inner)))
        case .negate(let inner):
            guard let number = try value(of: inner).numberValue else { throw EvaluationError("only a number can be negated") }
            return .number(-number)
        case .isEmpty(let inner, let negated):
            let empty: Bool
            switch try value(of: inner) {
            case .null: empty = true
            case .string(let text): empty = text.isEmpty
            case .list(let items): empty = items.isEmpty
            case .map(let map): empty = map.isEmpty
            case let other: throw EvaluationError("\(ValueText.kind(other)) is never empty")
            }
            return .bool(empty != negated)
        case .binary(let op, let left, let right):
            return try binary(op, left, right)
        case .call(let name, let arguments):
            guard let function = ExpressionFunction.all[name] else { throw EvaluationError("there is no function “\(name)”") }
            var values: [PhraseValue] = []
            for argument in arguments { values.append(try value(of: argument)) }
            return try Self.check(try function.body(values, moment))
        }
    }

    private func binary(_ op: Expression.BinaryOperator, _ leftExpression: Expression, _ rightExpression: Expression) throws(EvaluationError) -> PhraseValue {
        switch op {
        case .and:
            guard ValueText.isTrue(try value(of: leftExpression)) else { return .bool(false) }
            return .bool(ValueText.isTrue(try value(of: rightExpression)))
        case .or:
            if ValueText.isTrue(try value(of: leftExpression)) { return .bool(true) }
            return .bool(ValueText.isTrue(try value(of: rightExpression)))
        default: break
        }
        let left = try value(of: leftExpression), right = try value(of: rightExpression)
        switch op {
        case .equal: return .bool(left.looselyEquals(right))
        case .notEqual: return .bool(!left.looselyEquals(right))
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let order: ComparisonResult
            if let a = left.numberValue, let b = right.numberValue {
                order = a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            } else if case .string(let a) = left, case .string(let b) = right {
                order = a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
            } else {
                throw EvaluationError("“\(op.rawValue)” compares two numbers or two texts, not \(ValueText.kind(left)) and \(ValueText.kind(right))")
            }
            switch op {
            case .less: return .bool(order == .orderedAscending)
            case .lessOrEqual: return .bool(order != .orderedDescending)
            case .greater: return .bool(order == .orderedDescending)
            default: return .bool(order != .orderedAscending)
            }
        case .contains:
            switch left {
            case .string(let text): return .bool(text.localizedCaseInsensitiveContains(ValueText.text(right)))
            case .list(let items): return .bool(items.contains { $0.looselyEquals(right) })
            case .map(let map): return .bool(map[ValueText.text(right)] != nil)
            case .null: return .bool(false)
            default: throw EvaluationError("“contains” looks in a text, a list or a map, not in \(ValueText.kind(left))")
            }
        case .plus:
            if let a = left.numberValue, let b = right.numberValue { return number(a + b) }
            if case .list(let a) = left, case .list(let b) = right {
                guard a.count + b.count <= Limits.maximumListItems else { throw Self.tooLong(.list(a)) }
                return .list(a + b)
            }
            if case .string = left { return try Self.joined(left, right) }
            if case .string = right { return try Self.joined(left, right) }
            throw EvaluationError("“+” adds numbers or joins texts, not \(ValueText.kind(left)) and \(ValueText.kind(right))")
        default:
            guard let a = left.numberValue, let b = right.numberValue else {
                throw EvaluationError("“\(op.rawValue)” works on numbers, not \(ValueText.kind(left)) and \(ValueText.kind(right))")
            }
            switch op {
            case .minus: return number(a - b)
            case .times: return number(a * b)
            case .divided:
                guard b != 0 else { throw EvaluationError("division by zero") }
                return number(a / b)
            default:
                guard b != 0 else { throw EvaluationError("division by zero") }
                return number(a.truncatingRemainder(dividingBy: b))
            }
        }
    }

    /// `value`, when it is within the limits of one value (`Limits`): a text of at most
    /// `maximumTextBytes`, a list of at most `maximumListItems`.
    @discardableResult
    static func check(_ value: PhraseValue) throws(EvaluationError) -> PhraseValue {
        switch value {
        case .string(let text) where text.utf8.count > Limits.maximumTextBytes: throw tooLong(value)
        case .list(let items) where items.count > Limits.maximumListItems: throw tooLong(value)
        default: return value
        }
    }

    static func tooLong(_ value: PhraseValue) -> EvaluationError {
        if case .list = value { return EvaluationError("a list would have more than \(Limits.maximumListItems) items") }
        return EvaluationError("a text would be longer than \(Limits.maximumTextBytes) bytes")
    }

    /// Two values joined as text, refused before it is made when it would be too long.
    static func joined(_ left: PhraseValue, _ right: PhraseValue) throws(EvaluationError) -> PhraseValue {
        let a = ValueText.text(left), b = ValueText.text(right)
        guard a.utf8.count + b.utf8.count <= Limits.maximumTextBytes else { throw tooLong(.string(a)) }
        return .string(a + b)
    }

    /// Whole results stay whole numbers (2 + 3 is 5, not 5.0).
    private func number(_ value: Double) -> PhraseValue {
        value == value.rounded() && abs(value) < 9e15 ? .int(Int(value)) : .double(value)
    }
}
