import PhraseKit

/// One step of a shortcut, with where it was written.
public struct Step: Sendable {
    public indirect enum Action: Sendable {
        /// Runs an intent with arguments; its result is kept as `as`.
        case intent(Located<String>, arguments: [Argument], as: Located<String>?)
        /// Runs another shortcut with arguments; its result is kept as `as`.
        case shortcut(Located<String>, arguments: [Argument], as: Located<String>?)
        /// Sets variables, in order.
        case set([Argument])
        /// Says a line.
        case say(Located<Expression>)
        /// Asks a question; the answer, read as `type`, is kept as `as`.
        case ask(Located<Expression>, as: Located<String>, type: ShortcutValueType)
        case when(Located<Expression>, then: [Step], otherwise: [Step])
        /// The steps of the first branch whose condition holds, else the default's.
        case choose([Branch], otherwise: [Step])
        case repeating(Repetition, steps: [Step])
        /// Offers labelled choices; the steps of the one chosen run (its label kept as `as`).
        case menu(Located<Expression>, options: [MenuOption], as: Located<String>?)
        /// Ends the shortcut, saying why; with `error`, as a failure.
        case stop(Located<Expression>?, isError: Bool)
        /// Sets the shortcut's value (what `hark run --json` gives as `result`).
        case result(Located<Expression>)
    }

    /// A name and a value: an argument in `with:`, or a variable in `set:`.
    public struct Argument: Sendable {
        public var name: Located<String>
        public var value: Located<Expression>
    }

    public struct Branch: Sendable {
        public var condition: Located<Expression>
        public var steps: [Step]
    }

    public struct MenuOption: Sendable {
        public var label: Located<String>
        public var steps: [Step]
    }

    public enum Repetition: Sendable {
        case count(Located<Expression>)
        case forEach(Located<Expression>)
        /// At most `limit` rounds.
        case whileTrue(Located<Expression>, limit: Int)
    }

    public var action: Action
    /// Whether a failure of this step is said and the shortcut goes on.
    public var continueOnError: Bool
    public var location: SourceLocation

    /// The step's kind as written (`intent`, `say`, `repeat`, …), in messages.
    public var kind: String {
        switch action {
        case .intent: "intent"
        case .shortcut: "shortcut"
        case .set: "set"
        case .say: "say"
        case .ask: "ask"
        case .when: "if"
        case .choose: "choose"
        case .repeating: "repeat"
        case .menu: "menu"
        case .stop: "stop"
        case .result: "result"
        }
    }
}
