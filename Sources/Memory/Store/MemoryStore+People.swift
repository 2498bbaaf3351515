import GRDB

extension MemoryStore {
    /// How many memories name the person with this id (one of the graph's people), and the
    /// `limit` newest of them, newest first; every context counts.
    public func memories(naming personID: Int64, limit: Int) throws -> (count: Int, newest: [MemoryItem]) {
        try database.read { db in
            let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM memory_person WHERE personId = ?", arguments: [personID]) ?? 0
            let ids = try Int64.fetchAll(db, sql: """
                SELECT m.id FROM memory m JOIN memory_person p ON p.memoryId = m.id WHERE p.personId = ? ORDER BY m.createdAt DESC, m.id DESC LIMIT ?
                """, arguments: [personID, limit])
            return (count, try Self.memories(ids, in: db))
        }
    }
}
