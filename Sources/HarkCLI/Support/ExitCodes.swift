import ArgumentParser

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
    /// The database could not be opened or written.
    static let databaseError = ExitCode(74)
}
