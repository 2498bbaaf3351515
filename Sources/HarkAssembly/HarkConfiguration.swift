import Foundation
import HarkStore
import SpokenKit

/// Where a running Hark keeps and finds things, and how it reads dates: worked out once from
/// the command line's options and the environment, then handed to `Assembly`.
///
/// | setting | from, first found |
/// | --- | --- |
/// | database | `--db`, `$HARK_DB`, `$XDG_DATA_HOME/hark/hark.sqlite`, `~/.local/share/hark/hark.sqlite` |
/// | phrases | `--phrases` or `$HARK_PHRASES` replace them all; else the built-in phrases with `$XDG_CONFIG_HOME/hark/intents/` (else `~/.config/hark/intents/`) merged over them |
/// | compiled-phrase cache | off with `$HARK_NO_CACHE=1`; `$XDG_CACHE_HOME/hark`, `~/.cache/hark` |
/// | first day of the week | `$HARK_WEEK_START` (a day's name), else Monday |
/// | time zone and "3/4" order | the system's zone and locale |
public struct HarkConfiguration: Sendable {
    public var databasePath: String
    /// Whether the database's path was given (`--db`, `$HARK_DB`): its folder must then exist.
    public var databasePathIsGiven: Bool
    /// The folder whose phrase files replace the built-in ones; nil: the built-in phrases, with
    /// the person's own (`ownPhrasesFolder`) merged over them.
    public var phrasesFolder: String?
    /// Where the person's own phrase files live: merged over the built-in ones.
    public var ownPhrasesFolder: String
    /// Where compiled phrases are kept between runs; nil when caching is off.
    public var cacheFolder: String?
    /// The first day of the week (1 Sunday … 7 Saturday).
    public var firstWeekday: Int
    /// The time zone intents read "today" in (nil: the system's, read when first needed).
    public var timeZone: TimeZone?
    /// How "3/4" is read (nil: from the locale, looked up only when a numeric date is read).
    public var dayMonthOrder: SpokenContext.DayMonthOrder?

    /// The configuration for `database` and `phrases` given on the command line (nil: not
    /// given), the rest from `environment`.
    public init(database: String? = nil, phrases: String? = nil, environment: HarkEnvironment = .process) {
        var variables: [String: String] = [:]
        for name in ["HARK_DB", "XDG_DATA_HOME", "HOME"] { variables[name] = environment[name] }
        databasePath = HarkDatabase.path(explicit: database, environment: variables)
        databasePathIsGiven = !(database ?? "").isEmpty || environment["HARK_DB"] != nil
        phrasesFolder = phrases.flatMap { $0.isEmpty ? nil : $0 } ?? environment["HARK_PHRASES"]
        ownPhrasesFolder = (environment["XDG_CONFIG_HOME"] ?? (environment["HOME"] ?? FilePath.home()) + "/.config") + "/hark/intents"
        cacheFolder = (environment["HARK_NO_CACHE"].map { $0 != "0" } ?? false) ? nil
            : environment["XDG_CACHE_HOME"].map { $0 + "/hark" } ?? environment["HOME"].map { $0 + "/.cache/hark" }
        firstWeekday = Self.weekday(named: environment["HARK_WEEK_START"]) ?? 2
    }

    /// The calendar intents read dates in: the system's (or the configured zone), weeks starting
    /// on `firstWeekday`.
    public func calendar() -> Calendar {
        var calendar = Calendar.current
        if let timeZone { calendar.timeZone = timeZone }
        calendar.firstWeekday = firstWeekday
        return calendar
    }

    /// The calendar weekday (1 Sunday … 7 Saturday) a day's name says, or nil.
    public static func weekday(named name: String?) -> Int? {
        guard let name else { return nil }
        let days = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
        return days.firstIndex(of: name.lowercased()).map { $0 + 1 }
    }
}
