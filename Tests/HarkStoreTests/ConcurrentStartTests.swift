import Dispatch
import Foundation
import GRDB
import Synchronization
import Testing

@testable import HarkStore

/// Several Hark processes (a command and the scheduler, or a shell loop) start at once on a
/// database that does not exist yet: creating it, switching it to WAL and migrating it must work
/// for every one of them.
@Suite struct ConcurrentStartTests {
    @Test(arguments: [HarkDatabase.Access.singleConnection, .pool])
    func concurrentFirstStartsAllSucceed(access: HarkDatabase.Access) throws {
        for _ in 0 ..< 5 {
            let path = temporaryDatabasePath()
            let failures = OpenFailures()
            DispatchQueue.concurrentPerform(iterations: 8) { index in
                do {
                    let database = try HarkDatabase(path: path, schemas: [NotesSchema.self], access: access)
                    try database.write { db in try db.execute(sql: "INSERT INTO note (text) VALUES (?)", arguments: ["opener \(index)"]) }
                } catch {
                    failures.add("\(error)")
                }
            }
            #expect(failures.all.isEmpty, "\(failures.all)")
            let database = try HarkDatabase(path: path, schemas: [NotesSchema.self], access: .singleConnection)
            #expect(try database.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") } == 8)
            #expect(try database.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY 1") }
                    == ["hark.1-create-change-log", "hark.2-change-undoable", "notes.1-create", "notes.2-pinned"])
        }
    }
}

/// Errors collected from concurrent openers.
final class OpenFailures: Sendable {
    private let errors = Mutex<[String]>([])
    func add(_ error: String) { errors.withLock { $0.append(error) } }
    var all: [String] { errors.withLock { $0 } }
}
