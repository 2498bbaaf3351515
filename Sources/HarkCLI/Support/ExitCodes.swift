import ArgumentParser

/// Hark's exit codes (documented in Docs/cli.md).
enum HarkExit {
    /// Everything worked.
    static let success = ExitCode(0)
    /// The command ran and the answer is "no": a sentence test failed, a check found problems,
    /// a value could not be read.
    static let failure = ExitCode(1)
    /// The command line itself is wrong (ArgumentParser's own code for validation errors).
    static let usage = ExitCode(64)
    /// A phrase, lists or test file has errors that stopped the command.
    static let dataError = ExitCode(65)
}
