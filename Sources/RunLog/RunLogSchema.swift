import GRDB
import HarkStore

/// The run log's table: one row per scheduled time of a triggered shortcut.
public enum RunLogSchema: StoreSchema {
    public static let name = "runs"
    /// What the scheduler did and when: a record of Hark's own running, not a change to undo.
    public static let derivedTables: Set<String> = ["shortcut_run"]
    public static let migrations: [Migration] = [
        Migration("1-create-shortcut-run") { db in
            try db.create(table: "shortcut_run") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("shortcut", .text).notNull()
                table.column("scheduled", .datetime).notNull()
                table.column("started", .datetime)
                table.column("ended", .datetime)
                table.column("status", .text).notNull()
                    .check(sql: "status IN ('running', 'ok', 'failed', 'skipped', 'missed', 'interrupted')")
                table.column("said", .text).notNull().defaults(to: "[]")
                table.column("error", .text)
            }
            try db.create(index: "shortcut_run_by_shortcut", on: "shortcut_run", columns: ["shortcut", "scheduled"])
            try db.create(index: "shortcut_run_by_scheduled", on: "shortcut_run", columns: ["scheduled"])
            try db.create(index: "shortcut_run_running", on: "shortcut_run", columns: ["status"], condition: Column("status") == "running")
        },
    ]
}
