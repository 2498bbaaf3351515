import Foundation
import ArgumentParser
import HarkAssembly
import HarkValue
import ShortcutKit
import SpokenKit

/// `hark shortcuts list|show|validate`: the shortcuts Hark knows, and checking shortcut files.
struct ShortcutsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcuts",
        abstract: "List, show and validate shortcuts (the shipped ones and yours in ~/.config/hark/shortcuts).",
        subcommands: [List.self, Show.self, Validate.self],
        defaultSubcommand: List.self
    )

    struct List: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Every shortcut: its name, first phrase and trigger.")
        @Flag(help: "Print {\"shortcuts\": [{\"id\", \"name\", \"description\", \"file\", \"phrases\", \"parameters\", \"trigger\", \"problems\"}]}.")
        var json = false
        @OptionGroup var options: RuntimeOptions

        func run() async throws {
            let library = try Setup.assembly(options.settings).shortcuts()
            let shortcuts = library.all.keys.sorted().compactMap { library.all[$0] }
            // A file that could not be read at all is listed too, as broken.
            let unreadable = library.ids.filter { library.all[$0] == nil }
            if json {
                let broken = unreadable.map { id in
                    JSONText.object([("id", JSONText.string(id)), ("name", "null"), ("problems",
                        "[" + (library.problems[id] ?? []).map { JSONText.string($0.description) }.joined(separator: ", ") + "]")])
                }
                Output.line(JSONText.object([("shortcuts", "[" + (shortcuts.map { Self.json($0, library: library) } + broken).joined(separator: ", ") + "]")]))
                return
            }
            if shortcuts.isEmpty, unreadable.isEmpty { Output.line("No shortcuts.") }
            for id in unreadable {
                let count = library.problems[id]?.count ?? 0
                Output.line("\(id) — broken, not run (\(count) problem\(count == 1 ? "" : "s"): hark shortcuts validate)")
            }
            for shortcut in shortcuts {
                var line = "\(shortcut.id) — \(shortcut.name)"
                if let phrase = shortcut.phrases.first { line += ": “\(phrase.value)”" }
                if let trigger = shortcut.trigger { line += " [\(trigger.cron?.value ?? trigger.every?.value ?? "")]" }
                if let problems = library.problems[shortcut.id] { line += " (\(problems.count) problem\(problems.count == 1 ? "" : "s"): hark shortcuts validate)" }
                Output.line(line)
            }
        }

        static func json(_ shortcut: Shortcut, library: ShortcutLibrary) -> String {
            let parameters = shortcut.parameters.map { parameter in
                JSONText.object([("name", JSONText.string(parameter.name)), ("type", JSONText.string(parameter.type.description)),
                                 ("required", parameter.isRequired ? "true" : "false"),
                                 ("default", JSONText.value(parameter.defaultValue ?? .null))])
            }
            var trigger = "null"
            if let given = shortcut.trigger {
                trigger = JSONText.object([("cron", given.cron.map { JSONText.string($0.value) } ?? "null"),
                                           ("every", given.every.map { JSONText.string($0.value) } ?? "null")])
            }
            return JSONText.object([
                ("id", JSONText.string(shortcut.id)), ("name", JSONText.string(shortcut.name)),
                ("description", JSONText.string(shortcut.description)), ("file", JSONText.string(shortcut.file)),
                ("phrases", JSONText.value(.list(shortcut.phrases.map { .string($0.value) }))),
                ("parameters", "[" + parameters.joined(separator: ", ") + "]"), ("trigger", trigger),
                ("problems", JSONText.value(.list((library.problems[shortcut.id] ?? []).map { .string($0.description) }))),
            ])
        }
    }

    struct Show: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "One shortcut: its parameters, phrases, trigger and file.")
        @Argument(help: "The shortcut's name.") var shortcut: String
        @OptionGroup var options: RuntimeOptions

        func run() async throws {
            let assembly = try Setup.assembly(options.settings)
            let library = assembly.shortcuts()
            if library.all[shortcut] == nil, let problems = library.problems[shortcut] {
                for problem in problems { printError(problem.description) }
                throw HarkExit.dataError
            }
            guard let found = library.all[shortcut] else {
                printError("hark: there is no shortcut named “\(shortcut)” (known: \(library.ids.joined(separator: ", ")))")
                throw HarkExit.usage
            }
            Output.line("\(found.name) (\(found.id))")
            if !found.description.isEmpty { Output.line(found.description) }
            Output.line("File: \(found.file)")
            if !found.parameters.isEmpty {
                Output.line("Parameters:")
                for parameter in found.parameters {
                    var line = "  --\(parameter.name) — \(parameter.type)"
                    if let value = parameter.defaultValue { line += ", default \(value.description)" }
                    else if !parameter.isRequired { line += ", optional" }
                    if let question = parameter.ask { line += "; asks “\(question)”" }
                    Output.line(line)
                }
            }
            if !found.phrases.isEmpty {
                Output.line("Phrases:")
                for phrase in found.phrases { Output.line("  \(phrase.value)") }
            }
            if let trigger = found.trigger {
                let written = trigger.cron.map { "cron \($0.value)" } ?? "every “\(trigger.every?.value ?? "")”"
                if case .success(let settings) = trigger.settings(defaultZone: assembly.timeZone) {
                    let next = settings.nextRun(of: found.id, after: Date()).map { ISO8601Text.string($0, in: settings.zone) } ?? "never"
                    Output.line("Trigger: \(written)\(trigger.every == nil ? "" : " = \(settings.cron)") in \(settings.zone.identifier); catch up \(settings.catchUp.rawValue), overlap \(settings.overlap.rawValue); next \(next) (Docs/scheduling.md)")
                } else {
                    Output.line("Trigger: \(written) (it has problems: hark shortcuts validate)")
                }
            }
            Output.line("Steps: \(found.steps.count)")
            for problem in library.problems[found.id] ?? [] { printError(problem.description) }
        }
    }

    struct Validate: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Check shortcut files (every shortcut when none is named): each problem as file:line:column: error: message.",
            discussion: "Exit codes: 0 no problems, 65 problems found (all of them are printed), 64 a file named is not there."
        )
        @Argument(help: "Shortcut files to check, with the shortcuts they may call.", completion: .file(extensions: ["yaml"]))
        var files: [String] = []
        @OptionGroup var options: RuntimeOptions

        func run() async throws {
            for file in files where !Assembly.isShortcutFile(file) {
                printError("hark: no shortcut file at \(file)")
                throw HarkExit.usage
            }
            let library = try Setup.assembly(options.settings).shortcuts(adding: files)
            let checked = files.isEmpty ? library.ids : files.map(Assembly.shortcutID(ofFile:))
            let problems = checked.flatMap { library.problems[$0] ?? [] }
            for problem in problems { Output.line(problem.description) }
            if problems.isEmpty {
                Output.line("\(checked.count) shortcut\(checked.count == 1 ? "" : "s") checked: no problems.")
                return
            }
            printError("hark: \(problems.count) problem\(problems.count == 1 ? "" : "s") in \(Set(problems.map(\.location.file)).count) file(s)")
            throw HarkExit.dataError
        }
    }
}
