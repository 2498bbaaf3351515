import Foundation

/// The program that tells the person what a scheduled run said (`notifier` in the settings,
/// `$HARK_NOTIFIER`), e.g. `notify-send` or `notify-send -a Hark`: its words are the program and
/// its first arguments, and the dialog is given as one more argument. No shell is involved.
struct Notifier: Sendable {
    let words: [String]

    init?(_ setting: String?) {
        guard let words = setting?.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init), !words.isEmpty else { return nil }
        self.words = words
    }

    /// Starts the program with `dialog`; throws when it cannot be started. Does not wait for it.
    func tell(_ dialog: String) throws {
        let process = Process()
        if let program = words.first, program.contains("/") {
            process.executableURL = URL(filePath: program)
            process.arguments = Array(words.dropFirst()) + [dialog]
        } else {
            // `env` finds the program on PATH, as a shell would, without being one.
            process.executableURL = URL(filePath: "/usr/bin/env")
            process.arguments = words + [dialog]
        }
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }
}
