import GRDB
import HarkStore

/// The moods domain's tables.
public enum MoodsSchema: StoreSchema {
    public static let name = "moods"
    public static let migrations: [Migration] = [
        Migration("1-create-mood") { db in
            try db.create(table: "mood") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("title", .text).notNull()
                table.column("emoji", .text).notNull()
                table.column("createdAt", .datetime).notNull().indexed()
            }
        },
    ]
}
