import GRDB
import HarkStore
import Memory

/// The meetings domain's tables. Attendees are people of the memory graph (its `person` table,
/// which the memory domain's migrations make first).
public enum MeetingsSchema: StoreSchema {
    public static let name = "meetings"
    /// Kept from meetings and notes, made again when they change: chunks for search, kept
    /// recaps, and the longest meeting's length.
    public static let derivedTables: Set<String> = ["chunk", "chunk_text", "meeting_summary", "meeting_longest"]
    public static let migrations: [Migration] = [
        Migration("1-create-meeting") { db in
            try db.execute(sql: """
                CREATE TABLE meeting (
                    id INTEGER PRIMARY KEY,
                    uid TEXT NOT NULL,
                    recurrence TEXT NOT NULL DEFAULT '',
                    title TEXT NOT NULL,
                    start DATETIME NOT NULL,
                    "end" DATETIME NOT NULL,
                    allDay INTEGER NOT NULL DEFAULT 0,
                    firstDay TEXT NOT NULL,
                    lastDay TEXT NOT NULL,
                    zone TEXT NOT NULL,
                    location TEXT NOT NULL DEFAULT '',
                    purpose TEXT NOT NULL DEFAULT '',
                    outcomes TEXT NOT NULL DEFAULT '',
                    notes TEXT NOT NULL DEFAULT '',
                    organizerName TEXT,
                    organizerEmail TEXT,
                    source TEXT NOT NULL CHECK (source IN ('typed', 'ics', 'shortcut')),
                    summary TEXT,
                    summaryMadeAt DATETIME,
                    updatedAt DATETIME NOT NULL,
                    UNIQUE (uid, recurrence)
                );
                CREATE INDEX meeting_start ON meeting(start);
                CREATE TABLE meeting_attendee (
                    meetingId INTEGER NOT NULL REFERENCES meeting(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL,
                    personId INTEGER REFERENCES person(id) ON DELETE SET NULL,
                    name TEXT NOT NULL,
                    email TEXT,
                    PRIMARY KEY (meetingId, position)
                );
                CREATE INDEX meeting_attendee_personId ON meeting_attendee(personId);
                CREATE INDEX meeting_attendee_email ON meeting_attendee(email);
                CREATE TABLE action_item (
                    id INTEGER PRIMARY KEY,
                    meetingId INTEGER REFERENCES meeting(id) ON DELETE CASCADE,
                    text TEXT NOT NULL,
                    owner TEXT,
                    due TEXT,
                    done INTEGER NOT NULL DEFAULT 0,
                    createdAt DATETIME NOT NULL
                );
                CREATE INDEX action_item_meetingId ON action_item(meetingId);
                """)
        },
        // Full-text search over what a meeting says, and the longest meeting's length (so that a
        // span's meetings are found by the index on start: none can start earlier than that).
        Migration("2-meeting-text-and-longest") { db in
            try db.execute(sql: """
                CREATE VIRTUAL TABLE meeting_text USING fts5(
                    title, purpose, location, outcomes, notes, content='meeting', content_rowid='id', tokenize='unicode61 remove_diacritics 2',
                    detail='none', columnsize=0
                );
                CREATE TRIGGER meeting_text_insert AFTER INSERT ON meeting BEGIN
                    INSERT INTO meeting_text(rowid, title, purpose, location, outcomes, notes)
                    VALUES (new.id, new.title, new.purpose, new.location, new.outcomes, new.notes);
                END;
                CREATE TRIGGER meeting_text_delete AFTER DELETE ON meeting BEGIN
                    INSERT INTO meeting_text(meeting_text, rowid, title, purpose, location, outcomes, notes)
                    VALUES ('delete', old.id, old.title, old.purpose, old.location, old.outcomes, old.notes);
                END;
                CREATE TRIGGER meeting_text_update AFTER UPDATE OF title, purpose, location, outcomes, notes ON meeting BEGIN
                    INSERT INTO meeting_text(meeting_text, rowid, title, purpose, location, outcomes, notes)
                    VALUES ('delete', old.id, old.title, old.purpose, old.location, old.outcomes, old.notes);
                    INSERT INTO meeting_text(rowid, title, purpose, location, outcomes, notes)
                    VALUES (new.id, new.title, new.purpose, new.location, new.outcomes, new.notes);
                END;
                INSERT INTO meeting_text(meeting_text) VALUES ('rebuild');
                CREATE TABLE meeting_longest (seconds REAL NOT NULL);
                INSERT INTO meeting_longest SELECT COALESCE(MAX((julianday("end") - julianday(start)) * 86400), 0) FROM meeting;
                CREATE TRIGGER meeting_longest_insert AFTER INSERT ON meeting BEGIN
                    UPDATE meeting_longest SET seconds = MAX(seconds, (julianday(new."end") - julianday(new.start)) * 86400);
                END;
                CREATE TRIGGER meeting_longest_update AFTER UPDATE OF start, "end" ON meeting BEGIN
                    UPDATE meeting_longest SET seconds = MAX(seconds, (julianday(new."end") - julianday(new.start)) * 86400);
                END;
                """)
        },
        // Notes, sorted into PARA categories, searchable in full text.
        Migration("3-create-note") { db in
            try db.execute(sql: """
                CREATE TABLE note (
                    id INTEGER PRIMARY KEY,
                    title TEXT NOT NULL,
                    body TEXT NOT NULL DEFAULT '',
                    category TEXT NOT NULL CHECK (category IN ('project', 'area', 'resource', 'archive')),
                    confidence REAL NOT NULL,
                    meetingId INTEGER REFERENCES meeting(id) ON DELETE SET NULL,
                    source TEXT UNIQUE,
                    createdAt DATETIME NOT NULL,
                    updatedAt DATETIME NOT NULL
                );
                CREATE INDEX note_category ON note(category);
                CREATE VIRTUAL TABLE note_text USING fts5(
                    title, body, content='note', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
                );
                CREATE TRIGGER note_text_insert AFTER INSERT ON note BEGIN
                    INSERT INTO note_text(rowid, title, body) VALUES (new.id, new.title, new.body);
                END;
                CREATE TRIGGER note_text_delete AFTER DELETE ON note BEGIN
                    INSERT INTO note_text(note_text, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
                END;
                CREATE TRIGGER note_text_update AFTER UPDATE OF title, body ON note BEGIN
                    INSERT INTO note_text(note_text, rowid, title, body) VALUES ('delete', old.id, old.title, old.body);
                    INSERT INTO note_text(rowid, title, body) VALUES (new.id, new.title, new.body);
                END;
                """)
        },
        // When an action item was ticked off, for the weekly recap.
        Migration("4-action-item-done-at") { db in
            try db.execute(sql: "ALTER TABLE action_item ADD COLUMN doneAt DATETIME")
        },
            // Where each action item was found (a meeting's agenda, its outcomes, its notes, or a note
        // linked to it), so that reading one of them again leaves the others' items alone.
        Migration("5-action-item-origin") { db in
            try db.execute(sql: """
                ALTER TABLE action_item ADD COLUMN origin TEXT NOT NULL DEFAULT 'agenda';
                ALTER TABLE action_item ADD COLUMN noteId INTEGER REFERENCES note(id) ON DELETE CASCADE;
                CREATE INDEX action_item_noteId ON action_item(noteId);
                CREATE INDEX note_meetingId ON note(meetingId);
                """)
        },
        // Chunks for search (Docs/meetings.md, "Chunks"): a meeting's title, attendees, agenda,
        // outcomes and substantial action items, and a note's title and paragraphs. Each distinct
        // text is kept once with its vector (a recurring meeting's occurrences share them) and
        // indexed for full text with Porter stems; a chunk goes with its meeting or note, and a
        // text with its last chunk. The chunks' index takes the place of `meeting_text`. Recaps are
        // kept in `meeting_summary`, not the meeting's row, so that keeping one never looks to
        // "undo" like a change to the meeting.
        Migration("6-create-chunk") { db in
            try db.execute(sql: """
                CREATE TABLE chunk_text (
                    id INTEGER PRIMARY KEY,
                    text TEXT NOT NULL UNIQUE,
                    embedder TEXT NOT NULL,
                    vector BLOB NOT NULL
                );
                CREATE TABLE chunk (
                    id INTEGER PRIMARY KEY,
                    meetingId INTEGER REFERENCES meeting(id) ON DELETE CASCADE,
                    noteId INTEGER REFERENCES note(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL CHECK (kind IN ('title', 'attendees', 'purpose', 'outcomes', 'notes', 'action_item', 'paragraph')),
                    position INTEGER NOT NULL,
                    textId INTEGER NOT NULL REFERENCES chunk_text(id),
                    CHECK ((meetingId IS NULL) <> (noteId IS NULL))
                );
                CREATE INDEX chunk_meetingId ON chunk(meetingId);
                CREATE INDEX chunk_noteId ON chunk(noteId);
                CREATE INDEX chunk_textId ON chunk(textId);
                CREATE TRIGGER chunk_text_orphaned AFTER DELETE ON chunk
                WHEN NOT EXISTS (SELECT 1 FROM chunk WHERE textId = old.textId) BEGIN
                    DELETE FROM chunk_text WHERE id = old.textId;
                END;
                CREATE VIRTUAL TABLE chunk_search USING fts5(
                    text, content='chunk_text', content_rowid='id', tokenize='porter unicode61 remove_diacritics 2', detail='none', columnsize=0
                );
                CREATE TRIGGER chunk_search_insert AFTER INSERT ON chunk_text BEGIN
                    INSERT INTO chunk_search(rowid, text) VALUES (new.id, new.text);
                END;
                CREATE TRIGGER chunk_search_delete AFTER DELETE ON chunk_text BEGIN
                    INSERT INTO chunk_search(chunk_search, rowid, text) VALUES ('delete', old.id, old.text);
                END;
                CREATE INDEX meeting_typed ON meeting(id) WHERE source <> 'ics';
                CREATE TABLE meeting_summary (
                    meetingId INTEGER PRIMARY KEY REFERENCES meeting(id) ON DELETE CASCADE,
                    summary TEXT NOT NULL,
                    madeAt DATETIME NOT NULL
                );
                DROP TRIGGER meeting_text_insert;
                DROP TRIGGER meeting_text_delete;
                DROP TRIGGER meeting_text_update;
                DROP TABLE meeting_text;
                """)
            // Every meeting and note there already is, chunked now.
            var index = ChunkIndex(embedder: HashedEmbedder())
            try index.indexMissing(onlyTyped: false, in: db)
        },
        // A person's meetings listed from the index alone ("meetings with jordan this month").
        Migration("7-meeting-attendee-person-index") { db in
            try db.execute(sql: """
                DROP INDEX meeting_attendee_personId;
                CREATE INDEX meeting_attendee_person_meeting ON meeting_attendee(personId, meetingId);
                """)
        },
        // A note's tags (`#kitchen` in its text), for every note there already is too.
        Migration("8-note-tag") { db in
            try db.execute(sql: """
                CREATE TABLE note_tag (
                    id INTEGER PRIMARY KEY,
                    noteId INTEGER NOT NULL REFERENCES note(id) ON DELETE CASCADE,
                    tag TEXT NOT NULL,
                    UNIQUE (noteId, tag)
                );
                CREATE INDEX note_tag_tag ON note_tag(tag);
                """)
            for row in try Row.fetchAll(db, sql: "SELECT id, title, body FROM note") {
                try NoteStore.setTags(NoteStore.tags(title: row["title"], body: row["body"]), of: row["id"], in: db)
            }
        },
    ]
}
