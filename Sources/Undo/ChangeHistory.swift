import Foundation
import HarkStore
import IntentKit

/// Undoes and redoes the changes made through Hark (`ChangeLog`), over Hark's database.
public struct ChangeHistory: Sendable {
    let database: HarkDatabase

    public init(database: HarkDatabase) { self.database = database }

    /// Undoes the newest change not yet undone; nil when there is none.
    /// - Throws: `IntentFailure` (in words) when it cannot be undone; nothing is changed then.
    public func undo() throws -> ChangeLog.Entry? {
        try said(doing: "undo") { try database.undo() }
    }

    /// Makes the most recently undone change again; nil when there is none.
    public func redo() throws -> ChangeLog.Entry? {
        try said(doing: "redo") { try database.redo() }
    }

    private func said(doing action: String, _ step: () throws -> ChangeLog.Entry?) throws -> ChangeLog.Entry? {
        do {
            return try step()
        } catch let refusal as ChangeLogError {
            throw IntentFailure("I couldn't \(action) that: \(refusal).")
        }
    }
}
