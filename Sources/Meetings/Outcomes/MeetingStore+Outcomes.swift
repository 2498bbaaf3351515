import Foundation
import GRDB
import HarkStore
import SpokenKit

extension MeetingStore {
    /// Adds `outcome` to a meeting's outcomes (a line of its own) and the action items it holds
    /// (their due dates read from the meeting's day: "by Friday" is the Friday after it). Its
    /// summary is made again when next asked for, and its chunks now. In the change log: "undo"
    /// takes the outcome and its action items back. Returns the action items added.
    public func addOutcome(_ outcome: String, to meeting: Meeting, calendar: Calendar, at now: Date) throws -> [ActionItem] {
        let text = outcome.trimmingCharacters(in: .whitespacesAndNewlines)
        let found = ActionItemExtractor.items(in: text, context: SpokenContext(now: meeting.start, calendar: calendar))
        let change = ChangeDescription(intent: "RecordOutcome", undo: "Took back the outcome you added to “\(meeting.title)” {when}.",
                                       redo: "Added the outcome to “\(meeting.title)” again.")
        return try database.change(change, at: now) { db in
            try db.execute(sql: """
                UPDATE meeting SET outcomes = CASE WHEN outcomes = '' THEN ? ELSE outcomes || char(10) || ? END, updatedAt = ? WHERE id = ?
                """, arguments: [text, text, StoredDate.text(now), meeting.id])
            let known = Set(try String.fetchAll(db, sql: "SELECT text FROM action_item WHERE meetingId = ?", arguments: [meeting.id]))
            var added: [ActionItem] = []
            for item in found where !known.contains(item.text) {
                try db.execute(sql: "INSERT INTO action_item (meetingId, origin, text, owner, due, done, createdAt) VALUES (?, 'outcomes', ?, ?, ?, ?, ?)",
                               arguments: [meeting.id, item.text, item.owner, item.due.map(StoredDate.text), item.done, StoredDate.text(now)])
                added.append(ActionItem(id: db.lastInsertedRowID, meetingId: meeting.id, meeting: meeting.title, text: item.text, owner: item.owner,
                                        due: item.due, done: item.done))
            }
            var index = ChunkIndex(embedder: embedder)
            try Self.reindex(meeting.id, using: &index, in: db)
            return added
        }
    }
}
