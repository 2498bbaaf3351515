#ifndef CHARK_SQLITE_H
#define CHARK_SQLITE_H

#include <sqlite3.h>

/// Leaves the write-ahead log in place when the last connection closes, instead of checkpointing
/// it into the database file and deleting it. Committed transactions are already durable in the
/// WAL (synchronous = FULL); SQLite checkpoints automatically once the WAL passes its size limit.
/// This saves a one-shot command the checkpoint's extra syncs and the WAL's re-creation.
/// (sqlite3_db_config is variadic, which Swift cannot call: hence this C wrapper, as GRDB does.)
static inline int chark_keep_wal_on_close(sqlite3 *db) {
    int persist = 1;
    int result = sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
    if (result != SQLITE_OK) return result;
    return sqlite3_file_control(db, "main", SQLITE_FCNTL_PERSIST_WAL, &persist);
}

#endif
