import Foundation
import IntentKit
import SpokenKit

/// Takes back the most recent change made through Hark: "undo", "undo that", "take that back".
/// Said again, it takes back the one before (`ChangeLog`).
public struct UndoChange: AppIntent {
    public static let title = "Undo"
    public static let description = "Takes back the most recent change made through Hark; again, the one before it."
    public static let requiredServices: [any Sendable.Type] = [ChangeHistory.self]

    public init() {}

    /// What `hark --json` returns.
    public struct Undone: Encodable, Sendable {
        public var intent: String
        public var madeAt: Date
    }

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        guard let entry = try context.service(ChangeHistory.self).undo() else {
            return .result(dialog: "There's nothing to undo.")
        }
        return .result(dialog: ChangeDialog.say(entry.description.undo, madeAt: entry.madeAt, context: context),
                       value: Undone(intent: entry.description.intent, madeAt: entry.madeAt))
    }
}

/// Makes the most recently undone change again: "redo", "undo the undo", "put it back".
public struct RedoChange: AppIntent {
    public static let title = "Redo"
    public static let description = "Makes the most recently undone change again."
    public static let requiredServices: [any Sendable.Type] = [ChangeHistory.self]

    public init() {}

    public func perform(_ context: IntentContext) async throws -> IntentResult {
        guard let entry = try context.service(ChangeHistory.self).redo() else {
            return .result(dialog: "There's nothing to redo.")
        }
        return .result(dialog: ChangeDialog.say(entry.description.redo, madeAt: entry.madeAt, context: context),
                       value: UndoChange.Undone(intent: entry.description.intent, madeAt: entry.madeAt))
    }
}

/// A change's sentence with `{when}` said relative to now.
enum ChangeDialog {
    static func say(_ sentence: String, madeAt: Date, context: IntentContext) -> String {
        sentence.replacingOccurrences(of: "{when}", with: Saying.moment(madeAt, now: context.now, calendar: context.calendar))
    }
}
