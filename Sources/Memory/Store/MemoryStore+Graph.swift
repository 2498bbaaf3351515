import Foundation
import GRDB

/// A memory reached from others, how far away, and along what.
public struct MemoryNeighbour: Sendable, Hashable {
    public var id: Int64
    public var depth: Int
    /// The memory it was reached from.
    public var from: Int64
    public var via: Edge

    public enum Edge: Sendable, Hashable {
        /// A link made because the two are alike (its weight: their similarity).
        case link(Double)
        case tag(String)
        case person(String)
    }
}

extension MemoryStore {
    /// At most this many memories are followed through one shared tag or person, the newest.
    public static let neighboursPerEdge = 20

    /// The memories reachable from `seeds` by links, shared tags and shared people (with
    /// `linksOnly`, by links alone), to `depth` steps, nearest first; no memory twice, the seeds
    /// left out.
    public func neighbourhood(of seeds: [Int64], depth: Int, linksOnly: Bool = false) throws -> [MemoryNeighbour] {
        guard depth > 0 else { return [] }
        return try database.read { db in
            var seen = Set(seeds)
            var frontier = seeds
            var result: [MemoryNeighbour] = []
            for step in 1...depth {
                var next: [Int64] = []
                for id in frontier {
                    for (other, edge) in try Self.edges(of: id, linksOnly: linksOnly, in: db) where !seen.contains(other) {
                        seen.insert(other)
                        next.append(other)
                        result.append(MemoryNeighbour(id: other, depth: step, from: id, via: edge))
                    }
                }
                frontier = next
                if frontier.isEmpty { break }
            }
            return result
        }
    }

    /// How many memories memory `id` is linked to.
    public func linkCount(of id: Int64) throws -> Int {
        try database.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM memory_link WHERE fromId = ? OR toId = ?", arguments: [id, id]) ?? 0
        }
    }

    static func edges(of id: Int64, linksOnly: Bool, in db: Database) throws -> [(Int64, MemoryNeighbour.Edge)] {
        var edges: [(Int64, MemoryNeighbour.Edge)] = []
        // Cached statements: a walk runs the same few statements for every memory it reaches.
        let links = try db.cachedStatement(sql: """
            SELECT toId AS other, weight FROM memory_link WHERE fromId = ?
            UNION ALL SELECT fromId AS other, weight FROM memory_link WHERE toId = ?
            ORDER BY weight DESC
            """)
        for row in try Row.fetchAll(links, arguments: [id, id]) {
            edges.append((row["other"], .link(row["weight"])))
        }
        if linksOnly { return edges }
        edges += try sharing(id, table: "memory_tag", names: "tag", key: "tagId", in: db).map { ($0.other, .tag($0.name)) }
        edges += try sharing(id, table: "memory_person", names: "person", key: "personId", in: db).map { ($0.other, .person($0.name)) }
        return edges
    }

    /// The memories sharing a tag or a person with memory `id`, at most `neighboursPerEdge` through
    /// each, the newest (read from the index on the tag or person, so a tag on thousands of
    /// memories costs no more than a rare one); `table`, `names` and `key` are the link table, the
    /// named table and the key between them (fixed names, never anything said).
    private static func sharing(_ id: Int64, table: String, names: String, key: String,
                                in db: Database) throws -> [(other: Int64, name: String)] {
        var result: [(other: Int64, name: String)] = []
        let named = try db.cachedStatement(sql: "SELECT n.id, n.name FROM \(table) mine JOIN \(names) n ON n.id = mine.\(key) WHERE mine.memoryId = ?")
        let sharers = try db.cachedStatement(sql: "SELECT memoryId FROM \(table) WHERE \(key) = ? AND memoryId != ? ORDER BY memoryId DESC LIMIT ?")
        for row in try Row.fetchAll(named, arguments: [id]) {
            let name: String = row["name"]
            for other in try Int64.fetchAll(sharers, arguments: [row["id"], id, neighboursPerEdge]) {
                result.append((other, name))
            }
        }
        return result
    }
}
