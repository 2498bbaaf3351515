import Foundation
import GRDB
import HarkStore

extension MemoryStore {
    /// The `limit` newest memories (of the focus and of none, unless `context` says otherwise),
    /// made in `range`, of `type` and with `tag` when these are given, newest first.
    public func latest(_ limit: Int, in range: DateInterval? = nil, type: MemoryType? = nil, tag: String? = nil,
                       context: MemorySearch.ContextChoice = .focus) throws -> [MemoryItem] {
        try database.read { db in
            var (conditions, arguments) = try Self.conditions(range: range, context: context, type: type, tag: tag, in: db)
            arguments += [limit]
            let ids = try Int64.fetchAll(db, sql: """
                SELECT id FROM memory WHERE \(conditions) ORDER BY createdAt DESC, id DESC LIMIT ?
                """, arguments: arguments)
            return try Self.memories(ids, in: db)
        }
    }

    /// How many memories were made in `range` (of the focus and of none, unless `context` says
    /// otherwise).
    public func count(in range: DateInterval?, type: MemoryType? = nil, tag: String? = nil,
                      context: MemorySearch.ContextChoice = .focus) throws -> Int {
        try database.read { db in
            let (conditions, arguments) = try Self.conditions(range: range, context: context, type: type, tag: tag, in: db)
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM memory WHERE \(conditions)", arguments: arguments) ?? 0
        }
    }

    /// The SQL condition on `memory` rows for a span, a context, a type and a tag, with its bound
    /// values. `prefix` names the table (its alias, "m.", when the query joins others).
    static func conditions(range: DateInterval?, context: MemorySearch.ContextChoice, type: MemoryType? = nil, tag: String? = nil,
                           prefix: String = "memory.", in db: Database) throws -> (sql: String, arguments: StatementArguments) {
        var conditions = ["1"]
        var arguments: StatementArguments = []
        if let range {
            conditions.append("\(prefix)createdAt >= ? AND \(prefix)createdAt < ?")
            arguments += [StoredDate.text(range.start), StoredDate.text(range.end)]
        }
        if let chosen = try Self.context(context, in: db) {
            conditions.append("(\(prefix)context IS NULL OR \(prefix)context = ?)")
            arguments += [chosen]
        }
        if let type {
            conditions.append("\(prefix)type = ?")
            arguments += [type.rawValue]
        }
        if let tag {
            conditions.append("EXISTS (SELECT 1 FROM memory_tag mt JOIN tag t ON t.id = mt.tagId WHERE mt.memoryId = \(prefix)id AND t.name = ?)")
            arguments += [Hashtags.normalized([tag]).first ?? tag]
        }
        return (conditions.joined(separator: " AND "), arguments)
    }

    /// The context a choice stands for: the focus, a given one, or nil for any.
    static func context(_ choice: MemorySearch.ContextChoice, in db: Database) throws -> String? {
        switch choice {
        case .focus: try focus(db)
        case .any: nil
        case .only(let given): given
        }
    }

    /// Forgets memory `id`, as a change "undo" takes back: its links, tags, people mentions,
    /// vector and full-text row go with it, and so do tags and people nothing else refers to
    /// (`SharedRows`). False when there was no such memory.
    public func forget(_ id: Int64, at now: Date) throws -> Bool {
        guard let content = try database.read({ db in try String.fetchOne(db, sql: "SELECT content FROM memory WHERE id = ?", arguments: [id]) }) else {
            return false
        }
        let preview = Self.preview(content)
        let change = ChangeDescription(intent: "ForgetMemory", undo: "Put back “\(preview)”, which you forgot {when}.", redo: "Forgot “\(preview)” again.")
        // Its links, tags and mentions go with it (foreign keys); a person or tag nothing else
        // refers to then goes too, and nobody whom a meeting or another memory names.
        return try database.change(change, at: now) { db in
            try db.execute(sql: "DELETE FROM memory WHERE id = ?", arguments: [id])
            guard db.changesCount > 0 else { return false }
            try Self.uncountWords(of: content, in: db)
            return true
        }
    }
}
