import Foundation
import HarkRuntime
import HarkStore
import IntentKit
import Moods
import PhraseKit
import Synchronization

/// What the `hark` program is made of: its intents, their stores, and where its phrases are.
enum HarkApp {
    /// Every intent Hark offers.
    static let intents: [any AppIntent.Type] = [AddMood.self, MoodHistory.self]
    /// Every domain's tables.
    static let schemas: [any StoreSchema.Type] = [MoodsSchema.self]

    static func registry() throws -> IntentRegistry {
        do { return try IntentRegistry(intents) } catch {
            printError("hark: \(error)")
            throw HarkExit.software
        }
    }

    /// The folder of Hark's own phrase files: `explicit` (`--phrases`), else `$HARK_PHRASES`,
    /// else `Intents/en` beside the program (`<prefix>/share/hark/Intents/en` for an installed
    /// copy, `<checkout>/Intents/en` for `.build/…/hark`), else `./Intents/en`.
    static func phrasesFolder(explicit: String?) -> String {
        if let explicit, !explicit.isEmpty { return explicit }
        if let folder = environment("HARK_PHRASES") { return folder }
        let folder = FilePath.parent(of: FilePath.executable())
        let candidates = [
            FilePath.normalized(folder + "/../share/hark/Intents/en"),
            FilePath.normalized(folder + "/../../Intents/en"),
            FilePath.normalized(folder + "/../../../Intents/en"),
            FilePath.currentFolder() + "/Intents/en",
        ]
        return candidates.first { FilePath.kind(of: $0) != nil } ?? candidates[candidates.count - 1]
    }

    /// An environment variable's value; nil when unset or empty.
    static func environment(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    /// The runtime over Hark's phrases; phrase problems are printed and end the program (65).
    static func runtime(phrases explicit: String?) throws -> Runtime {
        let folder = phrasesFolder(explicit: explicit)
        // Compiled phrases kept from an earlier run of this program on these very files.
        let registry = try registry()
        let cacheEntry = PhraseCache.entry(for: folder)
        if let cacheEntry, let runtime = PhraseCache.runtime(at: cacheEntry, registry: registry,
                                                             phrases: { PhraseFiles(paths: [folder]).phrases }) {
            return runtime
        }
        let files = PhraseFiles(paths: [folder])
        for problem in files.diagnostics { printError(problem.description) }
        guard files.fileCount > 0, files.diagnostics.isEmpty else {
            if files.fileCount == 0 { printError("hark: no phrase files found in \(folder) (set HARK_PHRASES or --phrases)") }
            throw HarkExit.dataError
        }
        do {
            let runtime = try Runtime(registry: registry, phrases: files.phrases)
            if let cacheEntry { PhraseCache.keep(runtime, at: cacheEntry) }
            return runtime
        } catch {
            for problem in error.diagnostics { printError(problem.description) }
            throw HarkExit.dataError
        }
    }

    /// The context intents run in: now, the local calendar (weeks start on Monday unless
    /// `HARK_WEEK_START` says otherwise), the database's stores, and a terminal to ask on when
    /// there is one.
    static func context(databasePath explicit: String?, interactive: Bool) throws -> IntentContext {
        let path = HarkDatabase.path(explicit: explicit)
        let database: HarkDatabase
        do { database = try HarkDatabase(path: path, schemas: schemas, access: .singleConnection) } catch {
            printError("hark: \(error)")
            throw HarkExit.databaseError
        }
        var context = IntentContext(now: Date(), makingCalendar: localCalendar,
                                    asker: interactive && isatty(STDIN_FILENO) == 1 ? TerminalAsker() : NoTerminal())
        context.register(MoodStore(database: database))
        keptOpen.withLock { $0.append(database) }
        return context
    }

    /// Databases a command opened, kept open until the process ends: closing one would only cost
    /// the command time, since every acknowledged write is already durable in the log and the
    /// system releases the file's locks when the process ends.
    private static let keptOpen = Mutex<[HarkDatabase]>([])

    /// The person's calendar and time zone, with weeks starting on Monday (`HARK_WEEK_START`
    /// names another day).
    @Sendable static func localCalendar() -> Calendar {
        var calendar = Calendar.current
        calendar.firstWeekday = firstWeekday(environment("HARK_WEEK_START")) ?? 2
        return calendar
    }

    /// The calendar weekday (1 Sunday … 7 Saturday) a day's name says, or nil.
    static func firstWeekday(_ name: String?) -> Int? {
        guard let name else { return nil }
        let days = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]
        return days.firstIndex(of: name.lowercased()).map { $0 + 1 }
    }
}
