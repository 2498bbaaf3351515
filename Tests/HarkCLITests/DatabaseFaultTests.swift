import Foundation
import GRDB
import Testing

/// Every failure of the database ends with exit code 74 and words that name the file and the
/// fault, and nothing is written (Docs/cli.md, "Exit codes"). Each fault is made for real: a
/// read-only file or folder (as an unprivileged user when the tests run as root, whom
/// permissions do not stop), a full disk (a small tmpfs, when the tests may mount one), a
/// damaged page, a newer Hark's schema, and a lock held past the busy timeout.
@Suite(.serialized) struct DatabaseFaultTests {
    /// A fresh folder (open to every user) with a database holding one mood, its log folded in.
    func database() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-faults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o777])
        let path = folder.appendingPathComponent("hark.sqlite").path
        #expect(try Hark.run(["add a happy mood", "--db", path]).status == 0)
        try DatabaseQueue(path: path).writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        return path
    }

    func moods(_ path: String) throws -> Int {
        try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM mood") ?? -1 }
    }

    /// Runs hark as the user `nobody` when the tests run as root (so that permissions apply),
    /// else as the tests' own user.
    func runUnprivileged(_ arguments: [String]) throws -> Hark.Output {
        guard geteuid() == 0 else { return try Hark.run(arguments, environment: ["HARK_NO_CACHE": "1"]) }
        return try Hark.runProgram("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", Hark.binary.path] + arguments,
                                   environment: ["HARK_NO_CACHE": "1"])
    }

    func give(_ path: String, mode: Int, toNobody: Bool = true) throws {
        if geteuid() == 0, toNobody { #expect(chown(path, 65534, 65534) == 0) }
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
    }

    @Test func aReadOnlyFileIsNamedAndNothingIsWritten() throws {
        let path = try database()
        let folder = (path as NSString).deletingLastPathComponent
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) { try give(folder + "/" + file, mode: 0o666) }
        try give(folder, mode: 0o777)
        try give(path, mode: 0o444)
        let output = try runUnprivileged(["add a sad mood", "--db", path])
        #expect(output.status == 74, "\(output)")
        #expect(output.stderr.hasPrefix("hark: Hark may not write the database at \(path): the file or its folder is read-only"), "\(output.stderr)")
        #expect(!output.stderr.contains("SQLite") && !output.stderr.contains("readonly database"))
        #expect(try moods(path) == 1)
    }

    @Test func aReadOnlyFolderIsNamedAndNothingIsWritten() throws {
        let path = try database()
        let folder = (path as NSString).deletingLastPathComponent
        for file in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + file) }
        try give(path, mode: 0o666)
        try give(folder, mode: 0o555)
        defer { try? give(folder, mode: 0o777) }
        let output = try runUnprivileged(["add a sad mood", "--db", path])
        #expect(output.status == 74, "\(output)")
        #expect(output.stderr.contains("the database at \(path): the file or its folder is read-only"), "\(output.stderr)")
        try give(folder, mode: 0o777)
        #expect(try moods(path) == 1)
    }

    /// Writes zeros to a new file at `path` until the disk is full.
    func fillDisk(with path: String) throws {
        FileManager.default.createFile(atPath: path, contents: nil)
        let filler = try #require(FileHandle(forWritingAtPath: path))
        defer { try? filler.close() }
        let block = Data(count: 4096)
        while (try? filler.write(contentsOf: block)) != nil {}
    }

    @Test func aFullDiskIsNamedAndNothingIsWritten() throws {
        let path = try database()
        let mount = (path as NSString).deletingLastPathComponent + "/full"
        try FileManager.default.createDirectory(atPath: mount, withIntermediateDirectories: true)
        let mounted = try Hark.runProgram("/usr/bin/mount", ["-t", "tmpfs", "-o", "size=2m", "tmpfs", mount])
        try #require(mounted.status == 0, "this test needs to mount a tmpfs (as root): \(mounted.stderr)")
        defer { _ = try? Hark.runProgram("/usr/bin/umount", [mount]) }
        let small = mount + "/hark.sqlite", fresh = mount + "/fresh.sqlite"
        try FileManager.default.copyItem(atPath: path, toPath: small)
        try FileManager.default.copyItem(atPath: path, toPath: fresh)
        #expect(try Hark.run(["add a calm mood", "--db", small]).status == 0)
        try fillDisk(with: mount + "/filler")

        let output = try Hark.run(["remember that the disk is full of " + String(repeating: "words ", count: 500), "--db", small])
        #expect(output.status == 74, "\(output)")
        #expect(output.stderr == "hark: the disk holding the database at \(small) is full, so nothing was changed. Free some space on it and try again\n")
        // Full before the database is even opened (its shared-memory file cannot be made): said the same.
        let opening = try Hark.run(["add a sad mood", "--db", fresh])
        #expect(opening.status == 74, "\(opening)")
        #expect(opening.stderr.hasPrefix("hark: the disk holding the database at \(fresh) is full"), "\(opening.stderr)")

        try FileManager.default.removeItem(atPath: mount + "/filler")
        let stored = try DatabaseQueue(path: small).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM memory") }
        #expect(stored == 0)
        #expect(try moods(fresh) == 1)
    }

    @Test func aDamagedPageIsNamedAndNothingIsWritten() throws {
        let path = try database()
        let (root, pageSize) = try DatabaseQueue(path: path).read { db in
            (try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_schema WHERE name = 'mood'") ?? 0,
             try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 4096)
        }
        try #require(root > 1)
        let file = try #require(FileHandle(forUpdatingAtPath: path))
        try file.seek(toOffset: UInt64((root - 1) * pageSize))
        try file.write(contentsOf: Data(repeating: 0xA5, count: pageSize))
        try file.close()
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let output = try Hark.run(["add a sad mood", "--db", path, "--verbose"])
        #expect(output.status == 74, "\(output)")
        #expect(output.stderr.hasPrefix("hark: the database at \(path) is damaged, or is not a Hark database. Restore it from a backup"), "\(output.stderr)")
        #expect(output.stderr.contains("hark: detail: "), "--verbose adds SQLite's own words")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aNewerHarksDatabaseIsNamedAndNothingIsWritten() throws {
        let path = try database()
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('moods.99-from-the-future')")
            try db.execute(sql: "UPDATE hark_meta SET value = '99.0.0' WHERE key = 'schema_written_by'")
        }
        for arguments in [["add a sad mood"], ["do", "AddMood", "--title", "sad"]] {
            let output = try Hark.run(arguments + ["--db", path])
            #expect(output.status == 74, "\(arguments): \(output)")
            #expect(output.stderr.hasPrefix("hark: the database at \(path) was written by Hark 99.0.0, a newer Hark than this one"), "\(output.stderr)")
            #expect(output.stderr.contains("Update Hark"))
        }
        #expect(try moods(path) == 1)
    }

    @Test func aDatabaseBusyPastTheTimeoutIsNamedAndNothingIsWritten() throws {
        let path = try database()
        let holder = try DatabaseQueue(path: path)
        let output = try holder.writeWithoutTransaction { db in
            try db.execute(sql: "BEGIN IMMEDIATE")
            defer { try? db.execute(sql: "ROLLBACK") }
            return try Hark.run(["add a sad mood", "--db", path])
        }
        #expect(output.status == 74, "\(output)")
        #expect(output.stderr == "hark: the database at \(path) stayed busy (another program is using it) for more than 5 seconds, so nothing was changed. Try again when that program is done\n")
        #expect(try moods(path) == 1)
    }

    /// An import on such a database names the database, not the calendar file, even with --verbose.
    @Test func aMeetingsImportBlamesTheDatabaseNotTheFile() throws {
        let path = try database()
        try DatabaseQueue(path: path).write { db in try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('meetings.99-from-the-future')") }
        let calendar = try Hark.temporaryFile("team.ics", """
            BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:one\r\nDTSTART:20261201T100000Z\r\nDTEND:20261201T110000Z\r\nSUMMARY:Design review\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n
            """)
        let output = try Hark.run(["meetings", "import", calendar, "--db", path, "--verbose"])
        #expect(output.status == 74, "\(output)")
        #expect(output.stderr.hasPrefix("hark: the database at \(path) was written by a newer Hark"), "\(output.stderr)")
        #expect(!output.stderr.contains("team.ics") && !output.stderr.contains("StoreError") && !output.stderr.contains("could not be completed"))
    }

    /// Exporting to a folder or where there is no folder names the path in plain words.
    @Test func anExportToAFolderSaysSoInPlainWords() throws {
        let path = try database()
        let folder = (path as NSString).deletingLastPathComponent
        let toFolder = try Hark.run(["memory", "export", folder, "--db", path])
        #expect(toFolder.status == 74)
        #expect(toFolder.stderr == "hark: \(folder) is a folder: give a file's name, like \(folder)/memories.json\n")
        let nowhere = try Hark.run(["memory", "export", folder + "/missing/memories.json", "--db", path])
        #expect(nowhere.stderr == "hark: cannot write \(folder)/missing/memories.json: its folder does not exist\n")
        let said = try Hark.run(["export my memories to \(folder)", "--db", path])
        #expect(said.status == 74 && !said.stderr.contains("NSCocoaErrorDomain"), "\(said)")
    }
}
