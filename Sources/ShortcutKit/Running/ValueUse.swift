/// Which steps' results a shortcut reads the `value` of: an intent's value is turned into data
/// only for those (the others are read for their `dialog` or not at all), which saves a one-shot
/// run the conversion.
enum ValueUse {
    /// The variables of `steps` read other than as `x.dialog` or `x.spoken`.
    static func valuesRead(in steps: [Step]) -> Set<String> {
        var names: Set<String> = []
        for expression in expressions(in: steps) { collect(expression, into: &names) }
        return names
    }

    private static func collect(_ expression: Expression, into names: inout Set<String>) {
        switch expression.kind {
        case .literal: break
        case .variable(let name): names.insert(name)
        case .member(let base, let member):
            if case .variable = base.kind, member == "dialog" || member == "spoken" { return }
            collect(base, into: &names)
        case .index(let base, let index):
            collect(base, into: &names)
            collect(index, into: &names)
        case .not(let inner), .negate(let inner), .isEmpty(let inner, _): collect(inner, into: &names)
        case .binary(_, let left, let right):
            collect(left, into: &names)
            collect(right, into: &names)
        case .call(_, let items), .list(let items), .text(let items): for item in items { collect(item, into: &names) }
        case .map(let values): for value in values.values { collect(value, into: &names) }
        }
    }

    /// Every expression written in `steps`, nested ones too.
    private static func expressions(in steps: [Step]) -> [Expression] {
        var found: [Expression] = []
        for step in steps {
            switch step.action {
            case .intent(_, let arguments, _), .shortcut(_, let arguments, _), .set(let arguments):
                found += arguments.map(\.value.value)
            case .say(let line), .result(let line): found.append(line.value)
            case .ask(let question, _, _): found.append(question.value)
            case .when(let condition, let then, let otherwise):
                found += [condition.value] + expressions(in: then) + expressions(in: otherwise)
            case .choose(let branches, let otherwise):
                found += branches.flatMap { [$0.condition.value] + expressions(in: $0.steps) } + expressions(in: otherwise)
            case .repeating(let repetition, let body):
                switch repetition {
                case .count(let value), .forEach(let value), .whileTrue(let value, _): found.append(value.value)
                }
                found += expressions(in: body)
            case .menu(let question, let options, _): found += [question.value] + options.flatMap { expressions(in: $0.steps) }
            case .stop(let message, _): if let message { found.append(message.value) }
            }
        }
        return found
    }
}
