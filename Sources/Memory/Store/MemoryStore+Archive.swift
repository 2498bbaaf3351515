import Foundation
import GRDB
import HarkStore

extension MemoryStore {
    /// Every memory, with its tags, people and links, numbered from 1 in the order they were
    /// stored (so a database and one imported from its archive give the same archive).
    public func archive(at now: Date) throws -> MemoryArchive {
        try database.read { db in
            var tags: [Int64: [String]] = [:], people: [Int64: [String]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT mt.memoryId, t.name FROM memory_tag mt JOIN tag t ON t.id = mt.tagId ORDER BY t.name") {
                tags[row["memoryId"], default: []].append(row["name"])
            }
            for row in try Row.fetchAll(db, sql: "SELECT mp.memoryId, p.name FROM memory_person mp JOIN person p ON p.id = mp.personId ORDER BY p.name") {
                people[row["memoryId"], default: []].append(row["name"])
            }
            var numbers: [Int64: Int64] = [:]
            let memories = try Row.fetchAll(db, sql: "SELECT * FROM memory ORDER BY id").map { row in
                let id: Int64 = row["id"]
                let number = Int64(numbers.count + 1)
                numbers[id] = number
                let created: String = row["createdAt"], accessed: String = row["accessedAt"]
                return MemoryArchive.Memory(
                    id: number, content: row["content"], type: row["type"], created: StoredDate.date(created) ?? .distantPast,
                    accessed: StoredDate.date(accessed) ?? .distantPast, recalls: row["recalls"], source: row["source"],
                    context: row["context"], tags: tags[id] ?? [], people: people[id] ?? [])
            }
            let links = try Row.fetchAll(db, sql: "SELECT fromId, toId, weight FROM memory_link ORDER BY fromId, toId").compactMap { row -> MemoryArchive.Link? in
                guard let from = numbers[row["fromId"]], let to = numbers[row["toId"]] else { return nil }
                return MemoryArchive.Link(from: from, to: to, weight: row["weight"])
            }
            return MemoryArchive(exported: now, memories: memories, links: links)
        }
    }

    /// What an import did.
    public struct Imported: Sendable, Equatable {
        /// Memories added.
        public var added: Int
        /// Memories already there (the same content made at the same instant), left as they were.
        public var alreadyThere: Int
        /// Links added between memories of the archive.
        public var links: Int
    }

    /// How often an import reports its progress, in memories.
    public static let importBatch = 500

    /// Adds an archive's memories that are not already here (the same content made at the same
    /// instant, to the millisecond; within the same second for an archive of version 1), with their tags, people, vectors and the links between them, in one transaction
    /// and one change ("undo" takes the whole import back): an import cut short left nothing, and
    /// can simply be run again. A memory of an unknown type is a note.
    public func restore(_ archive: MemoryArchive, at now: Date = Date(), progress: (Int, Int) -> Void = { _, _ in }) throws -> Imported {
        var ids: [Int64: Int64] = [:]
        let vectors = archive.memories.map { embedder.vector(for: $0.content) }
        return try database.change(at: now, described: { (result: Imported) in
            let added = result.added == 1 ? "1 memory" : "\(result.added) memories"
            return ChangeDescription(intent: "ImportMemories", undo: "Took back the \(added) you imported {when}.", redo: "Imported the \(added) again.")
        }) { db in
            var result = Imported(added: 0, alreadyThere: 0, links: 0)
            for (done, (memory, vector)) in zip(archive.memories, vectors).enumerated() {
                if done % Self.importBatch == 0 { progress(done, archive.memories.count) }
                let created = StoredDate.text(memory.created)
                if let existing = try Self.existing(memory, toTheSecond: archive.instantsToTheSecond, in: db) {
                    ids[memory.id] = existing
                    result.alreadyThere += 1
                    continue
                }
                let content = String(memory.content.prefix(Self.maximumLength))
                let id = try insert(content, type: (MemoryType(rawValue: memory.type) ?? .note).rawValue, created: created,
                                    accessed: StoredDate.text(memory.accessed), recalls: max(0, memory.recalls),
                                    source: (MemorySource(rawValue: memory.source) ?? .import).rawValue, context: memory.context,
                                    vector: vector, in: db)
                ids[memory.id] = id
                try Self.attach(tags: Hashtags.normalized(memory.tags), people: memory.people, to: id, in: db)
                result.added += 1
            }
            progress(archive.memories.count, archive.memories.count)
            for link in archive.links {
                guard let from = ids[link.from], let to = ids[link.to], from != to else { continue }
                try db.execute(sql: "INSERT OR IGNORE INTO memory_link (fromId, toId, weight) VALUES (?, ?, ?)",
                               arguments: [min(from, to), max(from, to), min(1, max(0, link.weight))])
                result.links += db.changesCount
            }
            return result
        }
    }

    /// The memory already here that `memory` of an archive is: the same content, made at the
    /// same instant (the archive's, rounded to the millisecond as the database keeps it); for an
    /// archive that wrote instants to the second, made less than a second either side of it.
    static func existing(_ memory: MemoryArchive.Memory, toTheSecond: Bool, in db: Database) throws -> Int64? {
        // Content longer than a memory may be was cut on import: the cut content is the one here.
        let content = String(memory.content.prefix(maximumLength))
        guard toTheSecond else {
            return try Int64.fetchOne(db, sql: "SELECT id FROM memory WHERE createdAt = ? AND content = ?",
                                      arguments: [StoredDate.text(memory.created), content])
        }
        return try Int64.fetchOne(db, sql: "SELECT id FROM memory WHERE createdAt > ? AND createdAt < ? AND content = ? ORDER BY createdAt LIMIT 1",
                                  arguments: [StoredDate.text(memory.created.addingTimeInterval(-1)),
                                              StoredDate.text(memory.created.addingTimeInterval(1)), content])
    }
}
