import Foundation
import HarkValue
import IntentKit
import SpokenKit

/// Runs shortcuts: steps in order, variables, conditions, loops, questions; intents through
/// `IntentCalling`. Pure apart from what it is given: the clock, the zone, the asker and the
/// intents are inputs.
///
/// ```swift
/// let runner = ShortcutRunner(library: shortcuts, catalog: catalog, intents: caller, asker: asker)
/// let run = await runner.run(shortcut, parameters: ["feeling": .string("calm")])
/// run.said   // ["A busy week for feelings: …"]
/// ```
public struct ShortcutRunner: Sendable {
    public var library: [String: Shortcut]
    public var catalog: ShortcutCatalog
    public var intents: any IntentCalling
    public var asker: any Asker
    public var clock: @Sendable () -> Date
    /// The calendar (and its zone) for `today()`, `now()` and values said ("next friday").
    public var calendar: Calendar
    public var limits: Limits
    /// Calls no intent that changes data; says what each step would do (`plan`).
    public var dryRun: Bool

    public init(library: [String: Shortcut], catalog: ShortcutCatalog, intents: any IntentCalling, asker: any Asker,
                clock: @escaping @Sendable () -> Date = { Date() }, calendar: Calendar = .current, limits: Limits = Limits(),
                dryRun: Bool = false) {
        self.library = library
        self.catalog = catalog
        self.intents = intents
        self.asker = asker
        self.clock = clock
        self.calendar = calendar
        self.limits = limits
        self.dryRun = dryRun
    }

    /// Runs `shortcut` with parameter values as given (text is read by each parameter's type);
    /// what is missing is defaulted or asked for.
    public func run(_ shortcut: Shortcut, parameters given: [String: PhraseValue]) async -> ShortcutRun {
        let state = RunState(shortcut: shortcut.id, started: clock())
        do {
            let parameters = try await read(given, for: shortcut)
            state.report.parameters = parameters
            let result = try await call(shortcut, parameters: parameters, depth: 1, state: state)
            state.report.result = result
        } catch let interruption as Interruption {
            state.report.ending = interruption.ending
        } catch {
            state.report.ending = .failed("\(error)")
        }
        return state.report
    }

    /// The state of one run, shared by the shortcuts it calls.
    final class RunState {
        var report: ShortcutRun
        let started: Date
        /// What the run has said so far, in bytes.
        var saidBytes = 0
        init(shortcut: String, started: Date) {
            report = ShortcutRun(shortcut: shortcut)
            self.started = started
        }

        /// Adds a line to what the run says, or stops it when that would say more than
        /// `Limits.maximumOutputBytes` in all.
        func say(_ text: String) throws(StepFailure) {
            guard saidBytes + text.utf8.count <= Limits.maximumOutputBytes else {
                throw StepFailure(message: "the run would say more than \(Limits.maximumOutputBytes) bytes in all")
            }
            saidBytes += text.utf8.count
            report.said.append(text)
        }
    }

    /// Why a run ended before its last step.
    struct Interruption: Error {
        var ending: ShortcutRun.Ending
    }

    func spoken() -> SpokenContext { SpokenContext(now: clock(), calendar: calendar) }

    /// The shortcut's parameters read, defaulted or asked for.
    func read(_ given: [String: PhraseValue], for shortcut: Shortcut) async throws(Interruption) -> [String: PhraseValue] {
        for name in given.keys.sorted() where shortcut.parameter(name) == nil {
            let known = shortcut.parameters.map(\.name)
            throw Interruption(ending: .failed("\(shortcut.id) has no parameter '\(name)' (its parameters: \(known.isEmpty ? "none" : known.joined(separator: ", ")))"))
        }
        var values: [String: PhraseValue] = [:]
        for parameter in shortcut.parameters {
            if let value = given[parameter.name] {
                do { values[parameter.name] = try ValueReading.read(value, as: parameter.type, catalog: catalog, spoken: spoken()) } catch {
                    throw Interruption(ending: .failed("\(shortcut.id): '\(parameter.name)' is \(parameter.type.described): \(error.reason)"))
                }
            } else if let value = parameter.defaultValue {
                values[parameter.name] = (try? ValueReading.read(value, as: parameter.type, catalog: catalog, spoken: spoken())) ?? value
            } else if parameter.isRequired || parameter.ask != nil {
                let question = parameter.ask ?? "What's the \(parameter.title.lowercased())?"
                values[parameter.name] = try await answer(question, as: parameter.type, required: parameter.isRequired)
            } else {
                values[parameter.name] = .null
            }
        }
        return values
    }

    /// Asks `question` until the answer reads as `type` (three tries).
    func answer(_ question: String, as type: ShortcutValueType, required: Bool = true) async throws(Interruption) -> PhraseValue {
        var prompt = question
        for _ in 0..<3 {
            guard let said = await asker.ask(prompt) else {
                if !required { return .null }
                throw Interruption(ending: .needsInput(question))
            }
            if said.allSatisfy(\.isWhitespace) { if !required { return .null }; continue }
            do { return try ValueReading.read(.string(said), as: type, catalog: catalog, spoken: spoken()) } catch {
                prompt = "I couldn't use “\(said)”: \(error.reason). " + question
            }
        }
        throw Interruption(ending: .failed("no usable answer to “\(question)”, so I stopped"))
    }

    /// Runs a shortcut's steps with its parameters as the first variables; its value.
    func call(_ shortcut: Shortcut, parameters: [String: PhraseValue], depth: Int, state: RunState) async throws -> PhraseValue {
        guard depth <= Limits.maximumDepth else {
            throw Interruption(ending: .limitReached("shortcuts call each other more than \(Limits.maximumDepth) deep"))
        }
        var frame = Frame(shortcut: shortcut, variables: parameters, depth: depth, valuesRead: ValueUse.valuesRead(in: shortcut.steps))
        do {
            try await steps(shortcut.steps, &frame, state)
        } catch let stop as Stop {
            if stop.isError { throw Interruption(ending: .failed(stop.message ?? "\(shortcut.id) stopped with an error")) }
            if depth == 1 { state.report.ending = .stopped(stop.message) }
        }
        return frame.result
    }

    /// A `stop:` step, leaving every step and loop of its shortcut.
    struct Stop: Error {
        var message: String?
        var isError: Bool
    }

    struct Frame {
        let shortcut: Shortcut
        var variables: [String: PhraseValue]
        let depth: Int
        /// The variables whose value the shortcut reads (`ValueUse`).
        let valuesRead: Set<String>
        var result: PhraseValue = .null
    }

    func steps(_ steps: [Step], _ frame: inout Frame, _ state: RunState) async throws {
        for step in steps { try await self.step(step, &frame, state) }
    }
}
