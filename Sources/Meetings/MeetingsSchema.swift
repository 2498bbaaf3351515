import GRDB
import HarkStore

/// The meetings domain's tables. Attendees are people of the memory graph (its `person` table,
/// which the memory domain's migrations make first).
public enum MeetingsSchema: StoreSchema {
    public static let name = "meetings"
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
    ]
}
