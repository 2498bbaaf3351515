import Foundation
import HarkDomain
import HarkPhrases
import HarkRuntime
import LearnedReader
import HarkStore
import IntentKit
import PhraseKit
import ShortcutKit

/// A running Hark, put together from its configuration and its domains: the intent registry,
/// the runtime over the phrase files (from the compiled-phrase cache when it can), and the
/// database with every domain's services. Front ends — the command line, the scheduler, a
/// server — make one and use it; none of them lists domains or reads the environment itself.
///
/// ```swift
/// let hark = try Assembly(configuration: HarkConfiguration())
/// let outcome = await try hark.runtime().run("add a happy mood", context: try hark.context())
/// ```
///
/// Each part is made when asked for, so that `hark intents` opens no database and `hark
/// explain` compiles phrases but writes nothing.
public struct Assembly: Sendable {
    public let configuration: HarkConfiguration
    public let domains: [Domain]
    /// Every domain's intents; names are unique across domains.
    public let registry: IntentRegistry

    /// Checks that the domains fit together: intent names are unique (a clash names both
    /// modules) and every intent's `requiredServices` are provided by a domain.
    public init(configuration: HarkConfiguration, domains: [Domain] = Domains.all) throws(AssemblyError) {
        self.configuration = configuration
        self.domains = domains
        do {
            registry = try IntentRegistry(domains.flatMap(\.intents))
        } catch {
            throw .software("hark: \(error)")
        }
        // Every context also carries the rules for writing the person's files (`context(now:)`).
        let provided = Set(domains.flatMap(\.services).map { ObjectIdentifier($0.type) } + [ObjectIdentifier(FileRules.self)])
        for domain in domains {
            for intent in domain.intents {
                for service in intent.requiredServices where !provided.contains(ObjectIdentifier(service)) {
                    throw .software("hark: \(String(reflecting: intent)) needs the service \(String(reflecting: service)), which no domain provides (domain '\(domain.name)')")
                }
            }
        }
    }

    /// The runtime over the phrases in use (`HarkConfiguration.phrasesFolder`, else the built-in
    /// ones with the person's own merged over them) and the sound shortcuts' phrases, in one
    /// ranking: compiled phrases kept from an earlier run of this program on these very files,
    /// else read, checked and compiled (and kept). A shortcut whose phrases do not compile beside
    /// the others is left out (`hark shortcuts validate` names its problems).
    /// Shortcuts' descriptions by name.
    static func described(_ actions: [IntentDescription]) -> [String: IntentDescription] {
        Dictionary(actions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    public func runtime() throws(AssemblyError) -> Runtime {
        let sources = PhraseSources(configuration)
        let shortcutSources = ShortcutSources(configuration)
        let order = configuration.dayMonthOrder
        let cacheEntry = configuration.cacheFolder.flatMap { PhraseCache.entry(for: sources.filesOnDisk + shortcutSources.filesOnDisk, in: $0) }
        let reader = learnedReader(cacheEntry: configuration.cacheFolder.flatMap {
            PhraseCache.entry(for: sources.filesOnDisk + shortcutSources.filesOnDisk + modelFiles, in: $0, prefix: PhraseCache.readerPrefix)
        })
        if let cacheEntry, var runtime = PhraseCache.runtime(at: cacheEntry, registry: registry, dayMonthOrder: order,
                                                             phrases: { PhraseFiles(sources.files).phrases }) {
            runtime.actionPerformer = ShortcutPerformer(assembly: self)
            runtime.learnedReader = reader
            let catalog = shortcutCatalog
            runtime.actionDescriptions = Lazy {
                Self.described(ShortcutLibrary(files: shortcutSources.files, catalog: catalog).runnable.values.map { $0.actionDescription(catalog: catalog) })
            }
            return runtime
        }
        let files = PhraseFiles(sources.files)
        guard files.fileCount > 0 else {
            let folder = configuration.phrasesFolder ?? configuration.ownPhrasesFolder
            throw .phrases(files.diagnostics, summary: "hark: no phrase files found in \(folder) (set HARK_PHRASES or --phrases)")
        }
        var problems = files.diagnostics
        let names = Set(sources.files.map(\.name))
        for domain in domains {
            for name in domain.phraseFiles where !names.contains(name) {
                let folder = configuration.phrasesFolder ?? BuiltInPhrases.location
                problems.append(PhraseDiagnostic("the \(domain.name) domain's phrase file \(name) is missing",
                                                 at: SourceLocation(file: folder + "/" + name, line: 1, column: 1)))
            }
        }
        guard problems.isEmpty else { throw .phrases(problems, summary: nil) }
        let catalog = shortcutCatalog
        var shortcuts = ShortcutLibrary(files: shortcutSources.files, catalog: catalog).runnable.values.sorted { $0.id < $1.id }
        while true {
            var phrases = files.phrases
            phrases.intents += shortcuts.compactMap(\.phraseIntent)
            do {
                let actions = shortcuts.map { $0.actionDescription(catalog: catalog) }
                var runtime = try Runtime(registry: registry, phrases: phrases, actions: actions, dayMonthOrder: order)
                if let cacheEntry { PhraseCache.keep(runtime, at: cacheEntry) }
                runtime.actionPerformer = ShortcutPerformer(assembly: self)
                runtime.learnedReader = reader
                let described = Self.described(actions)
                runtime.actionDescriptions = Lazy { described }
                return runtime
            } catch {
                let broken = Set(error.diagnostics.map(\.location.file))
                let kept = shortcuts.filter { !broken.contains($0.file) }
                guard kept.count < shortcuts.count else { throw .phrases(error.diagnostics, summary: nil) }
                shortcuts = kept
            }
        }
    }

    /// A runtime that calls intents by name only, compiling no phrases: what shortcuts run by the
    /// scheduler need (their steps name intents; nobody says a sentence), at a fraction of the
    /// memory and start-up of `runtime()`.
    public func intentRuntime() throws(AssemblyError) -> Runtime {
        do {
            return try Runtime(registry: registry, phrases: PhraseSet(), dayMonthOrder: configuration.dayMonthOrder)
        } catch {
            throw .phrases(error.diagnostics, summary: nil)
        }
    }

    /// The phrase files in use and the shortcuts' phrases, read (with the built-in sentence tests
    /// when `tests`), for `hark phrases check` and `test`.
    public func phraseFiles(tests: Bool = false) -> PhraseFiles {
        let shortcuts = ShortcutSources(configuration).files.map { PhraseSources.File(path: $0.path, text: $0.text) }
        return PhraseFiles(PhraseSources(configuration, tests: tests).files + shortcuts, readTests: tests)
    }

    /// Opens (creating and migrating) the database, with every domain's tables.
    public func database(access: HarkDatabase.Access = .singleConnection) throws(AssemblyError) -> HarkDatabase {
        do {
            return try HarkDatabase(path: configuration.databasePath, schemas: domains.flatMap(\.schemas), access: access,
                                    programVersion: HarkVersion.current, createFolder: !configuration.databasePathIsGiven)
        } catch {
            throw .database(error)
        }
    }

    /// The context intents run in, over `database`: the moment, the configured calendar (made when
    /// first needed), every domain's services, who to ask, and the rules for writing files
    /// (`replacingFiles`: `--force`). The services keep the database open for as long as the
    /// context is kept.
    public func context(database: HarkDatabase, now: Date = Date(), asker: any Asker = NoTerminal(),
                        replacingFiles: Bool = false) -> IntentContext {
        var context = context(now: now, asker: asker, replacingFiles: replacingFiles)
        for provider in domains.flatMap(\.services) {
            context.register(provider.service(over: database))
        }
        return context
    }

    /// A context without the database's services: for reading values ("next friday") without
    /// running anything. Paths are read in the working folder and the configured home; files an
    /// intent writes follow `FileRules`.
    public func context(now: Date = Date(), asker: any Asker = NoTerminal(), replacingFiles: Bool = false) -> IntentContext {
        let configuration = self.configuration
        var context = IntentContext(now: now, makingCalendar: { configuration.calendar() }, asker: asker)
        context.dayMonthOrder = configuration.dayMonthOrder
        context.country = configuration.country
        context.register(FileRules(home: configuration.homeFolder, workingFolder: FilePath.currentFolder(),
                                   exportsFolder: configuration.exportsFolder, replacesFiles: replacingFiles))
        return context
    }
}
