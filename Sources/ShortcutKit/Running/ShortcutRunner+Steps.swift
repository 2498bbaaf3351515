import Foundation
import HarkValue
import IntentKit
import PhraseKit

extension ShortcutRunner {
    /// Runs one step. A failure stops the shortcut, naming the step, unless the step says
    /// `continue_on_error: true`.
    func step(_ step: Step, _ frame: inout Frame, _ state: RunState) async throws {
        state.report.steps += 1
        guard state.report.steps <= limits.steps else {
            throw Interruption(ending: .limitReached("the shortcut ran more than \(limits.steps) steps, so I stopped it"))
        }
        guard !Task.isCancelled else { throw Interruption(ending: .cancelled) }
        guard clock().timeIntervalSince(state.started) <= limits.seconds else {
            throw Interruption(ending: .limitReached("the shortcut ran longer than \(Self.seconds(limits.seconds)), so I stopped it"))
        }
        do {
            try await perform(step, &frame, state)
        } catch let failure as StepFailure {
            let message = "\(step.location): \(failure.message)"
            guard step.continueOnError else { throw Interruption(ending: .failed(message)) }
            switch step.action {
            case .intent(_, _, let name?), .shortcut(_, _, let name?):
                frame.variables[name.value] = Self.result(dialog: failure.message, spoken: failure.message, value: .null)
            default: break
            }
            if dryRun { state.report.plan.append("\(step.location): failed, going on: \(failure.message)") }
        }
    }

    /// `work`'s result, and whether `seconds` passed before it came: then `work` is cancelled and
    /// waited for (cancellation reaches it; it ends as it chooses), as it is when the run is cancelled.
    static func withDeadline<Value: Sendable>(seconds: Double, _ work: @escaping @Sendable () async -> Value) async -> (Value?, late: Bool) {
        await withTaskGroup(of: Value?.self) { group in
            group.addTask { await work() }
            group.addTask {
                try? await Task.sleep(for: .seconds(max(0, min(seconds, 86_400))))
                return nil
            }
            var late = false
            while let next = await group.next() {
                if let value = next {
                    group.cancelAll()
                    return (value, late)
                }
                late = true
                group.cancelAll()
            }
            return (nil, true)   // not reached: the work always gives a value
        }
    }

    /// A step's failure, in words (the step's place is added).
    struct StepFailure: Error {
        var message: String
    }

    static func seconds(_ value: Double) -> String {
        ValueText.text(.number(value)) + " seconds"
    }

    static func result(dialog: String, spoken: String, value: PhraseValue) -> PhraseValue {
        .map(["dialog": .string(dialog), "spoken": .string(spoken), "value": value])
    }

    func evaluate(_ value: Located<Expression>, _ frame: Frame) throws -> PhraseValue {
        let evaluator = Evaluator(variables: frame.variables, moment: ExpressionFunction.Moment(now: clock(), timeZone: calendar.timeZone))
        do {
            return try evaluator.value(of: value.value)
        } catch {
            throw StepFailure(message: error.message)
        }
    }

    func arguments(_ arguments: [Step.Argument], _ frame: Frame) throws -> [String: PhraseValue] {
        var values: [String: PhraseValue] = [:]
        for argument in arguments { values[argument.name.value] = try evaluate(argument.value, frame) }
        return values
    }

    private func perform(_ step: Step, _ frame: inout Frame, _ state: RunState) async throws {
        switch step.action {
        case .intent(let name, let given, let result):
            let values = try arguments(given, frame)
            let changesData = catalog.intent(name.value)?.changesData ?? true
            if dryRun {
                state.report.plan.append("\(step.location): \(name.value) \(Self.describe(values))" + (changesData ? " (not run: it changes data)" : ""))
                if changesData {
                    if let result { frame.variables[result.value] = Self.result(dialog: "", spoken: "", value: .null) }
                    return
                }
            }
            let wantsValue = result.map { frame.valuesRead.contains($0.value) } ?? false
            // The run's deadline holds inside the step: when it passes, the intent is cancelled
            // and waited for (an intent ends what it started: what it did, it did), then the run stops.
            let (intents, asker, intent) = (self.intents, self.asker, name.value)
            let remaining = limits.seconds - clock().timeIntervalSince(state.started)
            let (given, late) = await Self.withDeadline(seconds: remaining) {
                await intents.call(intent, arguments: values, wantsValue: wantsValue, asker: asker)
            }
            guard let outcome = given else { throw Interruption(ending: .cancelled) }
            if late {
                if Task.isCancelled { throw Interruption(ending: .cancelled) }
                let ended: String
                switch outcome {
                case .done(let dialog, let spoken, let value):
                    if let result { frame.variables[result.value] = Self.result(dialog: dialog, spoken: spoken, value: value) }
                    ended = "it finished first: \(dialog)"
                case .failed(let dialog), .needsInput(let dialog): ended = "it stopped: \(dialog)"
                }
                throw Interruption(ending: .limitReached("the shortcut ran longer than \(Self.seconds(limits.seconds)), so I stopped it during \(intent) (\(ended))"))
            }
            switch outcome {
            case .done(let dialog, let spoken, let value):
                if let result { frame.variables[result.value] = Self.result(dialog: dialog, spoken: spoken, value: value) }
            case .failed(let dialog):
                throw StepFailure(message: "\(name.value) failed: \(dialog)")
            case .needsInput(let question):
                throw Interruption(ending: .needsInput(question))
            }
        case .shortcut(let id, let given, let result):
            guard let callee = library[id.value] else { throw StepFailure(message: "there is no shortcut '\(id.value)'") }
            let values = try arguments(given, frame)
            if dryRun { state.report.plan.append("\(step.location): shortcut \(id.value) \(Self.describe(values))") }
            let parameters = try await read(values, for: callee)
            let saidBefore = state.report.said.count
            let value = try await call(callee, parameters: parameters, depth: frame.depth + 1, state: state)
            let said = state.report.said[saidBefore...].joined(separator: " ")
            if let result { frame.variables[result.value] = Self.result(dialog: said, spoken: said, value: value) }
        case .set(let assignments):
            for assignment in assignments { frame.variables[assignment.name.value] = try evaluate(assignment.value, frame) }
        case .say(let line):
            let text = ValueText.text(try evaluate(line, frame)).trimmingCharacters(in: .whitespacesAndNewlines)
            try state.say(text)
            if dryRun { state.report.plan.append("\(step.location): say “\(text)”") }
        case .ask(let question, let name, let type):
            frame.variables[name.value] = try await answer(ValueText.text(try evaluate(question, frame)), as: type)
        case .when(let condition, let then, let otherwise):
            let holds = ValueText.isTrue(try evaluate(condition, frame))
            if dryRun { state.report.plan.append("\(step.location): if → \(holds ? "then" : "else")") }
            try await steps(holds ? then : otherwise, &frame, state)
        case .choose(let branches, let otherwise):
            for branch in branches where ValueText.isTrue(try evaluate(branch.condition, frame)) {
                try await steps(branch.steps, &frame, state)
                return
            }
            try await steps(otherwise, &frame, state)
        case .repeating(let repetition, let body):
            try await repeating(repetition, body, &frame, state)
        case .menu(let question, let options, let result):
            let asked = ValueText.text(try evaluate(question, frame))
            guard let choice = await asker.choose(asked, from: options.map(\.label.value)), options.indices.contains(choice) else {
                throw Interruption(ending: .needsInput(asked + " " + options.map(\.label.value).joined(separator: ", ")))
            }
            if let result { frame.variables[result.value] = .string(options[choice].label.value) }
            try await steps(options[choice].steps, &frame, state)
        case .stop(let message, let isError):
            let text = try message.map { ValueText.text(try evaluate($0, frame)) }
            if let text, !isError { try state.say(text) }
            throw Stop(message: isError ? "\(step.location): \(text ?? "stopped")" : text, isError: isError)
        case .result(let value):
            frame.result = try evaluate(value, frame)
        }
    }

    private func repeating(_ repetition: Step.Repetition, _ body: [Step], _ frame: inout Frame, _ state: RunState) async throws {
        let saved = (item: frame.variables["item"], index: frame.variables["index"])
        defer {
            frame.variables["item"] = saved.item
            frame.variables["index"] = saved.index
        }
        switch repetition {
        case .count(let count):
            guard let number = try evaluate(count, frame).numberValue, number >= 0, number == number.rounded() else {
                throw StepFailure(message: "'count' must be a whole number from 0")
            }
            guard number <= Double(limits.steps) else { throw StepFailure(message: "'count' of \(Int(number)) is more rounds than a run's \(limits.steps) steps") }
            for round in 0..<Int(number) {
                frame.variables["index"] = .int(round + 1)
                frame.variables["item"] = .int(round + 1)
                try await steps(body, &frame, state)
            }
        case .forEach(let list):
            let items: [PhraseValue]
            switch try evaluate(list, frame) {
            case .list(let values): items = values
            case .null: items = []
            case let other: throw StepFailure(message: "'for_each' goes through a list, not \(ValueText.kind(other))")
            }
            for (round, item) in items.enumerated() {
                frame.variables["index"] = .int(round + 1)
                frame.variables["item"] = item
                try await steps(body, &frame, state)
            }
        case .whileTrue(let condition, let limit):
            var round = 0
            while ValueText.isTrue(try evaluate(condition, frame)) {
                round += 1
                guard round <= limit else { throw StepFailure(message: "the 'while' loop ran \(limit) rounds (its 'max'), so I stopped it") }
                frame.variables["index"] = .int(round)
                frame.variables["item"] = .int(round)
                try await steps(body, &frame, state)
            }
        }
    }

    /// Arguments as `{title: calm, period: this week}`, for a dry run's plan.
    static func describe(_ values: [String: PhraseValue]) -> String {
        "{" + values.keys.sorted().map { "\($0): \(ValueText.text(values[$0] ?? .null))" }.joined(separator: ", ") + "}"
    }
}
