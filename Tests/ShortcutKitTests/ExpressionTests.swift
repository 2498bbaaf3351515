import Foundation
import HarkValue
import Testing

@testable import ShortcutKit

@Suite struct ExpressionTests {
    func value(_ text: String, _ variables: [String: PhraseValue] = [:]) throws -> PhraseValue {
        let moment = ExpressionFunction.Moment(now: wednesday, timeZone: TimeZone(identifier: "Europe/Berlin")!)
        return try Evaluator(variables: variables, moment: moment).value(of: ExpressionParser.expression(text))
    }

    @Test func arithmeticComparisonAndLogic() throws {
        #expect(try value("1 + 2 * 3") == .int(7))
        #expect(try value("(1 + 2) * 3 / 2") == .double(4.5))
        #expect(try value("7 % 3 == 1 and not (2 > 3) or false") == .bool(true))
        #expect(try value("'abc' < 'abd'") == .bool(true))
        #expect(try value("-x + 1", ["x": .int(3)]) == .int(-2))
        #expect(throws: EvaluationError("division by zero")) { try value("1 / 0") }
        // Numbers too large for a whole number give an answer, not a crash.
        #expect(try value("[1, 2][100000000000000000000000]") == .null)
        #expect(throws: EvaluationError.self) { try value("[1, 2][0.5]") }
        let huge = try value("round(100000000000000000000000.4)")
        #expect((huge.numberValue ?? 0) > 9.9e22, "\(huge)")
        #expect(throws: EvaluationError.self) { try value("round(2, 100000000000000000000000)") }
    }

    @Test func pathsIntoResults() throws {
        let found: PhraseValue = .map(["value": .list([.map(["content": .string("first memory")]), .map(["content": .string("second")])])])
        #expect(try value("${found.value[0].content}", ["found": found]) == .string("first memory"))
        #expect(try value("found.value[-1].content", ["found": found]) == .string("second"))
        #expect(try value("found.value.count", ["found": found]) == .int(2))
        #expect(try value("found.value[5]", ["found": found]) == .null)
        #expect(try value("found.missing.deeper", ["found": found]) == .null)
    }

    @Test func containsEmptyAndFunctions() throws {
        #expect(try value("'Design Review' contains 'review'") == .bool(true))
        #expect(try value("[1, 2] contains 2") == .bool(true))
        #expect(try value("x is empty", ["x": .list([])]) == .bool(true))
        #expect(try value("x is not empty", ["x": .string("a")]) == .bool(true))
        #expect(try value("round(2.345, 2)") == .double(2.35))
        #expect(try value("lower('ÉTÉ')") == .string("été"))
        #expect(try value("first([3, 4]) + last([3, 4])") == .int(7))
        #expect(try value("today()") == .string("2026-11-18"))
        #expect(try value("now()") == .string("2026-11-18T11:00:00+01:00"))
        #expect(try value("number('2.5') * 2") == .int(5))
    }

    @Test func textWithValuesInside() throws {
        let text = try ExpressionParser.text("You logged ${n} moods (${round(n / 3, 1)} a day)${''}")
        let moment = ExpressionFunction.Moment(now: wednesday, timeZone: .gmt)
        #expect(try Evaluator(variables: ["n": .int(7)], moment: moment).value(of: text) == .string("You logged 7 moods (2.3 a day)"))
        // A text that is one ${…} keeps its value's kind.
        #expect(try ExpressionParser.text("${n}").kind == .variable("n"))
        #expect(try ExpressionParser.text("no values").kind == .literal(.string("no values")))
    }

    @Test func mistakesSayWhere() {
        #expect(throws: ExpressionError(message: "expected “)” at the end", offset: 7)) { try ExpressionParser.expression("(1 + 2 ") }
        #expect(throws: ExpressionError(message: "unexpected “@”", offset: 2)) { try ExpressionParser.expression("1 @ 2") }
        #expect(throws: ExpressionError(message: "this text is never closed with '", offset: 5)) { try ExpressionParser.expression("x == 'abc") }
    }
}
