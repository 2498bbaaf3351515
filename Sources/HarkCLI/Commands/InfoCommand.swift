import ArgumentParser
import Foundation
import HarkAssembly

/// `hark info`: the version, where things are, and what Hark knows.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Show the version, the settings file, database, cache, phrase and shortcut folders in use, and how many intents, phrases and shortcuts Hark knows.",
        discussion: "Creates nothing and opens no database. With --json: {\"version\", \"settings_file\", \"database\", \"cache\", \"phrases\", \"shortcuts\", \"time_zone\", \"week_start\", \"date_order\", \"notifier\", \"model\"} (Docs/cli.md)."
    )

    @Flag(help: "Print it as JSON.")
    var json = false

    @OptionGroup var options: RuntimeOptions

    func run() throws {
        let info = try Setup.assembly(options.settings).info()
        Output.line(json ? StyledText(Self.json(info)) : Self.text(info))
    }

    static func text(_ info: HarkInfo) -> StyledText {
        let style = Style.standardOutput
        func there(_ place: HarkInfo.Place, missing: String) -> StyledText {
            place.path + (place.exists ? "" : style.dim(" (\(missing))"))
        }
        let size = info.databaseBytes.map { " (\(byteCount($0)))" } ?? ""
        let folder = info.phraseFolders.map { there($0, missing: "not there") }.joined(separator: ", ")
        let phrases = info.builtInPhrases ? "built in, with yours from " + folder + " merged over them" : "from " + folder + ", replacing the built-in ones"
        let rows: [(String, StyledText)] = [
            ("settings file", there(info.settingsFile, missing: "not there: the defaults are used")),
            ("database", there(info.database, missing: "not created yet") + size),
            ("phrase cache", info.cacheFolder.map { there($0, missing: "not created yet") } ?? "off (HARK_NO_CACHE)"),
            ("phrases", phrases),
            ("", "\(info.phraseFileCount) files, \(info.intentCount) intents (\(info.intentsWithPhrases) with phrases), \(info.templateCount) templates, "
                + (info.phraseProblems == 0 ? "no problems" : style.bad("\(info.phraseProblems) problems") + " (hark phrases check)")),
            ("shortcuts", "\(info.shortcutCount), shipped and yours from " + there(info.shortcutsFolder, missing: "not there")
                + StyledText(info.brokenShortcutCount == 0 ? "" : ", \(info.brokenShortcutCount) broken (hark shortcuts validate)")),
            ("time zone", StyledText(info.timeZone + (info.timeZoneIsSystem ? " (the system's)" : ""))),
            ("week starts on", StyledText(info.weekStart)),
            ("3/4 is read", StyledText(info.dateOrder + (info.dateOrderIsLocale ? " (the locale's)" : ""))),
            ("notifier", StyledText(info.notifier ?? "none")),
            ("sentence model", modelText(info.model, style: style)),
        ]
        let width = rows.map(\.0.count).max() ?? 0
        return ([StyledText("hark " + info.version)] + rows.map { label, value in
            style.heading(label) + String(repeating: " ", count: width - label.count + 2) + value
        }).joined(separator: "\n")
    }

    /// "all-MiniLM-L6-v2 (384 dimensions) from FOLDER", or that words alone are used.
    static func modelText(_ model: HarkInfo.Model, style: Style) -> StyledText {
        if let name = model.name, let folder = model.folder {
            return StyledText("\(name) (\(model.dimensions ?? 0) dimensions) from ") + folder.path
        }
        if let problem = model.problem {
            return style.bad("cannot be used: " + problem) + StyledText(" (words alone)")
        }
        return StyledText("none: the learned reader reads words alone (hark model install)")
    }

    static func json(_ info: HarkInfo) -> String {
        func place(_ place: HarkInfo.Place, _ more: [(String, String)] = []) -> String {
            JSONText.object([("path", JSONText.string(place.path)), ("exists", place.exists ? "true" : "false")] + more)
        }
        return JSONText.object([
            ("version", JSONText.string(info.version)),
            ("settings_file", place(info.settingsFile)),
            ("database", place(info.database, [("bytes", info.databaseBytes.map { String($0) } ?? "null")])),
            ("cache", info.cacheFolder.map { place($0) } ?? "null"),
            ("phrases", JSONText.object([
                ("built_in", info.builtInPhrases ? "true" : "false"),
                ("folders", "[" + info.phraseFolders.map { place($0) }.joined(separator: ", ") + "]"),
                ("files", String(info.phraseFileCount)), ("intents", String(info.intentCount)),
                ("intents_with_phrases", String(info.intentsWithPhrases)), ("templates", String(info.templateCount)),
                ("problems", String(info.phraseProblems)),
            ])),
            ("shortcuts", JSONText.object([("folder", place(info.shortcutsFolder)), ("count", String(info.shortcutCount)), ("broken", String(info.brokenShortcutCount))])),
            ("time_zone", JSONText.object([("name", JSONText.string(info.timeZone)), ("system", info.timeZoneIsSystem ? "true" : "false")])),
            ("week_start", JSONText.string(info.weekStart)),
            ("date_order", JSONText.object([("order", JSONText.string(info.dateOrder)), ("locale", info.dateOrderIsLocale ? "true" : "false")])),
            ("notifier", info.notifier.map(JSONText.string) ?? "null"),
            ("model", JSONText.object([
                ("folder", info.model.folder.map { place($0) } ?? "null"),
                ("name", info.model.name.map(JSONText.string) ?? "null"),
                ("dimensions", info.model.dimensions.map { String($0) } ?? "null"),
                ("problem", info.model.problem.map(JSONText.string) ?? "null"),
            ])),
        ])
    }

    /// "48 KiB", "1.2 MiB".
    static func byteCount(_ bytes: Int64) -> String {
        if bytes < 1024 { return "\(bytes) bytes" }
        if bytes < 1024 * 1024 { return "\(bytes / 1024) KiB" }
        let mebibytes = Double(bytes) / 1_048_576
        return mebibytes < 100 ? String(format: "%.1f MiB", mebibytes) : "\(Int(mebibytes)) MiB"
    }
}
