import GRDB

/// Full-text indexing of a batch of new notes, done once at its end rather than row by row.
///
/// Inside a transaction, SQLite wraps each statement that fires a trigger in a savepoint, and
/// FTS5 writes out everything it holds at every savepoint. Indexed by their insert triggers, a
/// notes import wrote the two full-text indexes (`note_text`, `chunk_search`) once for each chunk
/// of text: 20,000 times for 7 MB of notes, most of the import's time.
///
/// So, inside the import's one transaction, the two insert triggers are set aside, the rows the
/// batch adds are noted, each index takes them in one statement at the end, and the triggers are
/// put back from their own SQL. No other connection ever sees them gone: they are gone only in a
/// transaction that is not yet committed, and a failure rolls their removal back with the rest.
/// Updates and deletes still go through their triggers; a row the batch adds is neither changed
/// nor removed in it (a note is saved once, and its new texts are kept by its new chunks).
struct FullTextBatch {
    /// The notes the batch added.
    var notes: [Int64] = []
    /// The chunk texts the batch added.
    var texts: [Int64] = []

    static let insertTriggers = ["chunk_search_insert", "note_text_insert"]

    static func run<Value>(in db: Database, _ body: (inout FullTextBatch) throws -> Value) throws -> Value {
        var batch = FullTextBatch()
        let triggers = try String.fetchAll(db, sql: "SELECT sql FROM sqlite_schema WHERE type = 'trigger' AND name IN (\(databaseQuestionMarks(count: insertTriggers.count)))",
                                           arguments: StatementArguments(insertTriggers))
        // A schema without both (none that Hark makes) keeps indexing row by row.
        guard triggers.count == insertTriggers.count else { return try body(&batch) }
        for name in insertTriggers { try db.execute(sql: "DROP TRIGGER \(name)") }
        let value = try body(&batch)
        try db.execute(sql: "INSERT INTO note_text (rowid, title, body) SELECT id, title, body FROM note WHERE id IN (SELECT value FROM json_each(?))",
                       arguments: [ids(batch.notes)])
        try db.execute(sql: "INSERT INTO chunk_search (rowid, text) SELECT id, text FROM chunk_text WHERE id IN (SELECT value FROM json_each(?))",
                       arguments: [ids(batch.texts)])
        for sql in triggers { try db.execute(sql: sql) }
        return value
    }

    /// `[1,2,3]`: the rows as a JSON array, for `json_each`.
    static func ids(_ rows: [Int64]) -> String { "[" + rows.map(String.init).joined(separator: ",") + "]" }
}
