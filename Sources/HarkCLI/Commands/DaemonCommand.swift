import ArgumentParser
import Foundation
import HarkDaemon
import Logging

/// `hark daemon`: runs triggered shortcuts at their times, in the foreground.
struct DaemonCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daemon",
        abstract: "Run triggered shortcuts at their times, in the foreground, until SIGTERM or SIGINT (Docs/scheduling.md).",
        discussion: """
            Logs go to standard error, what runs say to standard output (and to the notifier, $HARK_NOTIFIER), and every scheduled time to the run log (hark log).
            Changes to your shortcut folder are picked up as they happen. One daemon per database: a second exits with code 75.
            """
    )

    @Option(help: "Seconds a running shortcut gets to end after a stop is asked for; then it is interrupted.")
    var grace: Double = 30
    @Option(help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel: String = "info"
    @OptionGroup var options: RuntimeOptions

    func run() async throws {
        guard let level = Logger.Level(rawValue: logLevel) else { throw ValidationError("--log-level: expected trace, debug, info, notice, warning, error or critical") }
        guard grace >= 0, grace.isFinite else { throw ValidationError("--grace must be a number of seconds, 0 or more") }
        var daemonOptions = Daemon.Options()
        daemonOptions.grace = grace
        let assembly = try Setup.assembly(options.settings)
        do {
            try await Daemon.main(assembly: assembly, options: daemonOptions, logLevel: level)
        } catch {
            printError("hark: \(error.description)")
            throw ExitCode(error.exitCode)
        }
    }
}
