import HarkValue

/// An expression of the shortcut language (`${found.value.count} > 5`, `lower(feeling)`), with
/// where each part was written: an offset in characters from the start of the text it came from.
/// Expressions have no way to run code, touch files or start programs: they read variables,
/// compare, compute and call the functions in `ExpressionFunction`.
public struct Expression: Sendable, Equatable {
    public indirect enum Kind: Sendable, Equatable {
        case literal(PhraseValue)
        case variable(String)
        /// A key of a map, or `count`, `first` and `last` of a list or text.
        case member(Expression, String)
        case index(Expression, Expression)
        case not(Expression)
        case negate(Expression)
        case binary(BinaryOperator, Expression, Expression)
        case isEmpty(Expression, negated: Bool)
        case call(String, [Expression])
        case list([Expression])
        /// A map whose values are expressions (`result: {memories: "${found.value}"}`).
        case map([String: Expression])
        /// Text with expressions inside (`"Hello ${name}"`): each part's value written as text.
        case text([Expression])
    }

    public enum BinaryOperator: String, Sendable, Equatable {
        case or, and
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case contains
        case plus = "+", minus = "-", times = "*", divided = "/", remainder = "%"
    }

    public var kind: Kind
    /// Where it starts, in characters from the start of the text it was read from.
    public var offset: Int

    public init(_ kind: Kind, at offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// Every variable the expression reads, with where.
    public var variables: [(name: String, offset: Int)] {
        switch kind {
        case .literal: return []
        case .variable(let name): return [(name, offset)]
        case .member(let base, _), .not(let base), .negate(let base), .isEmpty(let base, _): return base.variables
        case .index(let base, let index): return base.variables + index.variables
        case .binary(_, let left, let right): return left.variables + right.variables
        case .call(_, let arguments), .list(let arguments), .text(let arguments): return arguments.flatMap(\.variables)
        case .map(let values): return values.keys.sorted().flatMap { values[$0]?.variables ?? [] }
        }
    }

    /// The expression with every offset moved `delta` characters on (an expression written
    /// further along a line than where its offsets count from); nil puts every offset at 0.
    func shifted(by delta: Int?) -> Expression {
        func move(_ expression: Expression) -> Expression { expression.shifted(by: delta) }
        let kind: Kind
        switch self.kind {
        case .literal, .variable: kind = self.kind
        case .member(let base, let name): kind = .member(move(base), name)
        case .index(let base, let index): kind = .index(move(base), move(index))
        case .not(let inner): kind = .not(move(inner))
        case .negate(let inner): kind = .negate(move(inner))
        case .binary(let op, let left, let right): kind = .binary(op, move(left), move(right))
        case .isEmpty(let inner, let negated): kind = .isEmpty(move(inner), negated: negated)
        case .call(let name, let arguments): kind = .call(name, arguments.map(move))
        case .list(let items): kind = .list(items.map(move))
        case .map(let values): kind = .map(values.mapValues(move))
        case .text(let parts): kind = .text(parts.map(move))
        }
        return Expression(kind, at: delta.map { offset + $0 } ?? 0)
    }

    /// The value when the expression is a constant (no variable, no clock).
    public var constant: PhraseValue? {
        switch kind {
        case .literal(let value): return value
        case .text(let parts):
            var text = ""
            for part in parts {
                guard let value = part.constant else { return nil }
                text += ValueText.text(value)
            }
            return .string(text)
        default: return nil
        }
    }
}
