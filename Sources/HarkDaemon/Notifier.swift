import Foundation
import HarkAssembly
import HarkValue

/// The program that tells the person what a scheduled run said (`notifier` in the settings,
/// `$HARK_NOTIFIER`), e.g. `notify-send` or `notify-send -a "Hark daemon"`: the setting is split
/// into the program and its first arguments with a shell's quoting (`CommandWords`), and the
/// dialog is given after them as `-- DIALOG`, so that a dialog starting with "-" is not read as
/// an option. Its control characters are escaped (`TerminalText`). No shell is involved.
struct Notifier: Sendable {
    let words: [String]

    /// The notifier of `setting`; nil when there is none, or it names no program or cannot be
    /// read (the configuration refuses such a setting before the daemon starts).
    init?(_ setting: String?) {
        guard let setting, let words = try? CommandWords.split(setting), !words.isEmpty else { return nil }
        self.words = words
    }

    /// The program's arguments for `dialog`: its own, `--`, then the dialog, escaped.
    func arguments(for dialog: String) -> [String] {
        Array(words.dropFirst()) + ["--", TerminalText.escaped(dialog)]
    }

    /// Starts the program with `dialog`; throws when it cannot be started. Does not wait for it.
    func tell(_ dialog: String) throws {
        let process = Process()
        if let program = words.first, program.contains("/") {
            process.executableURL = URL(filePath: program)
            process.arguments = arguments(for: dialog)
        } else {
            // `env` finds the program on PATH, as a shell would, without being one.
            process.executableURL = URL(filePath: "/usr/bin/env")
            process.arguments = Array(words.prefix(1)) + arguments(for: dialog)
        }
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }
}
