import Foundation

extension Hark {
    /// Starts `hark daemon` with `environment` over this process's (and the tests' cache); returns
    /// the process and its output pipes.
    static func startDaemon(_ environment: [String: String], stdout: Pipe = Pipe(), options: [String] = []) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = Hark.binary
        process.arguments = ["daemon", "--grace", "5"] + options
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_CACHE_HOME": Hark.testCache]) { _, new in new }
            .merging(environment) { _, new in new }
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        return (process, stdout, stderr)
    }

    /// Whether `condition` holds within `seconds`, looked at every tenth of a second.
    static func waitUntil(_ seconds: Double, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return try condition()
    }
}
