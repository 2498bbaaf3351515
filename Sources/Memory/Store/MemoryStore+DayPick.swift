import Foundation
import GRDB
import HarkStore

extension MemoryStore {
    /// The memory of the day named `day` ("2026-11-23"): drawn once, by chance weighted by decay
    /// score (so recently recalled memories come up more, and every memory has some chance), then
    /// kept in the database so that it stays the same all day, whatever is recalled meanwhile.
    /// Memories of the focus and of none; nil when there are none.
    public func memoryOfTheDay(_ day: String, at now: Date) throws -> MemoryItem? {
        try database.write { db in
            if let id = try Int64.fetchOne(db, sql: "SELECT memoryId FROM memory_pick WHERE day = ?", arguments: [day]),
               let memory = try Self.memories([id], in: db).first {
                return memory
            }
            let (conditions, arguments) = try Self.conditions(range: nil, context: .focus, in: db)
            var ids: [Int64] = [], weights: [Double] = []
            for row in try Row.fetchAll(db, sql: "SELECT id, accessedAt, recalls FROM memory WHERE \(conditions) ORDER BY id",
                                        arguments: arguments) {
                let accessed: String = row["accessedAt"]
                ids.append(row["id"])
                weights.append(Self.dayPickFloor + decay.score(lastAccessed: StoredDate.date(accessed) ?? now, recalls: row["recalls"], now: now))
            }
            var random = SeededRandom(seed: day)
            guard let index = random.index(weightedBy: weights), let memory = try Self.memories([ids[index]], in: db).first else { return nil }
            try db.execute(sql: "DELETE FROM memory_pick")
            try db.execute(sql: "INSERT INTO memory_pick (day, memoryId) VALUES (?, ?)", arguments: [day, memory.id])
            return memory
        }
    }

    /// Added to every memory's weight, so that long-untouched ones still come up now and then.
    static let dayPickFloor = 0.05
}

/// A repeatable stream of random numbers from a text seed (FNV-1a, then SplitMix64): the same
/// seed gives the same draws in every process.
struct SeededRandom {
    private var state: UInt64

    init(seed: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in seed.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        state = hash
    }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var z = state
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// An index drawn with chances in proportion to `weights` (nil when they are empty or all zero).
    mutating func index(weightedBy weights: [Double]) -> Int? {
        let total = weights.reduce(0, +)
        guard total > 0 else { return nil }
        var target = Double(next() >> 11) / Double(1 << 53) * total
        for (index, weight) in weights.enumerated() {
            target -= weight
            if target < 0 { return index }
        }
        return weights.lastIndex { $0 > 0 }
    }
}
