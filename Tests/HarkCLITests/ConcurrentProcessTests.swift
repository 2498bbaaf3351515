import Foundation
import Testing

/// Hark processes started together (a shell loop, the scheduler beside a command) on a database
/// that does not exist yet: every one of them creates, migrates and writes without an error.
@Suite struct ConcurrentProcessTests {
    @Test func concurrentFirstStartsAllSucceed() throws {
        for _ in 0 ..< 5 {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-race-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let database = folder.appendingPathComponent("hark.sqlite").path
            var running: [(Process, Pipe)] = []
            for _ in 0 ..< 8 {
                let process = Process()
                process.executableURL = Hark.binary
                process.arguments = ["add a happy mood", "--db", database]
                process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": Hark.testCache]) { _, new in new }
                let errors = Pipe()
                process.standardError = errors
                process.standardOutput = FileHandle.nullDevice
                try process.run()
                running.append((process, errors))
            }
            var failures: [String] = []
            for (process, errors) in running {
                let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                if process.terminationStatus != 0 { failures.append("exit \(process.terminationStatus): \(text)") }
            }
            #expect(failures.isEmpty, "\(failures)")
            let history = try Hark.run(["how have I been feeling today", "--db", database])
            #expect(history.stdout == "Today you've logged 8 moods, all 😊 happy.\n")
        }
    }
}
