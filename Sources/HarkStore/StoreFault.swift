/// What kind of failure of the database a `StoreError` is, so that a front end can say it and
/// choose its exit code without reading SQLite's codes itself.
public enum StoreFault: String, Sendable, Equatable {
    /// The file, its folder or its disk may not be written (or read): permissions, a read-only mount.
    case readOnly = "read-only"
    /// The disk holding the database is full.
    case diskFull = "disk full"
    /// Another program held the database for longer than Hark waits.
    case busy
    /// The file is damaged, or is not a Hark database.
    case damaged
    /// A newer Hark changed the database's schema: this one reads it but must not write to it.
    case newerHark = "newer Hark"
    /// The folder named for the database does not exist, or could not be made.
    case missingFolder = "missing folder"
    /// The disk failed while reading or writing.
    case diskError = "disk error"
    /// Anything else SQLite reported.
    case other
}
