import HarkValue

/// A mistake in an expression, and where it is (characters from the start of the text).
public struct ExpressionError: Error, Sendable, Equatable {
    public var message: String
    public var offset: Int
}

/// Reads the shortcut language's expressions and texts.
///
/// - A text (`say:`, values in `with:`, `set:` and `result:`) is written as it is, with
///   expressions inside `${…}`: "You logged ${week.value.count} moods". A text that is nothing but
///   one `${…}` has that expression's own value (a number stays a number).
/// - A condition (`if:`, `when:`, `while:`) is one expression, whose variables may be written
///   bare or inside `${…}`: `${week.value.count} > 5`, `count(items) > 0 and not done`.
public enum ExpressionParser {
    /// Words, numbers, texts and symbols one expression may have at most.
    public static let maximumTokens = 512
    /// How deep parentheses, lists, calls, `not` and `-` may nest in one expression.
    public static let maximumNesting = 32

    /// Reads a text with `${…}` inside.
    public static func text(_ source: String) throws(ExpressionError) -> Expression {
        let scalars = Array(source.unicodeScalars)
        var parts: [Expression] = []
        var literal = String.UnicodeScalarView()
        var literalStart = 0
        var position = 0
        while position < scalars.count {
            if scalars[position] == "$", position + 1 < scalars.count, scalars[position + 1] == "{" {
                if !literal.isEmpty { parts.append(Expression(.literal(.string(String(literal))), at: literalStart)) }
                literal = String.UnicodeScalarView()
                var parser = Parser(scalars, from: position + 2)
                let expression = try parser.expression()
                try parser.expect("}", opening: position)
                parts.append(expression)
                position = parser.position
                literalStart = position
                continue
            }
            if literal.isEmpty { literalStart = position }
            literal.append(scalars[position])
            position += 1
        }
        if !literal.isEmpty { parts.append(Expression(.literal(.string(String(literal))), at: literalStart)) }
        if parts.count == 1 { return parts[0] }
        if parts.isEmpty { return Expression(.literal(.string("")), at: 0) }
        return Expression(.text(parts), at: 0)
    }

    /// Reads one expression (a condition).
    public static func expression(_ source: String) throws(ExpressionError) -> Expression {
        var parser = Parser(Array(source.unicodeScalars), from: 0)
        let expression = try parser.expression()
        let rest = try parser.token()
        guard case .end = rest.kind else { throw ExpressionError(message: "unexpected “\(rest.text)”", offset: rest.start) }
        return expression
    }

    /// One word, number, text or symbol of an expression, read when the parser asks for it (so
    /// that reading stops at the `}` closing a `${…}`, whatever text follows it).
    struct Token {
        enum Kind {
            case word(String), number(PhraseValue), text(String), symbol(String), end
        }
        var kind: Kind
        var start: Int
        var end: Int
        var text: String
    }

    struct Parser {
        let scalars: [Unicode.Scalar]
        /// Where the next token starts looking.
        var position: Int
        /// The token at `position`, once read.
        private var lookahead: Token?
        /// Tokens taken so far, and how deep the parser is now (`maximumTokens`, `maximumNesting`).
        private var taken = 0
        private var nesting = 0

        init(_ scalars: [Unicode.Scalar], from position: Int) {
            self.scalars = scalars
            self.position = position
        }

        static let keywords: Set<String> = ["and", "or", "not", "contains", "is", "empty", "true", "false", "null"]

        static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII { return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || scalar == "_" }
            return scalar.properties.isAlphabetic
        }

        static func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

        static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || (!scalar.isASCII && scalar.properties.isWhitespace)
        }

        /// The next token, read once.
        mutating func token() throws(ExpressionError) -> Token {
            if let lookahead { return lookahead }
            guard taken <= ExpressionParser.maximumTokens else {
                throw ExpressionError(message: "the expression is longer than \(ExpressionParser.maximumTokens) words and symbols", offset: position)
            }
            var start = position
            while start < scalars.count, Self.isSpace(scalars[start]) { start += 1 }
            let token = try read(at: start)
            lookahead = token
            return token
        }

        /// Moves past the token read.
        mutating func take() {
            if let lookahead { position = lookahead.end }
            lookahead = nil
            taken += 1
        }

        /// Runs `read` one level deeper, refusing an expression that nests too deep (it would
        /// overflow the stack of whatever reads it).
        mutating func nested<T>(at offset: Int, _ read: (inout Parser) throws(ExpressionError) -> T) throws(ExpressionError) -> T {
            guard nesting < ExpressionParser.maximumNesting else {
                throw ExpressionError(message: "the expression nests more than \(ExpressionParser.maximumNesting) deep", offset: offset)
            }
            nesting += 1
            defer { nesting -= 1 }
            return try read(&self)
        }

        private func read(at start: Int) throws(ExpressionError) -> Token {
            guard start < scalars.count else { return Token(kind: .end, start: start, end: start, text: "") }
            let first = scalars[start]
            func text(_ end: Int) -> String {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars[start..<end])
                return String(view)
            }
            if Self.isWordStart(first) {
                var end = start + 1
                while end < scalars.count, Self.isWordStart(scalars[end]) || Self.isDigit(scalars[end]) { end += 1 }
                let word = text(end)
                return Token(kind: .word(word), start: start, end: end, text: word)
            }
            if Self.isDigit(first) {
                var end = start + 1
                while end < scalars.count, Self.isDigit(scalars[end]) { end += 1 }
                if end + 1 < scalars.count, scalars[end] == ".", Self.isDigit(scalars[end + 1]) {
                    end += 1
                    while end < scalars.count, Self.isDigit(scalars[end]) { end += 1 }
                }
                let written = text(end)
                let value: PhraseValue = Int(written).map(PhraseValue.int) ?? .double(Double(written) ?? 0)
                return Token(kind: .number(value), start: start, end: end, text: written)
            }
            if first == "\"" || first == "'" {
                var end = start + 1
                var value = String.UnicodeScalarView()
                while end < scalars.count {
                    let scalar = scalars[end]
                    end += 1
                    if scalar == first { return Token(kind: .text(String(value)), start: start, end: end, text: text(end)) }
                    if scalar == "\\", end < scalars.count {
                        value.append(scalars[end])
                        end += 1
                    } else {
                        value.append(scalar)
                    }
                }
                throw ExpressionError(message: "this text is never closed with \(Character(first))", offset: start)
            }
            let second: Unicode.Scalar? = start + 1 < scalars.count ? scalars[start + 1] : nil
            let symbol: String?
            switch first {
            case "=" where second == "=": symbol = "=="
            case "!" where second == "=": symbol = "!="
            case "<" where second == "=": symbol = "<="
            case ">" where second == "=": symbol = ">="
            case "$" where second == "{": symbol = "${"
            case "<", ">", "+", "-", "*", "/", "%", "(", ")", "[", "]", ",", ".", "}": symbol = String(Character(first))
            default: symbol = nil
            }
            if let symbol { return Token(kind: .symbol(symbol), start: start, end: start + symbol.unicodeScalars.count, text: symbol) }
            throw ExpressionError(message: "unexpected “\(Character(first))”", offset: start)
        }

        mutating func keyword(_ name: String) throws(ExpressionError) -> Bool {
            guard case .word(let word) = try token().kind, word == name else { return false }
            take()
            return true
        }

        mutating func symbol(_ text: String) throws(ExpressionError) -> Bool {
            guard case .symbol(let symbol) = try token().kind, symbol == text else { return false }
            take()
            return true
        }

        mutating func expect(_ text: String, opening: Int? = nil) throws(ExpressionError) {
            let next = try token()
            guard case .symbol(let symbol) = next.kind, symbol == text else {
                if case .end = next.kind, let opening {
                    throw ExpressionError(message: "“${” is never closed with “}”", offset: opening)
                }
                if case .end = next.kind { throw ExpressionError(message: "expected “\(text)” at the end", offset: next.start) }
                throw ExpressionError(message: "expected “\(text)” before “\(next.text)”", offset: next.start)
            }
            take()
        }

        mutating func expression() throws(ExpressionError) -> Expression {
            try nested(at: position) { parser throws(ExpressionError) in
                var left = try parser.conjunction()
                while try parser.keyword("or") { left = Expression(.binary(.or, left, try parser.conjunction()), at: left.offset) }
                return left
            }
        }

        mutating func conjunction() throws(ExpressionError) -> Expression {
            var left = try negation()
            while try keyword("and") { left = Expression(.binary(.and, left, try negation()), at: left.offset) }
            return left
        }

        mutating func negation() throws(ExpressionError) -> Expression {
            let start = try token().start
            if try keyword("not") { return Expression(.not(try nested(at: start) { parser throws(ExpressionError) in try parser.negation() }), at: start) }
            return try comparison()
        }

        mutating func comparison() throws(ExpressionError) -> Expression {
            let left = try additive()
            if try keyword("is") {
                let negated = try keyword("not")
                guard try keyword("empty") else { throw ExpressionError(message: "expected “empty” after “is”", offset: try token().start) }
                return Expression(.isEmpty(left, negated: negated), at: left.offset)
            }
            if try keyword("contains") { return Expression(.binary(.contains, left, try additive()), at: left.offset) }
            if case .symbol(let symbol) = try token().kind, let op = Expression.BinaryOperator(rawValue: symbol),
               ["==", "!=", "<=", ">=", "<", ">"].contains(symbol) {
                take()
                return Expression(.binary(op, left, try additive()), at: left.offset)
            }
            return left
        }

        mutating func additive() throws(ExpressionError) -> Expression {
            var left = try multiplicative()
            while true {
                if try symbol("+") { left = Expression(.binary(.plus, left, try multiplicative()), at: left.offset) }
                else if try symbol("-") { left = Expression(.binary(.minus, left, try multiplicative()), at: left.offset) }
                else { return left }
            }
        }

        mutating func multiplicative() throws(ExpressionError) -> Expression {
            var left = try unary()
            while true {
                if try symbol("*") { left = Expression(.binary(.times, left, try unary()), at: left.offset) }
                else if try symbol("/") { left = Expression(.binary(.divided, left, try unary()), at: left.offset) }
                else if try symbol("%") { left = Expression(.binary(.remainder, left, try unary()), at: left.offset) }
                else { return left }
            }
        }

        mutating func unary() throws(ExpressionError) -> Expression {
            let start = try token().start
            if try symbol("-") { return Expression(.negate(try nested(at: start) { parser throws(ExpressionError) in try parser.unary() }), at: start) }
            return try postfix()
        }

        mutating func postfix() throws(ExpressionError) -> Expression {
            var base = try primary()
            while true {
                // A member or an index follows its base directly: "week.value", "items[0]".
                let next = try token()
                guard next.start == position, case .symbol(let symbol) = next.kind, symbol == "." || symbol == "[" else { return base }
                take()
                if symbol == "." {
                    let name = try token()
                    guard case .word(let word) = name.kind else { throw ExpressionError(message: "expected a name after “.”", offset: name.start) }
                    take()
                    base = Expression(.member(base, word), at: base.offset)
                } else {
                    let index = try expression()
                    try expect("]")
                    base = Expression(.index(base, index), at: base.offset)
                }
            }
        }

        mutating func primary() throws(ExpressionError) -> Expression {
            let next = try token()
            let start = next.start
            switch next.kind {
            case .end:
                throw ExpressionError(message: "expected a value at the end", offset: start)
            case .number(let value):
                take()
                return Expression(.literal(value), at: start)
            case .text(let value):
                take()
                return Expression(.literal(.string(value)), at: start)
            case .symbol("${"):
                take()
                let inner = try expression()
                try expect("}", opening: start)
                return Expression(inner.kind, at: inner.offset)
            case .symbol("("):
                take()
                let inner = try expression()
                try expect(")")
                return inner
            case .symbol("["):
                take()
                var items: [Expression] = []
                if !(try symbol("]")) {
                    repeat { items.append(try expression()) } while try symbol(",")
                    try expect("]")
                }
                return Expression(.list(items), at: start)
            case .symbol(let symbol):
                throw ExpressionError(message: "unexpected “\(symbol)”", offset: start)
            case .word(let name):
                take()
                switch name {
                case "true": return Expression(.literal(.bool(true)), at: start)
                case "false": return Expression(.literal(.bool(false)), at: start)
                case "null": return Expression(.literal(.null), at: start)
                default: break
                }
                guard !Self.keywords.contains(name) else { throw ExpressionError(message: "expected a value before “\(name)”", offset: start) }
                if try symbol("(") {
                    var arguments: [Expression] = []
                    if !(try symbol(")")) {
                        repeat { arguments.append(try expression()) } while try symbol(",")
                        try expect(")")
                    }
                    return Expression(.call(name, arguments), at: start)
                }
                return Expression(.variable(name), at: start)
            }
        }
    }
}
