/// A domain's tables: its name and its migrations, in order. Migrations are append-only: a
/// released migration is never edited, a change is a new migration.
public protocol StoreSchema: Sendable {
    /// The domain's name, which prefixes its migrations' names ("moods").
    static var name: String { get }
    static var migrations: [Migration] { get }
}
