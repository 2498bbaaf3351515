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

    /// The memories reachable from `seeds` by links, shared tags and shared people, to `depth`
    /// steps, nearest first; no memory twice, the seeds left out.
    public func neighbourhood(of seeds: [Int64], depth: Int) throws -> [MemoryNeighbour] {
        try database.read { db in
            var seen = Set(seeds)
            var frontier = seeds
            var result: [MemoryNeighbour] = []
            for step in 1...max(1, depth) where depth > 0 {
                var next: [Int64] = []
                for id in frontier {
                    for (other, edge) in try Self.edges(of: id, in: db) where !seen.contains(other) {
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

    static func edges(of id: Int64, in db: Database) throws -> [(Int64, MemoryNeighbour.Edge)] {
        var edges: [(Int64, MemoryNeighbour.Edge)] = []
        var tagCounts: [String: Int] = [:], personCounts: [String: Int] = [:]
        for row in try Row.fetchAll(db, sql: """
            SELECT toId AS other, weight FROM memory_link WHERE fromId = ?
            UNION ALL SELECT fromId AS other, weight FROM memory_link WHERE toId = ?
            ORDER BY weight DESC
            """, arguments: [id, id]) {
            edges.append((row["other"], .link(row["weight"])))
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT t.name, other.memoryId AS other FROM memory_tag mine JOIN tag t ON t.id = mine.tagId
            JOIN memory_tag other ON other.tagId = mine.tagId AND other.memoryId != mine.memoryId
            WHERE mine.memoryId = ? ORDER BY other.memoryId DESC
            """, arguments: [id]) {
            let name: String = row["name"]
            tagCounts[name, default: 0] += 1
            if tagCounts[name, default: 0] <= neighboursPerEdge { edges.append((row["other"], .tag(name))) }
        }
        for row in try Row.fetchAll(db, sql: """
            SELECT p.name, other.memoryId AS other FROM memory_person mine JOIN person p ON p.id = mine.personId
            JOIN memory_person other ON other.personId = mine.personId AND other.memoryId != mine.memoryId
            WHERE mine.memoryId = ? ORDER BY other.memoryId DESC
            """, arguments: [id]) {
            let name: String = row["name"]
            personCounts[name, default: 0] += 1
            if personCounts[name, default: 0] <= neighboursPerEdge { edges.append((row["other"], .person(name))) }
        }
        return edges
    }
}
