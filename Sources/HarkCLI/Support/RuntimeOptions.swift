import ArgumentParser

/// Options shared by the commands that run intents.
struct RuntimeOptions: ParsableArguments {
    @Option(help: "The database file (default: $HARK_DB, else the settings file's 'database', else $XDG_DATA_HOME/hark/hark.sqlite, else ~/.local/share/hark/hark.sqlite).",
            completion: .file(extensions: ["sqlite", "db"]))
    var db: String?

    @Option(help: "A folder of phrase files that replaces Hark's built-in phrases (default: $HARK_PHRASES, else the settings file's 'phrases', else the built-in ones with yours merged over them).",
            completion: .directory)
    var phrases: String?

    @Flag(help: "On an unexpected failure, also print what lies behind it (the database's own error and statement).")
    var verbose = false

    @Flag(name: .shortAndLong, help: "Print nothing when it works; what went wrong still goes to standard error, and the exit code says how it ended.")
    var quiet = false

    @Flag(help: "Print the answer as a voice would say it: no emoji, numbers, times and dates in words (for a text-to-speech program).")
    var speak = false

    @Flag(name: .shortAndLong, help: "Answer yes when an intent asks to confirm (forgetting a memory), so that a script can run it.")
    var yes = false

    @Flag(help: "Replace a file that is there already without asking (an export); without it, Hark asks on a terminal and refuses elsewhere (exit 73).")
    var force = false

    /// The options' values, as plain data.
    var settings: RuntimeSettings { RuntimeSettings(db: db, phrases: phrases, verbose: verbose, quiet: quiet, speak: speak, yes: yes, force: force) }
}

/// What `RuntimeOptions` (and a command's `--json`) say, as plain data that can also be read
/// without the argument parser: by the quick path for a plain sentence, and among `hark do`'s
/// parameters.
struct RuntimeSettings {
    var db: String?
    var phrases: String?
    var verbose = false
    var quiet = false
    var speak = false
    var json = false
    var yes = false
    var force = false

    /// Reads `word` if it is one of Hark's own options — `--json`, `--verbose`, `--quiet`/`-q`, `--speak`, `--yes`/`-y`, `--force`,
    /// `--db PATH`, `--phrases PATH`, or `--db=PATH` — taking its value from `remaining` when it
    /// needs one. False when the word is not one of them.
    /// - Throws: when an option that needs a value is the last word.
    mutating func read(_ word: String, from remaining: inout ArraySlice<String>) throws(ValidationError) -> Bool {
        let (name, inline) = word.firstIndex(of: "=").map { (String(word[..<$0]), Optional(String(word[word.index(after: $0)...]))) }
            ?? (word, nil)
        switch name {
        case "--json" where inline == nil: json = true
        case "--verbose" where inline == nil: verbose = true
        case "--quiet" where inline == nil, "-q" where inline == nil: quiet = true
        case "--speak" where inline == nil: speak = true
        case "--yes" where inline == nil, "-y" where inline == nil: yes = true
        case "--force" where inline == nil: force = true
        case "--db", "--phrases":
            guard let value = inline ?? remaining.popFirst() else { throw ValidationError("\(name) needs a value") }
            if name == "--db" { db = value } else { phrases = value }
        default: return false
        }
        return true
    }
}
