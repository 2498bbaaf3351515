import Foundation
import HarkStore

/// Undoes and redoes the changes made through Hark (`ChangeLog`), over Hark's database.
public struct ChangeHistory: Sendable {
    let database: HarkDatabase

    public init(database: HarkDatabase) { self.database = database }

    /// Undoes the newest change not yet undone; nil when there is none.
    public func undo() throws -> ChangeLog.Entry? {
        try database.write { db in try ChangeLog.undo(in: db) }
    }

    /// Makes the most recently undone change again; nil when there is none.
    public func redo() throws -> ChangeLog.Entry? {
        try database.write { db in try ChangeLog.redo(in: db) }
    }

    /// The changes kept, newest first.
    public func entries(limit: Int) throws -> [ChangeLog.Entry] {
        try database.read { db in try ChangeLog.entries(in: db, limit: limit) }
    }
}
