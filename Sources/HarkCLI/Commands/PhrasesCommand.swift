import PhraseTesting
import ArgumentParser
import HarkAssembly
import PhraseKit
import HarkRuntime

/// `hark phrases`: work on phrase files.
struct PhrasesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "phrases",
        abstract: "Check phrase files and run their sentence tests.",
        subcommands: [PhrasesTestCommand.self, PhrasesCheckCommand.self, PhrasesScoreCommand.self]
    )
}

/// `hark phrases test [PATH…]`
struct PhrasesTestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run sentence tests (Home Assistant's 'tests:' format) against the phrase files beside them.",
        discussion: """
        PATHs are files or folders; each file with a top-level 'tests:' is a sentence test file, each with \
        'groups:' a spoken-value test file (Docs/values.md), every other file is a phrase file. Prints each failure with what was expected and what was recognised, and ends with \
        the line 'N passed, N failed'. Exits 1 when a test fails, 65 when a file has errors.
        """
    )

    @Argument(help: "Phrase files, test files, or folders of them (default: the phrases Hark uses — its built-in ones with yours merged over them — and the built-in tests).")
    var paths: [String] = []

    @Option(help: "A file of extra lists in the 'lists:' format.")
    var lists: String?

    @Flag(name: .shortAndLong, help: "Print only the failures and problems, without the closing count.")
    var quiet = false

    func run() throws {
        let assembly = try Setup.assembly()
        let read = paths.isEmpty ? assembly.phraseFiles(tests: true) : PhraseFiles(paths: paths, readTests: true)
        let (files, recognizer, problems) = PhraseFiles.compile(read, lists: lists, registry: assembly.registry)
        let style = Style.standardOutput
        for problem in problems { Output.line(style.problem(problem.description)) }
        // Read as `hark "…"` reads: values tidied, implicit phrasings only with values their intents recognise.
        let reader = Runtime.reader(recognizer: recognizer, registry: assembly.registry)
        let report = SentenceTestRunner.run(files.tests) { reader($0, $1)?.tidied }
        for failure in report.failures { Output.line(failure.description) }
        let valueCases = files.valueTests.flatMap(\.cases)
        let valueFailures = valueCases.compactMap { $0.failure() }
        for failure in valueFailures { Output.line(failure) }
        let failed = report.failures.count + valueFailures.count
        let summary = "\(report.passed + valueCases.count - valueFailures.count) passed, \(failed) failed"
        if !quiet { Output.line(failed == 0 && problems.isEmpty ? style.good(summary) : style.bad(summary)) }
        if !problems.isEmpty { throw HarkExit.dataError }
        if failed > 0 { throw HarkExit.failure }
    }
}

/// `hark phrases check [PATH…]`
struct PhrasesCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Load and validate phrase files, reporting every problem as file:line:column.",
        discussion: "Exits 0 when every file is sound, 65 when any has errors."
    )

    @Argument(help: "Phrase files or folders of them (default: the phrases Hark uses — its built-in ones with yours merged over them).")
    var paths: [String] = []

    @Option(help: "A file of extra lists in the 'lists:' format.")
    var lists: String?

    @Flag(name: .shortAndLong, help: "Print only the problems, without the closing count.")
    var quiet = false

    func run() throws {
        let assembly = try Setup.assembly()
        let read = paths.isEmpty ? assembly.phraseFiles() : PhraseFiles(paths: paths, readTests: true)
        let (files, recognizer, problems) = PhraseFiles.compile(read, lists: lists, registry: assembly.registry)
        for problem in problems { Output.line(Style.standardOutput.problem(problem.description)) }
        let intents = files.phrases.intents.count
        if !quiet { Output.line("\(files.fileCount) files, \(intents) intents, \(recognizer.templateCount) templates, \(problems.count) problems") }
        if !problems.isEmpty { throw HarkExit.dataError }
    }
}

/// `hark phrases score PATH…`
struct PhrasesScoreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "score",
        abstract: "Measure how well sentences worded the way people talk are understood (paraphrase sets).",
        discussion: """
        Reads each sentence of the paraphrase sets in PATHs (files with a top-level 'paraphrases:', Docs/phrases.md) as \
        hark "…" would, without running anything, against the phrases Hark uses (or --phrases). Prints, for each set, \
        how many sentences would run the right intent, how many also with the right values, and how many sentences meant \
        for no intent would run one (false accepts); --misses lists each sentence read wrongly. Exits 1 when a set is \
        under its floor, 65 when a file has errors.
        """
    )

    @Argument(help: "Paraphrase files or folders of them.")
    var paths: [String]

    @Flag(help: "List every sentence read wrongly, with what was meant and what was read.")
    var misses = false

    @OptionGroup var options: RuntimeOptions

    func run() async throws {
        let assembly = try Setup.assembly(options.settings)
        let runtime = try Setup.runtime(assembly)
        let read = PhraseFiles(paths: paths, readTests: true)
        let style = Style.standardOutput
        for problem in read.diagnostics { Output.line(style.problem(problem.description)) }
        guard read.diagnostics.isEmpty else { throw HarkExit.dataError }
        guard !read.paraphrases.isEmpty else {
            printError("hark: no paraphrase sets in \(paths.joined(separator: ", ")) (files with a top-level 'paraphrases:')")
            throw HarkExit.dataError
        }
        let score = await assembly.score(read.paraphrases, runtime: runtime, context: assembly.context())
        if misses { for miss in score.misses { Output.line(miss.description) } }
        var short = false
        for set in score.sets {
            let shortfalls = set.shortfalls
            short = short || !shortfalls.isEmpty
            Output.line(shortfalls.isEmpty ? StyledText(set.description) : style.bad(set.description + " — under its floor: " + shortfalls.joined(separator: "; ")))
        }
        if short { throw HarkExit.failure }
    }
}
