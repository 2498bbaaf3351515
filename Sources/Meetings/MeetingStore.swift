import CivilTime
import Foundation
import GRDB
import HarkStore
import Memory

/// Meetings in Hark's database.
public struct MeetingStore: Sendable {
    let database: HarkDatabase
    /// Makes the vectors of meetings' and notes' chunks, and of what is searched for.
    let embedder: any Embedder

    public init(database: HarkDatabase, embedder: any Embedder = HashedEmbedder()) { (self.database, self.embedder) = (database, embedder) }

    /// What saving a batch of meetings did.
    public struct Saved: Sendable, Equatable {
        public var added = 0, updated = 0, unchanged = 0
        public init(added: Int = 0, updated: Int = 0, unchanged: Int = 0) {
            (self.added, self.updated, self.unchanged) = (added, updated, unchanged)
        }
    }

    /// Saves `meetings` by (uid, recurrence): new ones are added, changed ones updated (their
    /// outcomes, notes and action items kept), the same ones left alone. Attendees are linked to
    /// the memory graph's people by name (a new name becomes a person). One transaction;
    /// `progress` hears how many are saved, every 500 and at the end.
    ///
    /// The import is one change: "undo" takes back every meeting it added and every change it
    /// made, and says how many (`from` names the calendar in that sentence).
    public func save(_ meetings: [Meeting], from source: String = "the calendar", at now: Date = Date(),
                     progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> Saved {
        try database.change(at: now, described: { (saved: Saved) in
            ChangeDescription(intent: "ImportMeetings", undo: "Took back the import of \(source) {when}: \(Self.counted(saved)).",
                              redo: "Imported \(source) again: \(Self.counted(saved)).")
        }) { db in
            var saved = Saved()
            var index = ChunkIndex(embedder: embedder)
            let find = try db.makeStatement(sql: "SELECT id, title, start, \"end\", allDay, location, purpose, zone, organizerName, organizerEmail FROM meeting WHERE uid = ? AND recurrence = ?")
            let insert = try db.makeStatement(sql: """
                INSERT INTO meeting (uid, recurrence, title, start, "end", allDay, firstDay, lastDay, zone, location, purpose, organizerName, organizerEmail, source, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            let update = try db.makeStatement(sql: """
                UPDATE meeting SET title = ?, start = ?, "end" = ?, allDay = ?, firstDay = ?, lastDay = ?, zone = ?, location = ?, purpose = ?,
                    organizerName = ?, organizerEmail = ?, updatedAt = ? WHERE id = ?
                """)
            let attendeesOf = try db.makeStatement(sql: "SELECT name, email FROM meeting_attendee WHERE meetingId = ? ORDER BY position")
            for (done, meeting) in meetings.enumerated() {
                if done % 500 == 0 { progress(done, meetings.count) }
                let start = StoredDate.text(meeting.start), end = StoredDate.text(meeting.end)
                if let row = try Row.fetchOne(find, arguments: [meeting.uid, meeting.recurrence]) {
                    let id: Int64 = row["id"]
                    let attendees = try Row.fetchAll(attendeesOf, arguments: [id]).map { Meeting.Attendee(name: $0["name"], email: $0["email"]) }
                    let stored: [String?] = ["title", "start", "end", "location", "purpose", "zone", "organizerName", "organizerEmail"].map { row[$0] as String? }
                    let given: [String?] = [meeting.title, start, end, meeting.location, meeting.purpose, meeting.zone, meeting.organizer?.name, meeting.organizer?.email]
                    let storedAllDay: Bool = row["allDay"]
                    let same = stored == given && storedAllDay == meeting.allDay && attendees == meeting.attendees
                    if same { saved.unchanged += 1; continue }
                    try update.execute(arguments: [meeting.title, start, end, meeting.allDay, Self.text(meeting.firstDay), Self.text(meeting.lastDay), meeting.zone,
                                                   meeting.location, meeting.purpose, meeting.organizer?.name, meeting.organizer?.email, StoredDate.text(now), id])
                    try Self.setAttendees(meeting.attendees, of: id, in: db)
                    try Self.setActionItems(meeting.foundActionItems, of: id, origin: .agenda, at: now, in: db)
                    try Self.reindex(id, using: &index, in: db)
                    saved.updated += 1
                } else {
                    try insert.execute(arguments: [meeting.uid, meeting.recurrence, meeting.title, start, end, meeting.allDay, Self.text(meeting.firstDay),
                                                   Self.text(meeting.lastDay), meeting.zone, meeting.location, meeting.purpose, meeting.organizer?.name,
                                                   meeting.organizer?.email, meeting.source.rawValue, StoredDate.text(now)])
                    let id = db.lastInsertedRowID
                    try Self.setAttendees(meeting.attendees, of: id, in: db)
                    if !meeting.foundActionItems.isEmpty { try Self.setActionItems(meeting.foundActionItems, of: id, origin: .agenda, at: now, in: db) }
                    try index.replace(.meeting(id), with: Chunker.chunks(of: meeting, actionItems: meeting.foundActionItems.map(\.text)), isNew: true, in: db)
                    saved.added += 1
                }
            }
            progress(meetings.count, meetings.count)
            return saved
        }
    }

    /// "122 meetings added, 3 updated".
    static func counted(_ saved: Saved) -> String {
        ImportCount.described(added: saved.added, updated: saved.updated, one: "meeting", many: "meetings")
    }

    /// Chunks a meeting again from what is stored: its text, attendees and action items.
    static func reindex(_ id: Int64, using index: inout ChunkIndex, in db: Database) throws {
        guard let meeting = try meetings(ids: [id], in: db).first else { return }
        try index.replace(.meeting(id), with: chunks(of: meeting, in: db), in: db)
    }

    /// A stored meeting's chunks, with its stored action items.
    static func chunks(of meeting: Meeting, in db: Database) throws -> [Chunk] {
        let items = try String.fetchAll(db, sql: "SELECT text FROM action_item WHERE meetingId = ? ORDER BY id", arguments: [meeting.id])
        return Chunker.chunks(of: meeting, actionItems: items)
    }

    /// Adds an attendee (meeting, position, name, name, email), linked to the person of that name.
    static let insertAttendee = """
        INSERT INTO meeting_attendee (meetingId, position, personId, name, email)
        VALUES (?, ?, (SELECT id FROM person WHERE name = ? COLLATE NOCASE), ?, ?)
        """

    static func setAttendees(_ attendees: [Meeting.Attendee], of id: Int64, in db: Database) throws {
        try db.cachedStatement(sql: "DELETE FROM meeting_attendee WHERE meetingId = ?").execute(arguments: [id])
        let person = try db.cachedStatement(sql: "INSERT OR IGNORE INTO person (name) VALUES (?)")
        let insert = try db.cachedStatement(sql: insertAttendee)
        for (position, attendee) in attendees.enumerated() {
            try person.execute(arguments: [attendee.name])
            try insert.execute(arguments: [id, position, attendee.name, attendee.name, attendee.email])
        }
    }

    /// The meetings overlapping `from` ..< `to` (either open), in time order, at most `limit`.
    public func meetings(from: Date? = nil, to: Date? = nil, limit: Int = 10_000) throws -> [Meeting] {
        try meetings(matching: [], [], from: from, to: to, limit: limit)
    }

    /// The meetings with these ids, in time order.
    public func meetings(ids: [Int64]) throws -> [Meeting] {
        try database.read { db in try Self.meetings(ids: ids, in: db) }
    }

    /// Meetings meeting every SQL `condition` (on `m`, the meeting) with its `arguments`, in the
    /// span, in time order.
    func meetings(matching conditions: [String], _ arguments: [any DatabaseValueConvertible], from: Date?, to: Date?, limit: Int) throws -> [Meeting] {
        try database.read { db in try Self.meetings(matching: conditions, arguments, from: from, to: to, limit: limit, in: db) }
    }

    static func meetings(ids: [Int64], in db: Database) throws -> [Meeting] {
        guard !ids.isEmpty else { return [] }
        return try meetings(matching: ["m.id IN (\(ids.map { _ in "?" }.joined(separator: ",")))"], ids, from: nil, to: nil, limit: ids.count, in: db)
    }

    static func meetings(matching conditions: [String], _ arguments: [any DatabaseValueConvertible], from: Date?, to: Date?, limit: Int,
                         newestFirst: Bool = false, byStart: Bool = false, in db: Database) throws -> [Meeting] {
        var conditions = conditions, values: [(any DatabaseValueConvertible)?] = arguments
        if let from {
            // No meeting lasts longer than the longest: the index on start bounds the search.
            let longest = try Double.fetchOne(db, sql: "SELECT seconds FROM meeting_longest") ?? 0
            conditions.append("m.start >= ?")
            values.append(StoredDate.text(from.addingTimeInterval(-longest - 1)))
            conditions.append("m.\"end\" > ?")
            values.append(StoredDate.text(from))
        }
        if let to { conditions.append("m.start < ?"); values.append(StoredDate.text(to)) }
        values.append(limit)
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        // Columns are read by position: looking them up by name (case-insensitively) was most
        // of the time of reading a thousand meetings.
        let rows = try Row.fetchAll(db, sql: """
            SELECT m.id, m.uid, m.recurrence, m.title, m.start, m."end", m.allDay, m.firstDay, m.lastDay, m.zone, m.location, m.purpose, m.outcomes, m.notes,
                m.organizerName, m.organizerEmail, m.source FROM meeting m \(byStart ? "INDEXED BY meeting_start" : "") \(filter) ORDER BY \(newestFirst ? "m.start DESC, m.id DESC" : "m.start, m.id") LIMIT ?
            """, arguments: StatementArguments(values))
        // Every attendee of the meetings found, in one query a few hundred meetings at a time.
        var attendeesByMeeting: [Int64: [Meeting.Attendee]] = [:]
        let ids: [Int64] = rows.map { $0[0] }
        for start in Swift.stride(from: 0, to: ids.count, by: 500) {
            let chunk = Array(ids[start..<min(start + 500, ids.count)])
            let marks = chunk.map { _ in "?" }.joined(separator: ",")
            for row in try Row.fetchAll(db, sql: "SELECT meetingId, name, email FROM meeting_attendee WHERE meetingId IN (\(marks)) ORDER BY meetingId, position",
                                        arguments: StatementArguments(chunk)) {
                attendeesByMeeting[row[0], default: []].append(Meeting.Attendee(name: row[1], email: row[2]))
            }
        }
        let epoch = CivilDay(year: 1970, month: 1, day: 1)
        return rows.map { row in
            let id: Int64 = row[0]
            let organizerName: String? = row[14], organizerEmail: String? = row[15]
            return Meeting(id: id, uid: row[1], recurrence: row[2], title: row[3],
                           start: (row[4] as String?).flatMap(StoredDate.date) ?? .distantPast,
                           end: (row[5] as String?).flatMap(StoredDate.date) ?? .distantPast,
                           allDay: row[6], firstDay: Self.day(row[7]) ?? epoch, lastDay: Self.day(row[8]) ?? epoch, zone: row[9],
                           location: row[10], purpose: row[11], outcomes: row[12], notes: row[13],
                           organizer: organizerName.map { Meeting.Attendee(name: $0, email: organizerEmail) }
                               ?? organizerEmail.map { Meeting.Attendee(name: $0, email: $0) },
                           attendees: attendeesByMeeting[id] ?? [], source: Meeting.Source(rawValue: row[16] ?? "") ?? .typed)
        }
    }

    /// Adds a meeting typed or made by a shortcut (its uid made here), in the change log, so
    /// that "undo" takes it back; returns it with its id.
    public func add(_ meeting: Meeting, at now: Date = Date()) throws -> Meeting {
        var added = meeting
        if added.uid.isEmpty { added.uid = "hark-" + UUID().uuidString.lowercased() + "@hark.local" }
        let change = ChangeDescription(intent: "AddMeeting", undo: "Removed the meeting “\(added.title)” you added {when}.",
                                       redo: "Added the meeting “\(added.title)” back.")
        added.id = try database.change(change, at: now) { db in
            try db.execute(sql: """
                INSERT INTO meeting (uid, recurrence, title, start, "end", allDay, firstDay, lastDay, zone, location, purpose, source, updatedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [added.uid, added.recurrence, added.title, StoredDate.text(added.start), StoredDate.text(added.end), added.allDay,
                                 Self.text(added.firstDay), Self.text(added.lastDay), added.zone, added.location, added.purpose,
                                 added.source.rawValue, StoredDate.text(now)])
            let id = db.lastInsertedRowID
            for (position, attendee) in added.attendees.enumerated() {
                try db.execute(sql: "INSERT OR IGNORE INTO person (name) VALUES (?)", arguments: [attendee.name])
                try db.execute(sql: Self.insertAttendee, arguments: [id, position, attendee.name, attendee.name, attendee.email])
            }
            // Chunks are not in the change log: "undo" takes them with the meeting, and after
            // "redo" a search chunks it again (`ChunkIndex.indexMissing`).
            var index = ChunkIndex(embedder: embedder)
            try index.replace(.meeting(id), with: Chunker.chunks(of: added), in: db)
            return id
        }
        return added
    }

    /// Meetings with an attendee (one of the memory graph's people) whose name has all of
    /// `name`'s words as word beginnings, and about `query`: a chunk of theirs (title, attendees,
    /// agenda, outcomes, notes, action items) is like it (`ChunkSearch`: "hiring" finds "Hiring
    /// plan" and "interview loop for the new hire"). Either may be left out. In time order.
    public func meetings(with name: String? = nil, about query: String? = nil, from: Date? = nil, to: Date? = nil, limit: Int = 10_000) throws -> [Meeting] {
        var filter = Filter()
        guard filter.attendee(name) else { return [] }
        if let query {
            try ChunkSearch.catchUp(database, embedder: embedder)
            let ids = try database.read { db in
                try ChunkSearch.search(query, in: .meetings, embedder: embedder, limit: 100_000, in: db).compactMap { hit -> Int64? in
                    if case .meeting(let id) = hit.source { return id } else { return nil }
                }
            }
            guard !ids.isEmpty else { return [] }
            filter.conditions.append("m.id IN (SELECT value FROM json_each(?))")
            filter.arguments.append("[" + ids.map(String.init).joined(separator: ",") + "]")
        }
        return try meetings(matching: filter.conditions, filter.arguments, from: from, to: to, limit: limit)
    }

    /// With someone (as `meetings(with:)`): the last meeting to have started by `now`, the next to
    /// start after it, and how many there are in all; without reading them all. Someone met often
    /// is found by walking meetings back and forward from `now` (the first of theirs is near);
    /// someone met rarely, by listing their meetings.
    public func lastAndNext(with name: String, around now: Date) throws -> (last: Meeting?, next: Meeting?, count: Int) {
        var listed = Filter(), walked = Filter()
        guard listed.attendee(name), walked.attendee(name, perMeeting: true) else { return (nil, nil, 0) }
        return try database.read { db in
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT meetingId) FROM meeting_attendee WHERE personId IN (SELECT id FROM person WHERE \(listed.people))",
                                         arguments: StatementArguments(listed.peopleArguments)) ?? 0
            let filter = count >= 200 ? walked : listed
            let at = StoredDate.text(now)
            let last = try Self.meetings(matching: filter.conditions + ["m.start <= ?"], filter.arguments + [at], from: nil, to: nil, limit: 1,
                                         newestFirst: true, byStart: count >= 200, in: db).first
            let next = try Self.meetings(matching: filter.conditions + ["m.start > ?"], filter.arguments + [at], from: nil, to: nil, limit: 1,
                                         byStart: count >= 200, in: db).first
            return (last, next, count)
        }
    }

    /// The meetings the person with this id (one of the memory graph's people) was at, in time order.
    public func meetings(withPerson id: Int64, from: Date? = nil, to: Date? = nil) throws -> [Meeting] {
        try meetings(matching: ["m.id IN (SELECT meetingId FROM meeting_attendee WHERE personId = ?)"], [id], from: from, to: to, limit: 100_000)
    }

    /// Meetings whose title holds every one of `titleWords` (as words or their beginnings), with
    /// an attendee named `name` when given, in time order.
    func meetings(titled titleWords: [String], with name: String?, from: Date?, to: Date?, limit: Int = 10_000) throws -> [Meeting] {
        var filter = Filter()
        guard filter.attendee(name) else { return [] }
        filter.titled(titleWords.filter { $0 != "1:1" })
        return try meetings(matching: filter.conditions, filter.arguments, from: from, to: to, limit: limit)
    }

    /// SQL conditions on a meeting `m`, and their arguments.
    struct Filter {
        var conditions: [String] = []
        var arguments: [any DatabaseValueConvertible] = []
        /// The condition on `person` rows for the attendee's name, and its arguments.
        var people = "0"
        var peopleArguments: [any DatabaseValueConvertible] = []

        /// An attendee whose name has each of `name`'s words as a word beginning (the words that
        /// lead to a name, "with sam", left out); false when the name has no words. The person's meetings are listed (from an index holding both), or
        /// with `perMeeting` each meeting is checked (for walking meetings in time order).
        mutating func attendee(_ name: String?, perMeeting: Bool = false) -> Bool {
            guard let name else { return true }
            let words = PersonName.spoken(words: TextSearch.words(name))
            guard !words.isEmpty else { return false }
            (people, peopleArguments) = MeetingStore.named(words)
            let people = "SELECT id FROM person WHERE \(self.people)"
            conditions.append(perMeeting ? "EXISTS (SELECT 1 FROM meeting_attendee a WHERE a.meetingId = m.id AND a.personId IN (\(people)))"
                                         : "m.id IN (SELECT meetingId FROM meeting_attendee WHERE personId IN (\(people)))")
            arguments += peopleArguments
            return true
        }

        /// A title holding every one of `words` (longer than a letter) as a word or the start of
        /// one (by the title chunks' index, `ChunkSearch`).
        mutating func titled(_ words: [String]) {
            let kept = words.filter { $0.count > 1 }
            guard !kept.isEmpty else { return }
            conditions.append("m.id IN (SELECT meetingId FROM chunk WHERE kind = 'title' AND textId IN (SELECT rowid FROM chunk_search WHERE chunk_search MATCH ?))")
            arguments.append(TextSearch.match(kept))
        }
    }

    /// The SQL condition on a `person` row (its `name` column, or `column`) that its name has
    /// each of `words` as a word beginning ("jor" fits "Jordan Reyes"), and its arguments.
    static func named(_ words: [String], column: String = "name") -> (sql: String, arguments: [any DatabaseValueConvertible]) {
        (words.map { _ in "(' ' || lower(\(column)) || ' ') LIKE ? ESCAPE '\\'" }.joined(separator: " AND "),
         words.map { "% \(likeEscaped($0))%" })
    }

    static func likeEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%").replacingOccurrences(of: "_", with: "\\_")
    }

    static func text(_ day: CivilDay) -> String { day.isoText }

    static func day(_ text: String?) -> CivilDay? { text.flatMap { CivilDay(isoText: $0) } }
}
