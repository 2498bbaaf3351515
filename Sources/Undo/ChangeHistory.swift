import Foundation
import GRDB
import HarkStore
import IntentKit

/// Undoes and redoes the changes made through Hark (`ChangeLog`), over Hark's database.
public struct ChangeHistory: Sendable {
    let database: HarkDatabase

    public init(database: HarkDatabase) { self.database = database }

    /// Undoes the newest change not yet undone; nil when there is none.
    /// - Throws: `IntentFailure` (in words) when it cannot be undone; nothing is changed then.
    public func undo() throws -> ChangeLog.Entry? {
        try apply(ChangeLog.undo, doing: "undo")
    }

    /// Makes the most recently undone change again; nil when there is none.
    public func redo() throws -> ChangeLog.Entry? {
        try apply(ChangeLog.redo, doing: "redo")
    }

    /// Runs `step` in a savepoint of one write: when the log refuses (a row changed since),
    /// whatever it had put back is rolled back, and the refusal is said in words.
    private func apply(_ step: @escaping (Database) throws -> ChangeLog.Entry?, doing action: String) throws -> ChangeLog.Entry? {
        let outcome: Result<ChangeLog.Entry?, ChangeLogError> = try database.write { db in
            var entry: ChangeLog.Entry?
            do {
                try db.inSavepoint {
                    entry = try step(db)
                    return .commit
                }
            } catch let refusal as ChangeLogError {
                return .failure(refusal)
            }
            return .success(entry)
        }
        switch outcome {
        case .success(let entry): return entry
        case .failure(let refusal): throw IntentFailure("I couldn't \(action) that: \(refusal).")
        }
    }
}
