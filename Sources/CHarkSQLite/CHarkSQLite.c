// The C wrapper lives in include/CHarkSQLite.h.
