import GRDB
import HarkStore

/// The memory graph's tables: memories, their full-text index and vectors, tags, people and the
/// links between memories, and the memory settings (the focus).
public enum MemorySchema: StoreSchema {
    public static let name = "memory"
    /// People and tags are shared: memories mention people whom meetings list too.
    public static let sharedTables: Set<String> = ["person", "tag"]
    /// The memory of the day, drawn once a day: a pick, not a person's data.
    public static let derivedTables: Set<String> = ["memory_pick"]
    /// Recalling a memory (a search that finds it) is use, not a change to undo.
    public static let usageColumns: [String: Set<String>] = ["memory": ["accessedAt", "recalls"]]
    public static let migrations: [Migration] = [
        Migration("1-create-memory-graph") { db in
            try db.execute(sql: """
                CREATE TABLE memory (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    content TEXT NOT NULL,
                    type TEXT NOT NULL,
                    createdAt TEXT NOT NULL,
                    accessedAt TEXT NOT NULL,
                    recalls INTEGER NOT NULL DEFAULT 0,
                    source TEXT NOT NULL,
                    context TEXT
                );
                CREATE INDEX memory_createdAt ON memory(createdAt);
                CREATE VIRTUAL TABLE memory_text USING fts5(
                    content, content='memory', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='4'
                );
                CREATE TRIGGER memory_text_insert AFTER INSERT ON memory BEGIN
                    INSERT INTO memory_text(rowid, content) VALUES (new.id, new.content);
                END;
                CREATE TRIGGER memory_text_delete AFTER DELETE ON memory BEGIN
                    INSERT INTO memory_text(memory_text, rowid, content) VALUES ('delete', old.id, old.content);
                END;
                CREATE TRIGGER memory_text_update AFTER UPDATE OF content ON memory BEGIN
                    INSERT INTO memory_text(memory_text, rowid, content) VALUES ('delete', old.id, old.content);
                    INSERT INTO memory_text(rowid, content) VALUES (new.id, new.content);
                END;
                CREATE TABLE memory_vector (
                    memoryId INTEGER PRIMARY KEY REFERENCES memory(id) ON DELETE CASCADE,
                    embedder TEXT NOT NULL,
                    vector BLOB NOT NULL
                );
                CREATE TABLE tag (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE);
                CREATE TABLE memory_tag (
                    memoryId INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
                    tagId INTEGER NOT NULL REFERENCES tag(id) ON DELETE CASCADE,
                    PRIMARY KEY (memoryId, tagId)
                ) WITHOUT ROWID;
                CREATE INDEX memory_tag_tagId ON memory_tag(tagId);
                CREATE TABLE person (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE COLLATE NOCASE);
                CREATE TABLE memory_person (
                    memoryId INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
                    personId INTEGER NOT NULL REFERENCES person(id) ON DELETE CASCADE,
                    PRIMARY KEY (memoryId, personId)
                ) WITHOUT ROWID;
                CREATE INDEX memory_person_personId ON memory_person(personId);
                CREATE TABLE memory_link (
                    fromId INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
                    toId INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
                    weight REAL NOT NULL,
                    PRIMARY KEY (fromId, toId),
                    CHECK (fromId < toId)
                ) WITHOUT ROWID;
                CREATE INDEX memory_link_toId ON memory_link(toId);
                CREATE TABLE memory_setting (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
                """)
        },
        // How many memories hold each indexed word (FTS5's own count, read from the index).
        Migration("2-memory-text-vocabulary") { db in
            try db.execute(sql: "CREATE VIRTUAL TABLE memory_text_vocabulary USING fts5vocab(memory_text, 'row')")
        },
        // How many memories hold each indexed word, kept as memories are stored and forgotten
        // (MemoryStore+WordCounts): the vocabulary above counts by reading every memory that
        // holds a word, too slow for common words at 100,000 memories. Filled from it once.
        Migration("3-memory-word-counts") { db in
            try db.execute(sql: """
                CREATE TABLE memory_word (word TEXT PRIMARY KEY, memories INTEGER NOT NULL) WITHOUT ROWID;
                INSERT INTO memory_word (word, memories) SELECT term, doc FROM memory_text_vocabulary;
                """)
        },
        // Every table of a person's data gets rowids, so that the change log sees its changes
        // (SQLite's pre-update hook skips tables without them), and the memory of the day moves
        // to a table of its own, which is not a person's data.
        Migration("4-rowid-tables-for-undo") { db in
            try db.execute(sql: """
                CREATE TABLE memory_tag_rowid (
                    memoryId INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
                    tagId INTEGER NOT NULL REFERENCES tag(id) ON DELETE CASCADE,
                    PRIMARY KEY (memoryId, tagId)
                );
                INSERT INTO memory_tag_rowid (memoryId, tagId) SELECT memoryId, tagId FROM memory_tag;
                DROP TABLE memory_tag;
                ALTER TABLE memory_tag_rowid RENAME TO memory_tag;
                CREATE INDEX memory_tag_tagId ON memory_tag(tagId);
                CREATE TABLE memory_person_rowid (
                    memoryId INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
                    personId INTEGER NOT NULL REFERENCES person(id) ON DELETE CASCADE,
                    PRIMARY KEY (memoryId, personId)
                );
                INSERT INTO memory_person_rowid (memoryId, personId) SELECT memoryId, personId FROM memory_person;
                DROP TABLE memory_person;
                ALTER TABLE memory_person_rowid RENAME TO memory_person;
                CREATE INDEX memory_person_personId ON memory_person(personId);
                CREATE TABLE memory_link_rowid (
                    fromId INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
                    toId INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE,
                    weight REAL NOT NULL,
                    PRIMARY KEY (fromId, toId),
                    CHECK (fromId < toId)
                );
                INSERT INTO memory_link_rowid (fromId, toId, weight) SELECT fromId, toId, weight FROM memory_link;
                DROP TABLE memory_link;
                ALTER TABLE memory_link_rowid RENAME TO memory_link;
                CREATE INDEX memory_link_toId ON memory_link(toId);
                CREATE TABLE memory_word_rowid (word TEXT PRIMARY KEY, memories INTEGER NOT NULL);
                INSERT INTO memory_word_rowid (word, memories) SELECT word, memories FROM memory_word;
                DROP TABLE memory_word;
                ALTER TABLE memory_word_rowid RENAME TO memory_word;
                CREATE TABLE memory_pick (day TEXT NOT NULL, memoryId INTEGER NOT NULL REFERENCES memory(id) ON DELETE CASCADE);
                CREATE TABLE memory_setting_rowid (key TEXT PRIMARY KEY, value TEXT NOT NULL);
                INSERT INTO memory_setting_rowid (key, value) SELECT key, value FROM memory_setting WHERE key <> 'dayPick';
                DROP TABLE memory_setting;
                ALTER TABLE memory_setting_rowid RENAME TO memory_setting;
                """)
        },
    ]
}
