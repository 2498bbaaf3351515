// The C wrapper for the log hook lives in include/CHarkSQLite.h; the pre-update hook's wrappers
// live here, where SQLite's header is read with the pre-update API switched on (Debian's SQLite
// is built with it, SQLITE_ENABLE_PREUPDATE_HOOK, but its header declares it only when asked).
#define SQLITE_ENABLE_PREUPDATE_HOOK 1
#include <sqlite3.h>
#include "CHarkSQLite.h"

int chark_watch_row_changes(sqlite3 *db, chark_row_change_callback callback, void *context) {
    sqlite3_preupdate_hook(db, callback, context);
    return SQLITE_OK;
}

void chark_stop_watching_row_changes(sqlite3 *db) {
    sqlite3_preupdate_hook(db, 0, 0);
}

int chark_preupdate_column_count(sqlite3 *db) {
    return sqlite3_preupdate_count(db);
}

sqlite3_value *chark_preupdate_old_value(sqlite3 *db, int column) {
    sqlite3_value *value = 0;
    if (sqlite3_preupdate_old(db, column, &value) != SQLITE_OK) return 0;
    return value;
}
