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
    /// Reads a text with `${…}` inside.
    public static func text(_ source: String) throws(ExpressionError) -> Expression {
        let characters = Array(source)
        var parts: [Expression] = []
        var literal = ""
        var literalStart = 0
        var position = 0
        while position < characters.count {
            if characters[position] == "$", position + 1 < characters.count, characters[position + 1] == "{" {
                if !literal.isEmpty { parts.append(Expression(.literal(.string(literal)), at: literalStart)) }
                literal = ""
                var parser = Parser(characters, from: position + 2)
                let expression = try parser.expression()
                try parser.expect("}", opening: position)
                parts.append(expression)
                position = parser.position
                literalStart = position
                continue
            }
            if literal.isEmpty { literalStart = position }
            literal.append(characters[position])
            position += 1
        }
        if !literal.isEmpty { parts.append(Expression(.literal(.string(literal)), at: literalStart)) }
        if parts.count == 1, case .literal = parts[0].kind { return parts[0] }
        if parts.count == 1 { return parts[0] }
        if parts.isEmpty { return Expression(.literal(.string("")), at: 0) }
        return Expression(.text(parts), at: 0)
    }

    /// Reads one expression (a condition).
    public static func expression(_ source: String) throws(ExpressionError) -> Expression {
        var parser = Parser(Array(source), from: 0)
        let expression = try parser.expression()
        parser.skipSpaces()
        guard parser.position == parser.characters.count else {
            throw ExpressionError(message: "unexpected “\(parser.characters[parser.position])”", offset: parser.position)
        }
        return expression
    }

    struct Parser {
        let characters: [Character]
        var position: Int

        init(_ characters: [Character], from position: Int) {
            self.characters = characters
            self.position = position
        }

        static let keywords: Set<String> = ["and", "or", "not", "contains", "is", "empty", "true", "false", "null"]

        mutating func skipSpaces() {
            while position < characters.count, characters[position].isWhitespace { position += 1 }
        }

        func peek(_ text: String) -> Bool {
            let wanted = Array(text)
            guard position + wanted.count <= characters.count else { return false }
            return Array(characters[position..<position + wanted.count]) == wanted
        }

        /// The word at the position, if it is one (letters, digits and `_`, not starting with a digit).
        func word() -> String? {
            var end = position
            while end < characters.count, characters[end].isLetter || characters[end] == "_" || (end > position && characters[end].isNumber) {
                end += 1
            }
            return end > position ? String(characters[position..<end]) : nil
        }

        mutating func keyword(_ name: String) -> Bool {
            skipSpaces()
            guard word() == name else { return false }
            position += name.count
            return true
        }

        mutating func symbol(_ text: String) -> Bool {
            skipSpaces()
            guard peek(text) else { return false }
            position += text.count
            return true
        }

        mutating func expect(_ text: String, opening: Int? = nil) throws(ExpressionError) {
            guard symbol(text) else {
                if position >= characters.count, let opening {
                    throw ExpressionError(message: "“${” is never closed with “}”", offset: opening)
                }
                throw ExpressionError(message: position < characters.count ? "expected “\(text)” before “\(characters[position])”" : "expected “\(text)” at the end",
                                      offset: position)
            }
        }

        mutating func expression() throws(ExpressionError) -> Expression {
            var left = try conjunction()
            while true {
                let start = position
                guard keyword("or") else { position = start; return left }
                left = Expression(.binary(.or, left, try conjunction()), at: left.offset)
            }
        }

        mutating func conjunction() throws(ExpressionError) -> Expression {
            var left = try negation()
            while true {
                let start = position
                guard keyword("and") else { position = start; return left }
                left = Expression(.binary(.and, left, try negation()), at: left.offset)
            }
        }

        mutating func negation() throws(ExpressionError) -> Expression {
            skipSpaces()
            let start = position
            if keyword("not") { return Expression(.not(try negation()), at: start) }
            return try comparison()
        }

        mutating func comparison() throws(ExpressionError) -> Expression {
            let left = try additive()
            let start = position
            if keyword("is") {
                let negated = keyword("not")
                guard keyword("empty") else { throw ExpressionError(message: "expected “empty” after “is”", offset: position) }
                return Expression(.isEmpty(left, negated: negated), at: left.offset)
            }
            position = start
            if keyword("contains") { return Expression(.binary(.contains, left, try additive()), at: left.offset) }
            position = start
            for symbol in ["==", "!=", "<=", ">=", "<", ">"] where self.symbol(symbol) {
                guard let op = Expression.BinaryOperator(rawValue: symbol) else { break }
                return Expression(.binary(op, left, try additive()), at: left.offset)
            }
            position = start
            return left
        }

        mutating func additive() throws(ExpressionError) -> Expression {
            var left = try multiplicative()
            while true {
                if symbol("+") { left = Expression(.binary(.plus, left, try multiplicative()), at: left.offset) }
                else if symbol("-") { left = Expression(.binary(.minus, left, try multiplicative()), at: left.offset) }
                else { return left }
            }
        }

        mutating func multiplicative() throws(ExpressionError) -> Expression {
            var left = try unary()
            while true {
                if symbol("*") { left = Expression(.binary(.times, left, try unary()), at: left.offset) }
                else if symbol("/") { left = Expression(.binary(.divided, left, try unary()), at: left.offset) }
                else if symbol("%") { left = Expression(.binary(.remainder, left, try unary()), at: left.offset) }
                else { return left }
            }
        }

        mutating func unary() throws(ExpressionError) -> Expression {
            skipSpaces()
            let start = position
            if symbol("-") { return Expression(.negate(try unary()), at: start) }
            return try postfix()
        }

        mutating func postfix() throws(ExpressionError) -> Expression {
            var base = try primary()
            while true {
                if peek("."), position + 1 < characters.count, characters[position + 1].isLetter || characters[position + 1] == "_" {
                    position += 1
                    guard let name = word() else { throw ExpressionError(message: "expected a name after “.”", offset: position) }
                    position += name.count
                    base = Expression(.member(base, name), at: base.offset)
                } else if peek("[") {
                    position += 1
                    let index = try expression()
                    try expect("]")
                    base = Expression(.index(base, index), at: base.offset)
                } else {
                    return base
                }
            }
        }

        mutating func primary() throws(ExpressionError) -> Expression {
            skipSpaces()
            let start = position
            guard position < characters.count else { throw ExpressionError(message: "expected a value at the end", offset: position) }
            let character = characters[position]
            if peek("${") {
                position += 2
                let inner = try expression()
                try expect("}", opening: start)
                return Expression(inner.kind, at: inner.offset)
            }
            if character == "(" {
                position += 1
                let inner = try expression()
                try expect(")")
                return inner
            }
            if character == "[" {
                position += 1
                var items: [Expression] = []
                if !symbol("]") {
                    repeat { items.append(try expression()) } while symbol(",")
                    try expect("]")
                }
                return Expression(.list(items), at: start)
            }
            if character == "\"" || character == "'" { return Expression(.literal(.string(try quoted(character))), at: start) }
            if character.isNumber { return Expression(.literal(number()), at: start) }
            guard let name = word() else { throw ExpressionError(message: "unexpected “\(character)”", offset: position) }
            position += name.count
            switch name {
            case "true": return Expression(.literal(.bool(true)), at: start)
            case "false": return Expression(.literal(.bool(false)), at: start)
            case "null": return Expression(.literal(.null), at: start)
            default: break
            }
            guard !Self.keywords.contains(name) else { throw ExpressionError(message: "expected a value before “\(name)”", offset: start) }
            if symbol("(") {
                var arguments: [Expression] = []
                if !symbol(")") {
                    repeat { arguments.append(try expression()) } while symbol(",")
                    try expect(")")
                }
                return Expression(.call(name, arguments), at: start)
            }
            return Expression(.variable(name), at: start)
        }

        mutating func quoted(_ quote: Character) throws(ExpressionError) -> String {
            let start = position
            position += 1
            var text = ""
            while position < characters.count {
                let character = characters[position]
                position += 1
                if character == quote { return text }
                if character == "\\", position < characters.count {
                    text.append(characters[position])
                    position += 1
                } else {
                    text.append(character)
                }
            }
            throw ExpressionError(message: "this text is never closed with \(quote)", offset: start)
        }

        mutating func number() -> PhraseValue {
            let start = position
            while position < characters.count, characters[position].isNumber { position += 1 }
            if position + 1 < characters.count, characters[position] == ".", characters[position + 1].isNumber {
                position += 1
                while position < characters.count, characters[position].isNumber { position += 1 }
            }
            let text = String(characters[start..<position])
            if let whole = Int(text) { return .int(whole) }
            return .double(Double(text) ?? 0)
        }
    }
}
