import Foundation
import GRDB
import HarkStore

extension MeetingStore {
    /// What a meeting's recap is made from, besides the meeting itself: the notes linked to it
    /// (each with when it was written), and the summary kept from before when neither the
    /// meeting nor a note about it has changed since.
    struct RecapSource: Sendable {
        var notes: [(text: String, written: Date)]
        var cached: String?
    }

    func recapSource(of meeting: Meeting) throws -> RecapSource {
        try database.read { db in
            let row = try Row.fetchOne(db, sql: """
                SELECT m.updatedAt, s.summary, s.madeAt FROM meeting m LEFT JOIN meeting_summary s ON s.meetingId = m.id WHERE m.id = ?
                """, arguments: [meeting.id])
            var changed = (row?["updatedAt"] as String?).flatMap(StoredDate.date) ?? .distantFuture
            var notes: [(String, Date)] = []
            for note in try Row.fetchAll(db, sql: "SELECT body, createdAt, updatedAt FROM note WHERE meetingId = ? ORDER BY createdAt, id", arguments: [meeting.id]) {
                let body: String = note["body"]
                if !body.isEmpty { notes.append((body, (note["createdAt"] as String?).flatMap(StoredDate.date) ?? meeting.start)) }
                changed = max(changed, (note["updatedAt"] as String?).flatMap(StoredDate.date) ?? .distantFuture)
            }
            let madeAt = (row?["madeAt"] as String?).flatMap(StoredDate.date)
            return RecapSource(notes: notes, cached: madeAt.map { $0 >= changed } == true ? row?["summary"] : nil)
        }
    }

    /// Keeps a meeting's summary, made at `now`: used until the meeting changes.
    func keepSummary(_ summary: String, of id: Int64, at now: Date) throws {
        try database.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO meeting_summary (meetingId, summary, madeAt) VALUES (?, ?, ?)", arguments: [id, summary, StoredDate.text(now)])
        }
    }
}
