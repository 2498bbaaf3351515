import ArgumentParser
import HarkAssembly
import HarkValue
import PhraseKit
import ShortcutKit

/// `hark run ID|FILE [--NAME VALUE …]`: runs a shortcut by its id or from a file.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a shortcut by its name or from a file: hark run mood-check-in --feeling calm",
        discussion: """
            Each --NAME VALUE (or --NAME=VALUE) gives a parameter (see hark shortcuts show ID). --dry-run prints each step \
            with its arguments and calls no intent that changes data. --json prints {"shortcut", "parameters", "said", \
            "result", "steps"}. Exit codes: 0 done (or stopped), 1 a step failed or a limit was reached, 3 a value was needed \
            and there was no terminal to ask on, 64 usage, 65 the shortcut (or one it calls) has errors, 73 a file is there \
            already (add --force to replace it), 74 database or file error. Files are written only inside the exports folder.
            """
    )

    @Argument(help: "The shortcut's name (its file's name without .yaml), or a shortcut file's path.")
    var shortcut: String

    @Argument(parsing: .captureForPassthrough, help: "--NAME VALUE pairs.")
    var arguments: [String] = []

    @Flag(help: "Print the run as JSON.")
    var json = false

    @Flag(help: "Show each step with its arguments; call no intent that changes data.")
    var dryRun = false

    @OptionGroup var options: RuntimeOptions

    func run() async throws {
        var settings = options.settings
        settings.json = json
        try await Self.execute(shortcut, arguments + (dryRun ? ["--dry-run"] : []), settings: settings)
    }

    /// Whether `hark run …` can be run without the argument parser (as `Hark.start` does for it,
    /// since a shortcut is as quick to start as a sentence): a name, then only `--NAME VALUE`
    /// pairs and Hark's own options, no request for help.
    static func isPlain(_ arguments: [String]) -> Bool {
        guard arguments.count >= 2, arguments[0] == "run", !arguments[1].hasPrefix("-"), arguments[1] != "help" else { return false }
        return !arguments.dropFirst(2).contains { $0 == "--help" || $0 == "-h" || $0 == "--version" }
    }

    /// Runs the shortcut `shortcut` (an id or a file's path) with the words after it: `--NAME
    /// VALUE` pairs, `--dry-run`, and Hark's own options.
    static func execute(_ shortcut: String, _ arguments: [String], settings: RuntimeSettings) async throws {
        var words = arguments
        var dryRun = false
        words.removeAll { word in
            guard word == "--dry-run" else { return false }
            dryRun = true
            return true
        }
        let given = try IntentArguments(words, settings: settings)
        let assembly = try Setup.assembly(given.settings)
        let isFile = Assembly.isShortcutFile(shortcut)
        if !isFile, shortcut.hasSuffix(".yaml") || shortcut.contains("/") {
            printError("hark: no shortcut file at \(shortcut)")
            throw HarkExit.usage
        }
        let id = isFile ? Assembly.shortcutID(ofFile: shortcut) : shortcut
        let library = assembly.shortcuts(running: id, adding: isFile ? [shortcut] : [])
        // A file that could not be read is named with its problems, not taken for a missing shortcut.
        if library.all[id] == nil, let problems = library.problems[id] {
            for problem in problems { printError(problem.description) }
            throw HarkExit.dataError
        }
        guard let found = library.all[id] else {
            let known = assembly.shortcutIDs().joined(separator: ", ")
            printError("hark: there is no shortcut named “\(id)” (known: \(known.isEmpty ? "none" : known))")
            throw HarkExit.usage
        }
        // The library holds this shortcut and those it calls, no other: its problems are theirs.
        guard library.problems.isEmpty else {
            for problem in library.diagnostics { printError(problem.description) }
            throw HarkExit.dataError
        }
        let runtime = try Setup.runtime(assembly)
        let context = try Setup.context(assembly, settings: given.settings)
        let faults = FaultLog()
        let runner = assembly.shortcutRunner(library, runtime: runtime, context: context, dryRun: dryRun, faults: faults)
        var parameters: [String: PhraseValue] = [:]
        for parameter in given.parameters { parameters[parameter.name] = parameter.value }
        let run = await runner.run(found, parameters: parameters)
        try Self.report(run, settings: given.settings, dryRun: dryRun, fault: faults.fault)
    }

    /// Prints the lines said (or the run as JSON) and ends with the run's exit code: 74 when it
    /// failed on the database or a file (`fault`), 73 when a file was there already.
    static func report(_ run: ShortcutRun, settings: RuntimeSettings, dryRun: Bool, fault: Fault? = nil) throws {
        if settings.json, !settings.quiet {
            var pairs = [("shortcut", JSONText.string(run.shortcut)), ("parameters", JSONText.value(.map(run.parameters))),
                         ("said", JSONText.value(.list(run.said.map(PhraseValue.string)))), ("result", JSONText.value(run.result)),
                         ("steps", String(run.steps))]
            if let failure = run.failure { pairs.append(("error", JSONText.string(failure))) }
            if case .needsInput(let question) = run.ending { pairs.append(("question", JSONText.string(question))) }
            if dryRun { pairs.append(("plan", JSONText.value(.list(run.plan.map(PhraseValue.string))))) }
            Output.line(JSONText.object(pairs))
        } else if !settings.quiet {
            // A dry run's plan has the lines said among its steps.
            for line in dryRun ? run.plan : run.said { Output.line(line) }
        }
        if let failure = run.failure {
            if !settings.json { printError("hark: " + failure) }
            if let fault {
                if settings.verbose, let detail = fault.detail { printError("hark: detail: \(detail)") }
                throw fault.exitCode
            }
            throw HarkExit.failure
        }
        if case .needsInput(let question) = run.ending {
            if !settings.json { printError(question + "\nhark: no terminal to ask on; give the value as --NAME VALUE") }
            throw HarkExit.needsInput
        }
    }
}
