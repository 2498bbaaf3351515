import Foundation
import HarkDomain
import HarkStore
import SpokenKit

/// Where a running Hark keeps and finds things, and how it reads dates: worked out once from
/// the command line's options, the environment and the settings file, then handed to `Assembly`.
/// Each setting is taken from the first place that gives it (Docs/configuration.md):
///
/// | setting | option | environment | settings file | default |
/// | --- | --- | --- | --- | --- |
/// | database | `--db` | `$HARK_DB` | `database` | `$XDG_DATA_HOME/hark/hark.sqlite`, `~/.local/share/hark/hark.sqlite` |
/// | phrases (replacing the built-in ones) | `--phrases` | `$HARK_PHRASES` | `phrases` | built in |
/// | your own phrases (merged over the built-in ones) | | | `own_phrases` | `$XDG_CONFIG_HOME/hark/intents`, `~/.config/hark/intents` |
/// | time zone | | `$HARK_TZ` | `time_zone` | the system's |
/// | first day of the week | | `$HARK_WEEK_START` | `week_start` | Monday |
/// | how "3/4" is read | | `$HARK_DATE_ORDER` | `date_order` | the locale's |
/// | whose holidays ("thanksgiving") | | `$HARK_COUNTRY` | `country` | the locale's region, else US |
/// | notifier | | `$HARK_NOTIFIER` | `notifier` | none |
/// | the folder shortcuts write files in | | `$HARK_EXPORTS` | `exports` | `$XDG_DATA_HOME/hark/exports`, `~/.local/share/hark/exports` |
/// | compiled-phrase cache | | `$HARK_NO_CACHE=1` turns it off | | `$XDG_CACHE_HOME/hark`, `~/.cache/hark` |
/// | the learned reader | | `$HARK_READER=0` turns it off (phrases alone, exact and fuzzy) | | on |
/// | the sentence encoder's folder | | `$HARK_MODEL` (`off`: none) | `model` | `$XDG_DATA_HOME/hark/models/all-MiniLM-L6-v2`, `~/.local/share/…`, if there |
public struct HarkConfiguration: Sendable {
    /// The settings file read (whether or not it exists).
    public var settingsFile: String
    public var databasePath: String
    /// Whether the database's path was given (`--db`, `$HARK_DB`, the settings file): its folder
    /// must then exist.
    public var databasePathIsGiven: Bool
    /// The folder whose phrase files replace the built-in ones; nil: the built-in phrases, with
    /// the person's own (`ownPhrasesFolder`) merged over them.
    public var phrasesFolder: String?
    /// Where the person's own phrase files live: merged over the built-in ones.
    public var ownPhrasesFolder: String
    /// Where the person's own shortcuts live (`$XDG_CONFIG_HOME/hark/shortcuts`, else
    /// `~/.config/hark/shortcuts`): a file there replaces a shipped shortcut of the same name.
    public var ownShortcutsFolder: String
    /// Where compiled phrases are kept between runs; nil when caching is off.
    public var cacheFolder: String?
    /// The first day of the week (1 Sunday … 7 Saturday).
    public var firstWeekday: Int
    /// The time zone intents read "today" in (nil: the system's, read when first needed).
    public var timeZone: TimeZone?
    /// How "3/4" is read (nil: from the locale, looked up only when a numeric date is read).
    public var dayMonthOrder: SpokenContext.DayMonthOrder?
    /// Whose holidays are meant, an ISO 3166 region code such as US or GB (nil: the locale's region, else US).
    public var country: String?
    /// The program the scheduler tells things with, as written (nil: none): its words are read
    /// by `CommandWords` (`load` refuses a setting they cannot read).
    public var notifier: String?
    /// The person's home folder: `$HOME`, else the password database's (what `~` means).
    public var homeFolder: String
    /// The one folder shortcuts, and the intents they call, write files in (`FileRules`).
    public var exportsFolder: String
    /// Whether sentences no phrase matches exactly are read by the learned reader
    /// (Docs/phrases.md); off, only the phrase files read them (exact and fuzzy matching), as a
    /// script that wants readings that never change with a model may ask.
    public var usesLearnedReader: Bool
    /// The folder of the sentence encoder (all-MiniLM-L6-v2: `model.safetensors`, `vocab.txt`)
    /// whose vectors the learned reader weighs when it is there; nil: none (words alone).
    public var modelFolder: String?
    /// Whether the model folder was given (`$HARK_MODEL`, the settings file): then a missing or
    /// broken model is an error to report, not a quiet fall-back to words alone.
    public var modelFolderIsGiven: Bool
    /// Where `hark model install` puts all-MiniLM-L6-v2 and where it is looked for when no other
    /// folder is given: `$XDG_DATA_HOME/hark/models/all-MiniLM-L6-v2` (else under
    /// `~/.local/share`).
    public var defaultModelFolder: String

    /// The configuration from `database` and `phrases` given on the command line (nil: not
    /// given), `environment`, and the settings `file` already read. Environment values that are
    /// not understood are left out; `load` refuses them instead.
    init(database: String?, phrases: String?, environment: HarkEnvironment, file: ConfigFile?, settingsFile: String) {
        let file = file ?? ConfigFile()
        let home = environment["HOME"] ?? FilePath.home()
        let configHome = environment["XDG_CONFIG_HOME"] ?? home + "/.config"
        self.settingsFile = settingsFile
        let given = database.flatMap { $0.isEmpty ? nil : $0 } ?? environment["HARK_DB"] ?? file.database
        databasePath = HarkDatabase.path(explicit: given, environment: ["XDG_DATA_HOME": environment["XDG_DATA_HOME"] ?? "", "HOME": home])
        databasePathIsGiven = given != nil
        phrasesFolder = phrases.flatMap { $0.isEmpty ? nil : $0 } ?? environment["HARK_PHRASES"] ?? file.phrases
        ownPhrasesFolder = file.ownPhrases ?? configHome + "/hark/intents"
        ownShortcutsFolder = environment["HARK_SHORTCUTS"] ?? configHome + "/hark/shortcuts"
        cacheFolder = (environment["HARK_NO_CACHE"].map { $0 != "0" } ?? false) ? nil
            : (environment["XDG_CACHE_HOME"] ?? home + "/.cache") + "/hark"
        firstWeekday = Self.weekday(named: environment["HARK_WEEK_START"]) ?? file.weekStart ?? 2
        timeZone = environment["HARK_TZ"].flatMap(TimeZone.init(identifier:)) ?? file.timeZone
        dayMonthOrder = Self.dateOrder(named: environment["HARK_DATE_ORDER"]) ?? file.dateOrder
        country = Self.country(named: environment["HARK_COUNTRY"]) ?? file.country
        notifier = environment["HARK_NOTIFIER"] ?? file.notifier
        homeFolder = home
        exportsFolder = environment["HARK_EXPORTS"].map { UserPath.resolve($0, home: home, folder: FilePath.currentFolder()) }
            ?? file.exports ?? (environment["XDG_DATA_HOME"] ?? home + "/.local/share") + "/hark/exports"
        usesLearnedReader = environment["HARK_READER"].map { !["0", "off", "no", "false"].contains($0.lowercased()) } ?? true
        let model = environment["HARK_MODEL"].map { ["", "0", "off", "no", "none"].contains($0.lowercased()) ? "" : UserPath.resolve($0, home: home, folder: FilePath.currentFolder()) }
            ?? file.model
        defaultModelFolder = (environment["XDG_DATA_HOME"] ?? home + "/.local/share") + "/hark/models/all-MiniLM-L6-v2"
        modelFolder = model.map { $0.isEmpty ? nil : $0 } ?? defaultModelFolder
        modelFolderIsGiven = model != nil
    }

    /// The configuration from the options given and `environment` alone, reading no settings file.
    public init(database: String? = nil, phrases: String? = nil, environment: HarkEnvironment = .process) {
        self.init(database: database, phrases: phrases, environment: environment, file: nil, settingsFile: "")
    }

    /// The configuration from the options given, `environment` and the settings file
    /// (`$HARK_CONFIG`, else `$XDG_CONFIG_HOME/hark/config.yaml`, else `~/.config/hark/config.yaml`).
    /// A settings file that is wrong, or an environment variable whose value is not understood,
    /// is an error that says where.
    public static func load(database: String? = nil, phrases: String? = nil,
                            environment: HarkEnvironment = .process) throws(AssemblyError) -> HarkConfiguration {
        let home = environment["HOME"] ?? FilePath.home()
        let path = environment["HARK_CONFIG"] ?? (environment["XDG_CONFIG_HOME"] ?? home + "/.config") + "/hark/config.yaml"
        let file = try ConfigFile.read(path, home: home)
        var problems: [String] = []
        if let value = environment["HARK_WEEK_START"], weekday(named: value) == nil {
            problems.append("HARK_WEEK_START is '\(value)': a day's name, such as monday or sunday")
        }
        if let value = environment["HARK_TZ"], TimeZone(identifier: value) == nil {
            problems.append("HARK_TZ is '\(value)': a time zone name, such as Europe/Berlin")
        }
        if let value = environment["HARK_DATE_ORDER"], dateOrder(named: value) == nil {
            problems.append("HARK_DATE_ORDER is '\(value)': day-first or month-first")
        }
        if let value = environment["HARK_COUNTRY"], country(named: value) == nil {
            problems.append("HARK_COUNTRY is '\(value)': a two-letter country code, such as US, GB or CA")
        }
        if let value = environment["HARK_NOTIFIER"], !value.isEmpty, let problem = ConfigFile.notifierProblem(value) {
            problems.append("HARK_NOTIFIER is '\(value)': \(problem)")
        }
        guard problems.isEmpty else { throw .environment("hark: " + problems.joined(separator: "; ")) }
        return HarkConfiguration(database: database, phrases: phrases, environment: environment, file: file, settingsFile: path)
    }

    /// A country by its two-letter ISO 3166 code ("us", "GB"), upper-cased.
    public static func country(named name: String?) -> String? {
        guard let name, name.count == 2, name.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        return name.uppercased()
    }

    /// How "3/4" is read, by its name: `day-first` or `month-first`.
    public static func dateOrder(named name: String?) -> SpokenContext.DayMonthOrder? {
        switch name?.lowercased() {
        case "day-first"?: .dayFirst
        case "month-first"?: .monthFirst
        default: nil
        }
    }

    /// The calendar intents read dates in: the system's (or the configured zone), weeks starting
    /// on `firstWeekday`.
    public func calendar() -> Calendar {
        var calendar = Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        calendar.firstWeekday = firstWeekday
        return calendar
    }

    /// The days' names, Sunday first (calendar weekday 1).
    public static let weekdayNames = Saying.weekdays.map { $0.lowercased() }

    /// The calendar weekday (1 Sunday … 7 Saturday) a day's name says, or nil.
    public static func weekday(named name: String?) -> Int? {
        guard let name else { return nil }
        return weekdayNames.firstIndex(of: name.lowercased()).map { $0 + 1 }
    }
}
