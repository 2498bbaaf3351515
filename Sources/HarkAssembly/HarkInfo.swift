import Foundation
import HarkPhrases
import SpokenKit

/// What a running Hark is and where it keeps things: its version, the settings file, the
/// database, the compiled-phrase cache, the phrase folders in use, how many intents and phrases
/// it knows, and the settings it reads dates with. `hark info` prints it; it creates nothing
/// and opens no database.
public struct HarkInfo: Sendable {
    /// A file or folder Hark uses, and whether it is there yet.
    public struct Place: Sendable {
        public var path: String
        public var exists: Bool
    }

    public var version: String
    /// The settings file read (when it is not there, the defaults and the environment are used).
    public var settingsFile: Place
    public var database: Place
    /// The database's size in bytes with its write-ahead log (nil: not created yet).
    public var databaseBytes: Int64?
    /// Where compiled phrases are kept between runs (nil: caching is off).
    public var cacheFolder: Place?
    /// Whether Hark's built-in phrases are in use (else `phraseFolders` replace them).
    public var builtInPhrases: Bool
    /// The folders phrase files are read from: the person's own folder (merged over the built-in
    /// phrases), or the one folder that replaces them.
    public var phraseFolders: [Place]
    public var phraseFileCount: Int
    public var intentCount: Int
    /// The intents that have phrases (the others are run by name only).
    public var intentsWithPhrases: Int
    /// Sentence templates, counting each alternative a phrase file lists.
    public var templateCount: Int
    /// Problems in the phrase files in use (`hark phrases check` lists them).
    public var phraseProblems: Int
    /// The person's shortcuts folder, and how many shortcuts there are (shipped and theirs).
    public var shortcutsFolder: Place
    public var shortcutCount: Int
    /// How many of them have problems and are not run (`hark shortcuts validate` names them).
    public var brokenShortcutCount: Int
    /// The time zone's identifier, and whether it is the system's.
    public var timeZone: String
    public var timeZoneIsSystem: Bool
    /// The first day of the week, by name.
    public var weekStart: String
    /// How "3/4" is read: "day-first" or "month-first", and whether that is the locale's.
    public var dateOrder: String
    public var dateOrderIsLocale: Bool
    public var notifier: String?
    /// The sentence encoder: its folder, and its name when it is read, or why it cannot be (nil
    /// folder: none set; absent: words alone, `HashedEmbedder` for search).
    public var model: Model

    /// What `hark info` says of the sentence encoder.
    public struct Model: Sendable {
        public var folder: Place?
        /// The encoder's name and vector length when it loads.
        public var name: String?
        public var dimensions: Int?
        /// Why a folder that is there (or was given) cannot be used.
        public var problem: String?
    }
}

extension Assembly {
    /// What this Hark is and where it keeps things; reads the phrase files in use to count them.
    public func info() -> HarkInfo {
        let configuration = configuration
        func place(_ path: String) -> HarkInfo.Place { .init(path: path, exists: FilePath.kind(of: path) != nil) }
        let files = phraseFiles()
        let compiled = PhraseFiles.compile(files, lists: nil, registry: registry)
        let databaseBytes = FilePath.kind(of: configuration.databasePath) == nil ? nil
            : [configuration.databasePath, configuration.databasePath + "-wal"].compactMap(FilePath.size(of:)).reduce(0, +)
        let zone = configuration.timeZone ?? TimeZone.current
        let order = configuration.dayMonthOrder ?? SpokenContext.dayMonthOrder(for: .current)
        return HarkInfo(
            version: HarkVersion.current,
            settingsFile: place(configuration.settingsFile),
            database: place(configuration.databasePath),
            databaseBytes: databaseBytes,
            cacheFolder: configuration.cacheFolder.map(place),
            builtInPhrases: configuration.phrasesFolder == nil,
            phraseFolders: [configuration.phrasesFolder ?? configuration.ownPhrasesFolder].map(place),
            phraseFileCount: files.fileCount,
            intentCount: registry.descriptions.count,
            intentsWithPhrases: Set(compiled.files.phrases.intents.map(\.name)).intersection(registry.descriptions.map(\.name)).count,
            templateCount: compiled.recognizer.templateCount,
            phraseProblems: compiled.problems.count,
            shortcutsFolder: place(configuration.ownShortcutsFolder),
            shortcutCount: shortcutIDs().count,
            brokenShortcutCount: shortcuts().problems.count,
            timeZone: zone.identifier,
            timeZoneIsSystem: configuration.timeZone == nil,
            weekStart: HarkConfiguration.weekdayNames[(configuration.firstWeekday + 6) % 7],
            dateOrder: order == .dayFirst ? "day-first" : "month-first",
            dateOrderIsLocale: configuration.dayMonthOrder == nil,
            notifier: configuration.notifier,
            model: modelInfo(place: place)
        )
    }

    func modelInfo(place: (String) -> HarkInfo.Place) -> HarkInfo.Model {
        var model = HarkInfo.Model(folder: configuration.modelFolder.map(place))
        switch sentenceEncoder() {
        case .loaded(let encoder): model.name = encoder.name; model.dimensions = encoder.dimensions
        case .absent: break
        case .broken(let problem): model.problem = problem
        }
        return model
    }
}
