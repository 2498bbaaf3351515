/// A domain's tables: its name and its migrations, in order. Migrations are append-only: a
/// released migration is never edited, a change is a new migration.
///
/// Every table a schema makes is a person's data, recorded in the change log so that "undo" takes
/// back any change to it, unless the schema says otherwise here (`TableRoles`).
public protocol StoreSchema: Sendable {
    /// The domain's name, which prefixes its migrations' names ("moods").
    static var name: String { get }
    static var migrations: [Migration] { get }
    /// Tables kept from other tables or about Hark's own running, not a person's data (search
    /// chunks, caches, the run log): left out of the change log. Whatever undo and redo change,
    /// their foreign keys and triggers keep them right, or the domain makes them again.
    static var derivedTables: Set<String> { get }
    /// Tables whose rows several things refer to (people, tags): a row is removed when, and only
    /// when, nothing refers to it any more (`SharedRows`), never by deleting one of the things.
    static var sharedTables: Set<String> { get }
    /// Columns that count use, not content (when a memory was last recalled): changing them is not
    /// a change to undo, and they do not make a change look "changed since".
    static var usageColumns: [String: Set<String>] { get }
}

extension StoreSchema {
    public static var derivedTables: Set<String> { [] }
    public static var sharedTables: Set<String> { [] }
    public static var usageColumns: [String: Set<String>] { [:] }
}
