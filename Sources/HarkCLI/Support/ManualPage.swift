import ArgumentParser
import Foundation

/// Hark's manual page (man(7) format), written from the command definitions themselves — the
/// argument parser's description of every command, argument and option — with the exit codes,
/// environment and files that apply to them all. `hark manual` prints it.
enum ManualPage {
    /// The parts of the argument parser's self-description (`--experimental-dump-help`) used here.
    struct Command: Decodable {
        var commandName: String
        var abstract: String?
        var discussion: String?
        var arguments: [Argument]?
        var subcommands: [Command]?
    }

    struct Argument: Decodable {
        struct Name: Decodable { var kind: String; var name: String }
        var kind: String
        var names: [Name]?
        var valueName: String?
        var abstract: String?
        var isOptional: Bool
        var isRepeating: Bool
        var shouldDisplay: Bool
        var defaultValue: String?
    }

    struct Dump: Decodable { var command: Command }

    /// The page for `root` (Hark's command line); nil if the argument parser did not describe it.
    static func render(_ root: any ParsableCommand.Type, version: String) -> String? {
        guard let data = describe(root).data(using: .utf8), let dump = try? JSONDecoder().decode(Dump.self, from: data) else { return nil }
        let top = dump.command
        var page = [".TH \(top.commandName.uppercased()) 1 \"\" \(quoted(version)) \"User Commands\"",
                    ".SH NAME", "\(top.commandName) \\- \(escaped(top.abstract ?? ""))",
                    ".SH SYNOPSIS",
                    ".B \(top.commandName)", "[\\fIoptions\\fR] \\fIsentence\\fR ...", ".br",
                    ".B \(top.commandName)", "\\fIcommand\\fR [\\fIarguments\\fR]",
                    ".SH DESCRIPTION", escaped(top.discussion ?? ""), ".PP",
                    "A sentence that is not a command's name is said, as with \\fB\(top.commandName) say\\fR.",
                    ".SH OPTIONS",
                    ".TP", "\\fB\\-V\\fR, \\fB\\-\\-version\\fR", "Print the version.",
                    ".TP", "\\fB\\-h\\fR, \\fB\\-\\-help\\fR", "Print help; \\fB\\-\\-help\\fR after a command's name, that command's help.",
                    ".PP", "Options of the command used (such as \\fB\\-\\-db\\fR, \\fB\\-\\-json\\fR, \\fB\\-\\-quiet\\fR) may also stand before its name."]
        page.append(".SH COMMANDS")
        for command in top.subcommands ?? [] where command.commandName != "help" {
            page += section(command, path: [top.commandName])
        }
        page.append(".SH EXIT STATUS")
        for (code, meaning) in HarkExit.documented {
            page += [".TP", "\\fB\(code)\\fR", escaped(meaning)]
        }
        page.append(".SH ENVIRONMENT")
        for (name, meaning) in environment {
            page += [".TP", "\\fB\(name)\\fR", escaped(meaning)]
        }
        page.append(".SH FILES")
        for (path, meaning) in files {
            page += [".TP", "\\fI\(escaped(path))\\fR", escaped(meaning)]
        }
        page += [".SH SEE ALSO", "The user guide, file formats and CLI reference in Hark's Docs/ folder; \\fBhark info\\fR for the paths in use."]
        return page.joined(separator: "\n") + "\n"
    }

    /// The argument parser's self-description of `root`, as JSON.
    private static func describe(_ root: any ParsableCommand.Type) -> String {
        do {
            _ = try root.parseAsRoot(["--experimental-dump-help"])
            return ""
        } catch {
            return root.fullMessage(for: error)
        }
    }

    private static func section(_ command: Command, path: [String]) -> [String] {
        let path = path + [command.commandName]
        var lines = [".SS " + quoted(path.joined(separator: " ") + synopsis(command)), escaped(command.abstract ?? "")]
        if let discussion = command.discussion, !discussion.isEmpty { lines += [".PP", escaped(discussion)] }
        lines += options(command, path: path)
        for sub in command.subcommands ?? [] where sub.commandName != "help" { lines += section(sub, path: path) }
        return lines
    }

    /// The arguments in a synopsis line: `<words> ...`.
    private static func synopsis(_ command: Command) -> String {
        shown(command).filter { $0.kind == "positional" }.map { argument in
            let name = "<\(argument.valueName ?? "value")>" + (argument.isRepeating ? " ..." : "")
            return " " + (argument.isOptional ? "[\(name)]" : name)
        }.joined()
    }

    private static func options(_ command: Command, path: [String]) -> [String] {
        shown(command).filter { $0.kind != "positional" }.flatMap { argument -> [String] in
            let names = (argument.names ?? []).map { ($0.kind == "short" ? "\\-" : "\\-\\-") + $0.name }
            let value = argument.kind == "option" ? " \\fI\(argument.valueName ?? "value")\\fR" : ""
            let fallback = argument.defaultValue.map { " (default: \(escaped($0)))" } ?? ""
            return [".TP", names.map { "\\fB\($0)\\fR" }.joined(separator: ", ") + value, escaped(argument.abstract ?? "") + fallback]
        }
    }

    /// The arguments a person sees in the help (not the parser's own --help and --version below
    /// the top).
    private static func shown(_ command: Command) -> [Argument] {
        (command.arguments ?? []).filter { argument in
            argument.shouldDisplay && !(argument.names ?? []).contains { ["help", "h", "version"].contains($0.name) }
        }
    }

    static let environment: [(String, String)] = [
        ("HARK_DB", "The database file (overrides the settings file's database)."),
        ("HARK_PHRASES", "A folder of phrase files that replaces the built-in phrases."),
        ("HARK_SHORTCUTS", "The folder of your own shortcuts (default ~/.config/hark/shortcuts)."),
        ("HARK_TZ", "The time zone dates are read in, such as Europe/Berlin."),
        ("HARK_WEEK_START", "The first day of the week: monday, sunday, …"),
        ("HARK_DATE_ORDER", "How 3/4 is read: day-first or month-first."),
        ("HARK_NOTIFIER", "The program the scheduler tells things with."),
        ("HARK_EXPORTS", "The one folder shortcuts write files in (default $XDG_DATA_HOME/hark/exports, else ~/.local/share/hark/exports)."),
        ("HARK_CONFIG", "The settings file to read instead of the usual one."),
        ("HARK_NO_CACHE", "Set to 1 to compile the phrases (and train the learned reader) on every run instead of keeping them."),
        ("HARK_READER", "Set to 0 to read sentences with the phrase files alone (exact and fuzzy), without the learned reader."),
        ("HARK_MODEL", "The sentence model's folder (model.safetensors, vocab.txt), instead of the one hark model install fills; off (or none, 0) for words alone."),
        ("XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_CACHE_HOME", "Where the settings and your phrases, the database, and the compiled phrases live."),
        ("NO_COLOR", "When set and not empty, no colour even on a terminal."),
    ]

    static let files: [(String, String)] = [
        ("~/.config/hark/config.yaml", "The settings file (Docs/configuration.md)."),
        ("~/.config/hark/intents/", "Your own phrase files, merged over the built-in ones; a file with a built-in file's name replaces it."),
        ("~/.config/hark/shortcuts/", "Your own shortcuts (Docs/shortcuts.md); a file with a shipped shortcut's name replaces it."),
        ("~/.local/share/hark/hark.sqlite", "The database: moods and everything else Hark keeps."),
        ("~/.cache/hark/", "Compiled phrases kept between runs; safe to delete."),
        ("~/.local/share/hark/models/all-MiniLM-L6-v2/", "The sentence model, put there by hark model install."),
    ]

    /// Text in a man page: backslashes escaped, characters beyond ASCII as troff's `\[uXXXX]`, a
    /// leading dot or quote kept from being a request.
    private static func escaped(_ text: String) -> String {
        var ascii = ""
        for scalar in text.replacingOccurrences(of: "\\", with: "\\e").unicodeScalars {
            ascii += scalar.isASCII ? String(scalar) : "\\[u" + String(format: "%04X", scalar.value) + "]"
        }
        return ascii.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }

    private static func quoted(_ text: String) -> String {
        "\"" + escaped(text).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
    }
}
