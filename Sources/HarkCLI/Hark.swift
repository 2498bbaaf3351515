import ArgumentParser
import HarkAssembly
import HarkRuntime
import SpokenKit

/// `hark`: the command line.
public struct Hark: AsyncParsableCommand {
    /// Every command, by name: the one list. A new command is its own file and a line here; the
    /// quick path below knows the names from this list. (Each type is behind a closure so that a
    /// plain sentence does not pay for looking the command types up.)
    static let commands: [(name: String, type: @Sendable () -> any ParsableCommand.Type)] = [
        ("say", { SayCommand.self }), ("explain", { ExplainCommand.self }), ("intents", { IntentsCommand.self }),
        ("do", { DoCommand.self }), ("parse", { ParseCommand.self }), ("recognize", { RecognizeCommand.self }),
        ("undo", { UndoCommand.self }), ("redo", { RedoCommand.self }), ("phrases", { PhrasesCommand.self }),
        ("memory", { MemoryCommand.self }), ("focus", { FocusCommand.self }), ("run", { RunCommand.self }),
        ("shortcuts", { ShortcutsCommand.self }), ("schedule", { ScheduleCommand.self }), ("daemon", { DaemonCommand.self }),
        ("log", { LogCommand.self }), ("meetings", { MeetingsCommand.self }), ("notes", { NotesCommand.self }), ("info", { InfoCommand.self }),
        ("model", { ModelCommand.self }), ("embed", { EmbedCommand.self }), ("manual", { ManualCommand.self }),
    ]

    /// Other names a command answers to (each set in its command's configuration too).
    static let aliases = ["recognise": "recognize"]

    public static let configuration = CommandConfiguration(
        commandName: "hark",
        abstract: "Local-first intents and shortcuts: say what you want, Hark does it.",
        discussion: "Examples: hark \"add a happy mood\", hark how have I been feeling this week, hark explain \"…\", hark intents.",
        version: "hark " + HarkVersion.current,
        subcommands: commands.map { $0.type() },
        defaultSubcommand: SayCommand.self
    )

    public init() {}

    /// The words that name a command rather than start a sentence (the argument parser adds `help`).
    static let commandNames = Set(commands.map(\.name) + aliases.keys + ["help"])

    /// Runs the command line. A plain sentence (`hark add a happy mood`: not a command's name,
    /// with only `say`'s own options among its words) goes straight to `say`, in time linear in
    /// its length, without the argument parser; this keeps the most common use quick to start.
    /// Everything else is parsed as usual.
    ///
    /// Arguments that are not UTF-8 text are refused (exit 64), read from the process's own
    /// bytes when `arguments` is not given.
    public static func start() async {
        if let problem = ArgumentBytes.problem(in: ArgumentBytes.ofProcess()) {
            printError("hark: " + problem)
            exit(withError: HarkExit.usage)
        }
        await start(Array(CommandLine.arguments.dropFirst()))
    }

    /// Runs the command line `arguments` (the words after the program's name).
    public static func start(_ arguments: [String]) async {
        let length = arguments.reduce(0) { $0 + $1.count + 1 }
        if length > SayCommand.maximumLength + 1_000 {
            printError("hark: that is \(length) characters; Hark reads at most \(SayCommand.maximumLength) at a time")
            exit(withError: HarkExit.usage)
        }
        if arguments == ["--version"] || arguments == ["-V"] {
            Output.line("hark " + HarkVersion.current)
            return
        }
        // The argument parser's own requests (shell completion, its self-description) go to it as they are.
        if arguments.first?.hasPrefix("---") == true || arguments.first == "--generate-completion-script" || arguments.first == "--experimental-dump-help" {
            await main(arguments)
            return
        }
        if arguments.count == 1, let name = closeCommandName(arguments[0]) {
            printError("hark: “\(arguments[0])” is not a command. Did you mean “\(name)”? (To say it as a sentence: hark say \(arguments[0]))")
            exit(withError: HarkExit.usage)
        }
        let arguments = commandFirst(arguments)
        if RunCommand.isPlain(arguments) {
            do {
                try await RunCommand.execute(arguments[1], Array(arguments.dropFirst(2)), settings: RuntimeSettings())
            } catch {
                exit(withError: error)
            }
            return
        }
        if let first = arguments.first, !commandNames.contains(first) || startsSentence(arguments), let sentence = PlainSentence(arguments) {
            do {
                try await SayCommand.say(sentence.text, settings: sentence.settings)
            } catch {
                exit(withError: error)
            }
            return
        }
        await parseAndRun(arguments)
    }

    /// Parses and runs a command as the argument parser's `main` does, except that a failure of
    /// the database or a file that reaches here (`hark meetings list`, `hark log` read stores
    /// directly) is said in its words and ends with exit code 74, as every other one does.
    static func parseAndRun(_ arguments: [String]) async {
        do {
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            if let fault = Fault(error, database: Setup.databasePath ?? "(the database)") {
                do { try SayCommand.report(fault, outcome: .failed(intent: nil, dialog: fault.description), settings: RuntimeSettings()) } catch {
                    exit(withError: error)
                }
            }
            exit(withError: error)
        }
    }

    /// Whether words that begin with a command's name are a sentence all the same: "memory of
    /// the day", "memory stats" (not a `memory` subcommand), "meetings with jordan", "schedule a
    /// call with sam …", "model my week", "focus on work" and "log my mood as calm" (more than the one word
    /// `focus` and `log` take).
    static func startsSentence(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        let rest = Array(arguments.dropFirst())
        let words = PlainSentence(rest)?.text.split(separator: " ") ?? []
        switch first {
        case "memory", "meetings", "notes", "schedule", "model": return words.first.map { !subcommandNames(of: first).contains(String($0)) } ?? false
        case "focus", "log": return words.count >= 2
        default: return false
        }
    }

    /// The names of a command's subcommands (and `help`), from its configuration; none for a
    /// command without them.
    static func subcommandNames(of command: String) -> Set<String> {
        guard let type = commands.first(where: { $0.name == command })?.type() else { return [] }
        let names = type.configuration.subcommands.map { $0._commandName }
        return names.isEmpty ? [] : Set(names + ["help"])
    }

    /// Options given before a command's name (`hark --db x.sqlite do AddMood …`) moved after it,
    /// where the command reads them; anything else unchanged.
    static func commandFirst(_ arguments: [String]) -> [String] {
        var index = 0
        while index < arguments.count, arguments[index].hasPrefix("-") {
            let takesValue = ["--db", "--phrases"].contains(arguments[index])
            index += takesValue ? 2 : 1
        }
        guard index > 0, index < arguments.count, commandNames.contains(arguments[index]) else { return arguments }
        // A command with subcommands reads the options after the subcommand's name (`hark --db x
        // memory list` → `hark memory list --db x`).
        let next = index + 1
        if next < arguments.count, subcommandNames(of: arguments[index]).contains(arguments[next]) {
            return [arguments[index], arguments[next]] + arguments[..<index] + arguments[(next + 1)...]
        }
        return [arguments[index]] + arguments[..<index] + arguments[(index + 1)...]
    }

    /// The command a single mistyped word most likely meant ("intens" → "intents"): one at most
    /// two edits away, for words of four letters or more that are not commands themselves.
    static func closeCommandName(_ word: String) -> String? {
        let word = word.lowercased()
        guard word.count >= 4, word.allSatisfy(\.isLetter), !commandNames.contains(word) else { return nil }
        return commands.map(\.name).filter { Spelling.distance(word, $0) <= 2 }.min { Spelling.distance(word, $0) < Spelling.distance(word, $1) }
    }
}
