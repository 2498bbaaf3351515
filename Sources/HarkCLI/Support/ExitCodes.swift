import ArgumentParser
import HarkAssembly

/// Hark's exit codes (documented in Docs/cli.md).
enum HarkExit {
    /// Everything worked.
    static let success = ExitCode(0)
    /// The command ran and the answer is "no": the intent failed (its answer says why), or a
    /// sentence test failed.
    static let failure = ExitCode(1)
    /// Hark did not understand the sentence.
    static let notUnderstood = ExitCode(2)
    /// A value was needed (or a choice, or a confirmation) and there was no terminal to ask on.
    static let needsInput = ExitCode(3)
    /// The command line itself is wrong (ArgumentParser's own code for validation errors).
    static let usage = ExitCode(64)
    /// A phrase, lists or test file has errors that stopped the command.
    static let dataError = ExitCode(65)
    /// Hark itself is wrong (an intent registered twice): a bug to report.
    static let software = ExitCode(70)
    /// A file is there already and was not to be replaced (no `--force`, nobody to ask): EX_CANTCREAT.
    static let cannotCreate = ExitCode(73)
    /// The database could not be opened, read or written (read-only, full, busy, damaged, a newer
    /// Hark's), or a file could not be read or written: `Fault`, said in words.
    static let databaseError = ExitCode(74)
    /// Another `hark daemon` already runs on this database.
    static let anotherDaemon = ExitCode(75)

    /// Every exit code with what it means, for the manual page.
    static let documented: [(Int32, String)] = [
        (0, "Done."),
        (1, "The command ran and the answer is no: the intent failed (its answer says why), a value was refused (text with nothing visible, a control character), or a sentence test failed."),
        (2, "Hark did not understand the sentence."),
        (3, "A value, choice or confirmation was needed and there was no terminal to ask on."),
        (64, "The command line is wrong (an argument that is not UTF-8 text too), or an environment variable's value is not understood."),
        (65, "A phrase, lists, test or settings file has errors (each named with file:line:column), an imported file is not text (file:line), or a model to install is not one Hark can use or not all-MiniLM-L6-v2."),
        (70, "Hark itself is wrong: a bug to report."),
        (73, "A file to write is there already, and there was no --force and no terminal to ask on."),
        (74, "The database could not be opened, read or written (read-only, full disk, busy, damaged, written by a newer Hark), or a file could not be read or written (the sentence model too); the message names it."),
        (75, "hark daemon: another daemon already runs on this database."),
    ]
}

extension Fault {
    /// The exit code a command ends with after this fault: 73 for a file that is there already, else 74.
    var exitCode: ExitCode { kind == .fileExists ? HarkExit.cannotCreate : HarkExit.databaseError }
}
