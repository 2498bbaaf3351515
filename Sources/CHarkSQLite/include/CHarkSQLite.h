#ifndef CHARK_SQLITE_H
#define CHARK_SQLITE_H

#include <stdint.h>
#include <sqlite3.h>

/// After each commit: once the write-ahead log holds `pages` frames or more, fold it into the
/// database file and truncate it to nothing (a TRUNCATE checkpoint; if a reader is in the way
/// the checkpoint does what it can and the next commit tries again).
static int chark_truncate_log_hook(void *pages, sqlite3 *db, const char *schema, int frames) {
    if (frames >= (int)(intptr_t)pages) sqlite3_wal_checkpoint_v2(db, schema, SQLITE_CHECKPOINT_TRUNCATE, 0, 0);
    return SQLITE_OK;
}

/// Sets a connection up for a one-shot command: the write-ahead log is left in place when the
/// connection closes, instead of being checkpointed into the database file and deleted
/// (committed transactions are already durable in the log with synchronous = FULL; this saves
/// each command the checkpoint's extra syncs and the log's re-creation). The next command's first
/// connection reads the whole log back, so the log is folded in and truncated once it holds
/// `pages` frames: that read stays short however many commands came before. Replaces SQLite's
/// automatic checkpoint, which does not truncate.
/// (sqlite3_db_config is variadic, which Swift cannot call: hence this C wrapper, as GRDB does.)
static inline int chark_keep_short_log_on_close(sqlite3 *db, int pages) {
    int persist = 1;
    int result = sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
    if (result != SQLITE_OK) return result;
    result = sqlite3_file_control(db, "main", SQLITE_FCNTL_PERSIST_WAL, &persist);
    if (result != SQLITE_OK) return result;
    sqlite3_wal_hook(db, chark_truncate_log_hook, (void *)(intptr_t)pages);
    return SQLITE_OK;
}

#endif
