import Foundation
import GRDB
import HarkStore

/// What the memory graph holds: counts, and the tags used most.
public struct MemoryStatistics: Sendable, Encodable {
    public var memories: Int
    public var today: Int
    public var links: Int
    public var people: Int
    public var tags: Int
    /// The tags on the most memories, most first, with how many.
    public var topTags: [TagCount]
    /// The memories of each type, by type name.
    public var byType: [String: Int]

    public struct TagCount: Sendable, Encodable {
        public var tag: String
        public var memories: Int
    }
}

extension MemoryStore {
    /// Counts over every memory, whatever its context; "today" is `today`.
    public func statistics(today: DateInterval, topTags: Int = 5) throws -> MemoryStatistics {
        try database.read { db in
            let count = { (sql: String, arguments: StatementArguments) in try Int.fetchOne(db, sql: sql, arguments: arguments) ?? 0 }
            let top = try Row.fetchAll(db, sql: """
                SELECT t.name, count(*) AS uses FROM memory_tag mt JOIN tag t ON t.id = mt.tagId
                GROUP BY mt.tagId ORDER BY uses DESC, t.name LIMIT ?
                """, arguments: [topTags]).map { MemoryStatistics.TagCount(tag: $0["name"], memories: $0["uses"]) }
            var byType: [String: Int] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT type, count(*) AS n FROM memory GROUP BY type") { byType[row["type"]] = row["n"] }
            return MemoryStatistics(
                memories: try count("SELECT count(*) FROM memory", []),
                today: try count("SELECT count(*) FROM memory WHERE createdAt >= ? AND createdAt < ?",
                                 [StoredDate.text(today.start), StoredDate.text(today.end)]),
                links: try count("SELECT count(*) FROM memory_link", []),
                people: try count("SELECT count(*) FROM person", []),
                tags: try count("SELECT count(*) FROM tag", []),
                topTags: top, byType: byType)
        }
    }
}
