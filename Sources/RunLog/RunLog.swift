import Foundation
import GRDB
import HarkStore
import Scheduling

/// The run log in Hark's database: what the scheduler ran, skipped and missed, and when.
/// Every write is one short transaction, durable when it returns.
public struct RunLog: RunRecording {
    let database: HarkDatabase

    public init(database: HarkDatabase) { self.database = database }

    public func lastScheduled(_ shortcut: String) throws -> Date? {
        try database.read { db in
            try String.fetchOne(db, sql: "SELECT MAX(scheduled) FROM shortcut_run WHERE shortcut = ?", arguments: [shortcut])
        }.flatMap(StoredDate.date)
    }

    public func started(_ shortcut: String, scheduled: Date, at: Date) throws -> Int64 {
        try database.write { db in
            try db.execute(sql: "INSERT INTO shortcut_run (shortcut, scheduled, started, status) VALUES (?, ?, ?, 'running')",
                           arguments: [shortcut, StoredDate.text(scheduled), StoredDate.text(at)])
            return db.lastInsertedRowID
        }
    }

    public func ended(_ id: Int64, _ outcome: RunOutcome, at: Date) throws {
        try database.write { db in
            try db.execute(sql: "UPDATE shortcut_run SET ended = ?, status = ?, said = ?, error = ? WHERE id = ?",
                           arguments: [StoredDate.text(at), outcome.status.rawValue, Self.json(outcome.said), outcome.error, id])
        }
    }

    public func notRun(_ shortcut: String, scheduled: Date, status: RunStatus, reason: String, at: Date) throws {
        try database.write { db in
            try db.execute(sql: "INSERT INTO shortcut_run (shortcut, scheduled, status, error) VALUES (?, ?, ?, ?)",
                           arguments: [shortcut, StoredDate.text(scheduled), status.rawValue, reason])
        }
    }

    public func interruptRunning(reason: String, at: Date) throws -> Int {
        try database.write { db in
            try db.execute(sql: "UPDATE shortcut_run SET status = 'interrupted', ended = COALESCE(ended, ?), error = ? WHERE status = 'running'",
                           arguments: [StoredDate.text(at), reason])
            return db.changesCount
        }
    }

    /// The runs recorded, newest first: of one shortcut when `shortcut` is given, scheduled at or
    /// after `since` when it is given, at most `limit`.
    public func entries(shortcut: String? = nil, since: Date? = nil, limit: Int = 100) throws -> [RunEntry] {
        var conditions: [String] = [], arguments: StatementArguments = []
        if let shortcut { conditions.append("shortcut = ?"); _ = arguments.append(contentsOf: [shortcut]) }
        if let since { conditions.append("scheduled >= ?"); _ = arguments.append(contentsOf: [StoredDate.text(since)]) }
        let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
        _ = arguments.append(contentsOf: [max(0, limit)])
        return try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM shortcut_run \(filter) ORDER BY scheduled DESC, id DESC LIMIT ?", arguments: arguments).map { row in
                let saidText: String = row["said"] ?? "[]"
                return RunEntry(id: row["id"], shortcut: row["shortcut"], scheduled: (row["scheduled"] as String?).flatMap(StoredDate.date) ?? .distantPast,
                                started: (row["started"] as String?).flatMap(StoredDate.date), ended: (row["ended"] as String?).flatMap(StoredDate.date),
                                status: RunStatus(rawValue: row["status"] ?? "") ?? .failed, said: Self.lines(saidText), error: row["error"])
            }
        }
    }

    static func json(_ lines: [String]) -> String {
        (try? String(decoding: JSONEncoder().encode(lines), as: UTF8.self)) ?? "[]"
    }

    static func lines(_ json: String) -> [String] {
        (try? JSONDecoder().decode([String].self, from: Data(json.utf8))) ?? []
    }
}
