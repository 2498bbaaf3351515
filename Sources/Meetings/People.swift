import GRDB

extension MeetingStore {
    /// People (the memory graph's `person` table) whose names have every one of `words` as a
    /// word beginning, or everyone when nil; the ones at most meetings first.
    func people(named words: [String]?, limit: Int) throws -> [PersonEntity] {
        var filter = "", arguments: [any DatabaseValueConvertible] = []
        if let words {
            let named = Self.named(words, column: "p.name")
            (filter, arguments) = ("WHERE " + named.sql, named.arguments)
        }
        arguments.append(limit)
        return try database.read { db in
            try Row.fetchAll(db, sql: """
                SELECT p.id, p.name, (SELECT COUNT(*) FROM meeting_attendee a WHERE a.personId = p.id) AS meetings
                FROM person p \(filter) ORDER BY meetings DESC, p.name LIMIT ?
                """, arguments: StatementArguments(arguments)).map { PersonEntity(id: $0["id"], name: $0["name"], meetings: $0["meetings"]) }
        }
    }

    func people(ids: [Int64]) throws -> [PersonEntity] {
        try ids.compactMap { id in
            try database.read { db in
                try Row.fetchOne(db, sql: "SELECT id, name, (SELECT COUNT(*) FROM meeting_attendee WHERE personId = person.id) AS meetings FROM person WHERE id = ?",
                                 arguments: [id]).map { PersonEntity(id: $0["id"], name: $0["name"], meetings: $0["meetings"]) }
            }
        }
    }
}
