import Foundation
import HarkValue
import SpokenKit

/// The functions an expression may call: none reads a file, starts a program or changes anything.
///
/// | function | gives |
/// |---|---|
/// | `count(x)` | the number of items in a list, keys in a map or characters in a text |
/// | `join(list[, separator])` | the items as text, joined by ", " or the separator |
/// | `first(list)`, `last(list)` | the first or last item (nothing for an empty list) |
/// | `lower(text)`, `upper(text)` | the text in lower or upper case |
/// | `round(number[, places])` | the number rounded to whole numbers or to places after the point |
/// | `text(x)` | the value written as text |
/// | `number(x)` | a number read from text ("12", "2.5"), or nothing |
/// | `now()` | the moment the step runs, ISO 8601 with the zone's offset |
/// | `today()` | the day the step runs, `YYYY-MM-DD` |
public struct ExpressionFunction: Sendable {
    public let name: String
    let arity: ClosedRange<Int>
    /// The kinds each argument may have (`any` for every kind), by position.
    let accepts: [[ValueType]]
    let gives: ValueType
    let body: @Sendable ([PhraseValue], Moment) throws(EvaluationError) -> PhraseValue

    /// When an expression is worked out: for `now()` and `today()`.
    public struct Moment: Sendable {
        public var now: Date
        public var timeZone: TimeZone
        public init(now: Date, timeZone: TimeZone) {
            self.now = now
            self.timeZone = timeZone
        }
    }

    public static let all: [String: ExpressionFunction] = Dictionary(uniqueKeysWithValues: [
        ExpressionFunction(name: "count", arity: 1...1, accepts: [[.list, .map, .text]], gives: .number) { arguments, _ throws(EvaluationError) in
            switch arguments[0] {
            case .list(let items): return .int(items.count)
            case .map(let map): return .int(map.count)
            case .string(let text): return .int(text.count)
            case .null: return .int(0)
            case let other: throw EvaluationError("count() takes a list, a map or a text, not \(ValueText.kind(other))")
            }
        },
        ExpressionFunction(name: "join", arity: 1...2, accepts: [[.list], [.text]], gives: .text) { arguments, _ throws(EvaluationError) in
            let separator = arguments.count > 1 ? ValueText.text(arguments[1]) : ", "
            guard case .list(let items) = arguments[0] else {
                if arguments[0] == .null { return .string("") }
                throw EvaluationError("join() takes a list, not \(ValueText.kind(arguments[0]))")
            }
            return .string(items.map(ValueText.text).joined(separator: separator))
        },
        ExpressionFunction(name: "first", arity: 1...1, accepts: [[.list]], gives: .any) { arguments, _ throws(EvaluationError) in
            if case .list(let items) = arguments[0] { return items.first ?? .null }
            if arguments[0] == .null { return .null }
            throw EvaluationError("first() takes a list, not \(ValueText.kind(arguments[0]))")
        },
        ExpressionFunction(name: "last", arity: 1...1, accepts: [[.list]], gives: .any) { arguments, _ throws(EvaluationError) in
            if case .list(let items) = arguments[0] { return items.last ?? .null }
            if arguments[0] == .null { return .null }
            throw EvaluationError("last() takes a list, not \(ValueText.kind(arguments[0]))")
        },
        ExpressionFunction(name: "lower", arity: 1...1, accepts: [[.text]], gives: .text) { arguments, _ in
            .string(ValueText.text(arguments[0]).lowercased())
        },
        ExpressionFunction(name: "upper", arity: 1...1, accepts: [[.text]], gives: .text) { arguments, _ in
            .string(ValueText.text(arguments[0]).uppercased())
        },
        ExpressionFunction(name: "round", arity: 1...2, accepts: [[.number], [.number]], gives: .number) { arguments, _ throws(EvaluationError) in
            guard let number = arguments[0].numberValue else { throw EvaluationError("round() takes a number, not \(ValueText.kind(arguments[0]))") }
            let given = arguments.count > 1 ? arguments[1].numberValue ?? 0 : 0
            guard let places = Int(exactly: given), (0...10).contains(places) else {
                throw EvaluationError("round() rounds to 0 to 10 places, not \(ValueText.text(.number(given)))")
            }
            if places == 0 { return Int(exactly: number.rounded()).map(PhraseValue.int) ?? .double(number.rounded()) }
            let scale = pow(10, Double(places))
            return .double((number * scale).rounded() / scale)
        },
        ExpressionFunction(name: "text", arity: 1...1, accepts: [[.any]], gives: .text) { arguments, _ in
            .string(ValueText.text(arguments[0]))
        },
        ExpressionFunction(name: "number", arity: 1...1, accepts: [[.any]], gives: .number) { arguments, _ in
            if let number = arguments[0].numberValue { return .number(number) }
            if case .string(let text) = arguments[0], let number = Double(text.trimmingCharacters(in: .whitespaces)) { return .number(number) }
            return .null
        },
        ExpressionFunction(name: "now", arity: 0...0, accepts: [], gives: .text) { _, moment in
            .string(ISO8601Text.string(moment.now, in: moment.timeZone))
        },
        ExpressionFunction(name: "today", arity: 0...0, accepts: [], gives: .text) { _, moment in
            .string(String(ISO8601Text.string(moment.now, in: moment.timeZone).prefix(10)))
        },
    ].map { ($0.name, $0) })
}

/// Why an expression could not be worked out when the shortcut ran.
public struct EvaluationError: Error, Sendable, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
