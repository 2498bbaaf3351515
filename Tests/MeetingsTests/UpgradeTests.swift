import Foundation
import GRDB
import HarkStore
import Memory
import Testing

@testable import Meetings

/// A database made before chunks, note tags and the attendee index is brought up to date when
/// opened: every meeting and note there is chunked and searchable, and notes get their tags.
@Suite struct UpgradeTests {
    /// The meetings schema as it was before chunks (its first five migrations).
    enum BeforeChunks: StoreSchema {
        static let name = MeetingsSchema.name
        static let migrations = Array(MeetingsSchema.migrations.prefix(5))
    }

    @Test func meetingsAndNotesFromBeforeAreChunkedAndTagged() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-upgrade-\(UUID().uuidString).sqlite").path
        do {
            let old = try HarkDatabase(path: path, schemas: [MemorySchema.self, BeforeChunks.self])
            try old.write { db in
                try db.execute(sql: """
                    INSERT INTO meeting (uid, title, start, "end", firstDay, lastDay, zone, purpose, source, updatedAt)
                    VALUES ('a', 'Hiring plan', '2026-11-20T10:00:00.000Z', '2026-11-20T11:00:00.000Z', '2026-11-20', '2026-11-20', 'UTC', 'Interview loop for the new hire', 'ics', '2026-11-20T09:00:00.000Z');
                    INSERT INTO note (title, body, category, confidence, createdAt, updatedAt)
                    VALUES ('Kitchen', 'Quotes for the cabinets #renovation', 'project', 0.9, '2026-11-20T09:00:00.000Z', '2026-11-20T09:00:00.000Z');
                    """)
            }
        }
        let database = try HarkDatabase(path: path, schemas: [MemorySchema.self, MeetingsSchema.self])
        let meetings = MeetingStore(database: database), notes = NoteStore(database: database)
        #expect(try meetings.meetings(about: "interview loop").map(\.title) == ["Hiring plan"])
        #expect(try notes.find("cabinets quotes").map(\.note.title) == ["Kitchen"])
        #expect(try notes.all().first?.tags == ["renovation"])
        let chunks = try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM chunk") }
        #expect(chunks == 4)   // the meeting's title and agenda, the note's title and text
    }
}
