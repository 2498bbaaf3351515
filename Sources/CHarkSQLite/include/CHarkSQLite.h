#ifndef CHARK_SQLITE_H
#define CHARK_SQLITE_H

#include <stdint.h>
#include <sqlite3.h>

/// What the log hook needs: the log size that triggers a checkpoint, and the connection's busy
/// timeout, restored after the checkpoint. Packed into the hook's pointer-sized argument.
#define CHARK_PAGES_BITS 24

/// After each commit: once the write-ahead log holds `pages` frames or more, fold it into the
/// database file and truncate it to nothing (a TRUNCATE checkpoint). The checkpoint never waits:
/// the busy timeout is switched off around it, so when another connection is reading (the
/// scheduler, say) or writing, it checkpoints what it can without blocking, returns at once, and
/// the next commit tries again. The commit itself is already durable when the hook runs.
static int chark_truncate_log_hook(void *argument, sqlite3 *db, const char *schema, int frames) {
    intptr_t packed = (intptr_t)argument;
    int pages = (int)(packed & ((1 << CHARK_PAGES_BITS) - 1));
    int busy_milliseconds = (int)(packed >> CHARK_PAGES_BITS);
    if (frames >= pages) {
        sqlite3_busy_timeout(db, 0);
        sqlite3_wal_checkpoint_v2(db, schema, SQLITE_CHECKPOINT_TRUNCATE, 0, 0);
        sqlite3_busy_timeout(db, busy_milliseconds);
    }
    return SQLITE_OK;
}

/// Sets a connection up for a one-shot command: the write-ahead log is left in place when the
/// connection closes, instead of being checkpointed into the database file and deleted
/// (committed transactions are already durable in the log with synchronous = FULL; this saves
/// each command the checkpoint's extra syncs and the log's re-creation). The next command's first
/// connection reads the whole log back, so the log is folded in and truncated once it holds
/// `pages` frames: that read stays short however many commands came before. Replaces SQLite's
/// automatic checkpoint, which does not truncate. `busy_milliseconds` is the connection's busy
/// timeout, put back after each checkpoint.
/// (sqlite3_db_config is variadic, which Swift cannot call: hence this C wrapper, as GRDB does.)
static inline int chark_keep_short_log_on_close(sqlite3 *db, int pages, int busy_milliseconds) {
    int persist = 1;
    if (pages <= 0 || pages >= (1 << CHARK_PAGES_BITS) || busy_milliseconds < 0) return SQLITE_MISUSE;
    int result = sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
    if (result != SQLITE_OK) return result;
    result = sqlite3_file_control(db, "main", SQLITE_FCNTL_PERSIST_WAL, &persist);
    if (result != SQLITE_OK) return result;
    intptr_t packed = (intptr_t)pages | ((intptr_t)busy_milliseconds << CHARK_PAGES_BITS);
    sqlite3_wal_hook(db, chark_truncate_log_hook, (void *)packed);
    return SQLITE_OK;
}

/// Called before each row of an ordinary (rowid) table is inserted, updated or deleted, by a
/// statement or by a trigger or foreign-key action it sets off: the operation (SQLITE_INSERT,
/// SQLITE_UPDATE, SQLITE_DELETE), the schema and table, and the row's rowid before and after.
typedef void (*chark_row_change_callback)(void *context, sqlite3 *db, int operation, const char *schema, const char *table,
                                          sqlite3_int64 old_rowid, sqlite3_int64 new_rowid);

/// Starts calling `callback` with `context` before each row change on `db` (SQLite's pre-update
/// hook); `context` must live until `chark_stop_watching_row_changes`.
int chark_watch_row_changes(sqlite3 *db, chark_row_change_callback callback, void *context);
/// Stops the calls started by `chark_watch_row_changes`.
void chark_stop_watching_row_changes(sqlite3 *db);
/// Inside the callback: how many columns the changing row has.
int chark_preupdate_column_count(sqlite3 *db);
/// Inside the callback, for an update or a delete: the row's value in `column` before the change
/// (the rowid for an INTEGER PRIMARY KEY column), or NULL when SQLite cannot give it.
sqlite3_value *chark_preupdate_old_value(sqlite3 *db, int column);

#endif
