import Foundation
import GRDB
import HarkStore

extension MeetingStore {
    /// What a meeting's recap is made from: its outcomes, its own notes and the notes linked to
    /// it (each with when it was written), and the summary kept from before when neither the
    /// meeting nor a note about it has changed since.
    struct RecapSource: Sendable {
        var outcomes: String
        var notes: [(text: String, written: Date)]
        var changedAt: Date
        /// The summary kept from before, when the meeting has not changed since it was made.
        var cached: String?
    }

    func recapSource(of id: Int64) throws -> RecapSource? {
        try database.read { db in
            guard let row = try Row.fetchOne(db, sql: """
                SELECT m.outcomes, m.notes, m.start, m.updatedAt, s.summary, s.madeAt FROM meeting m LEFT JOIN meeting_summary s ON s.meetingId = m.id WHERE m.id = ?
                """, arguments: [id]) else {
                return nil
            }
            let start = (row["start"] as String?).flatMap(StoredDate.date) ?? .distantPast
            var changed = (row["updatedAt"] as String?).flatMap(StoredDate.date) ?? .distantFuture
            var notes: [(String, Date)] = []
            if let own: String = row["notes"], !own.isEmpty { notes.append((own, start)) }
            for note in try Row.fetchAll(db, sql: "SELECT body, createdAt, updatedAt FROM note WHERE meetingId = ? ORDER BY createdAt, id", arguments: [id]) {
                let body: String = note["body"]
                if !body.isEmpty { notes.append((body, (note["createdAt"] as String?).flatMap(StoredDate.date) ?? start)) }
                changed = max(changed, (note["updatedAt"] as String?).flatMap(StoredDate.date) ?? .distantFuture)
            }
            let madeAt = (row["madeAt"] as String?).flatMap(StoredDate.date)
            let cached: String? = madeAt.map { $0 >= changed } == true ? row["summary"] : nil
            return RecapSource(outcomes: row["outcomes"], notes: notes, changedAt: changed, cached: cached)
        }
    }

    /// Keeps a meeting's summary, made at `now`: used until the meeting changes.
    func keepSummary(_ summary: String, of id: Int64, at now: Date) throws {
        try database.write { db in
            try db.execute(sql: "INSERT OR REPLACE INTO meeting_summary (meetingId, summary, madeAt) VALUES (?, ?, ?)", arguments: [id, summary, StoredDate.text(now)])
        }
    }
}
