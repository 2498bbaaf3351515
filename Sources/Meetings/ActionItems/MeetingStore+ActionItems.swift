import Foundation
import GRDB
import HarkStore

extension MeetingStore {
    /// Where an action item was found.
    enum Origin: String {
        case agenda, outcomes, note
    }

    /// Sets the action items found in one text (a meeting's agenda or outcomes, or a note, which
    /// may be linked to a meeting): new ones are added, those no longer found are removed unless
    /// done, and a done one stays done. Items found elsewhere are left alone.
    static func setActionItems(_ items: [ActionItemExtractor.Item], of meetingId: Int64?, noteId: Int64? = nil, origin: Origin, at now: Date, in db: Database) throws {
        let existing = try Row.fetchAll(db.cachedStatement(sql: "SELECT id, text, done FROM action_item WHERE origin = ? AND meetingId IS ? AND noteId IS ?"),
                                        arguments: [origin.rawValue, meetingId, noteId])
        var byText: [String: (id: Int64, done: Bool)] = [:]
        for row in existing { byText[row["text"]] = (row["id"], row["done"]) }
        let wanted = Set(items.map(\.text))
        for (text, item) in byText where !wanted.contains(text) && !item.done {
            try db.cachedStatement(sql: "DELETE FROM action_item WHERE id = ?").execute(arguments: [item.id])
        }
        for item in items where byText[item.text] == nil {
            try db.cachedStatement(sql: "INSERT INTO action_item (meetingId, noteId, origin, text, owner, due, done, createdAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
                .execute(arguments: [meetingId, noteId, origin.rawValue, item.text, item.owner, item.due.map(StoredDate.text), item.done, StoredDate.text(now)])
            byText[item.text] = (db.lastInsertedRowID, item.done)
        }
    }

    /// Action items, open ones only unless `includingDone`, of one meeting when `meeting` is
    /// given, from meetings overlapping the span when one is given, due by `dueBy` when given;
    /// the ones due soonest first, then the newest.
    public func actionItems(of meeting: Int64? = nil, includingDone: Bool = false, from: Date? = nil, to: Date? = nil, dueBy: Date? = nil) throws -> [ActionItem] {
        try database.read { db in
            var conditions: [String] = [], arguments: StatementArguments = []
            if !includingDone { conditions.append("a.done = 0") }
            if let meeting { conditions.append("a.meetingId = ?"); _ = arguments.append(contentsOf: [meeting]) }
            if let from { conditions.append("m.\"end\" > ?"); _ = arguments.append(contentsOf: [StoredDate.text(from)]) }
            if let to { conditions.append("m.start < ?"); _ = arguments.append(contentsOf: [StoredDate.text(to)]) }
            if let dueBy { conditions.append("a.due IS NOT NULL AND a.due < ?"); _ = arguments.append(contentsOf: [StoredDate.text(dueBy)]) }
            let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
            return try Row.fetchAll(db, sql: """
                SELECT a.id, a.meetingId, m.title, a.text, a.owner, a.due, a.done FROM action_item a LEFT JOIN meeting m ON m.id = a.meetingId
                \(filter) ORDER BY a.due IS NULL, a.due, a.createdAt DESC, a.id DESC
                """, arguments: arguments).map { row in
                ActionItem(id: row["id"], meetingId: row["meetingId"], meeting: row["title"], text: row["text"], owner: row["owner"],
                           due: (row["due"] as String?).flatMap(StoredDate.date), done: row["done"])
            }
        }
    }

    /// Marks an action item done (or not), in the change log so that "undo" takes it back.
    public func setDone(_ item: ActionItem, _ done: Bool, at now: Date) throws {
        let change = ChangeDescription(intent: "CompleteActionItem", undo: "Marked “\(item.text)” \(done ? "open" : "done") again.",
                                       redo: "Marked “\(item.text)” \(done ? "done" : "open") again.")
        try database.change(change, at: now) { db in
            try db.execute(sql: "UPDATE action_item SET done = ?, doneAt = ? WHERE id = ?", arguments: [done, done ? StoredDate.text(now) : nil, item.id])
        }
    }

    /// How many action items were added, and how many ticked off, in `span`.
    public func actionItemCounts(in span: DateInterval) throws -> (opened: Int, done: Int) {
        try database.read { db in
            let start = StoredDate.text(span.start), end = StoredDate.text(span.end)
            let opened = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM action_item WHERE createdAt >= ? AND createdAt < ?", arguments: [start, end]) ?? 0
            let done = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM action_item WHERE done = 1 AND doneAt >= ? AND doneAt < ?", arguments: [start, end]) ?? 0
            return (opened, done)
        }
    }
}
