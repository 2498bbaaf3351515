import Foundation
import HarkRuntime
import HarkStore
import IntentKit
import Moods
import PhraseKit

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
        if let folder = ProcessInfo.processInfo.environment["HARK_PHRASES"], !folder.isEmpty { return folder }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let candidates = [
            executable.appendingPathComponent("../share/hark/Intents/en").standardized.path,
            executable.appendingPathComponent("../../Intents/en").standardized.path,
            executable.appendingPathComponent("../../../Intents/en").standardized.path,
            FileManager.default.currentDirectoryPath + "/Intents/en",
        ]
        return candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[candidates.count - 1]
    }

    /// The runtime over Hark's phrases; phrase problems are printed and end the program (65).
    static func runtime(phrases explicit: String?) throws -> Runtime {
        let folder = phrasesFolder(explicit: explicit)
        let files = PhraseFiles(paths: [folder])
        for problem in files.diagnostics { printError(problem.description) }
        guard files.fileCount > 0, files.diagnostics.isEmpty else {
            if files.fileCount == 0 { printError("hark: no phrase files found in \(folder) (set HARK_PHRASES or --phrases)") }
            throw HarkExit.dataError
        }
        do {
            return try Runtime(registry: try registry(), phrases: files.phrases)
        } catch let errors as PhraseErrors {
            for problem in errors.diagnostics { printError(problem.description) }
            throw HarkExit.dataError
        }
    }

    /// The context intents run in: now, the local calendar (weeks start on Monday), the
    /// database's stores, and a terminal to ask on when there is one.
    static func context(databasePath explicit: String?, interactive: Bool) throws -> IntentContext {
        let path = HarkDatabase.path(explicit: explicit)
        let database: HarkDatabase
        do { database = try HarkDatabase(path: path, schemas: schemas, access: .singleConnection) } catch {
            printError("hark: \(error)")
            throw HarkExit.databaseError
        }
        var calendar = Calendar.current
        calendar.firstWeekday = 2
        var context = IntentContext(now: Date(), calendar: calendar,
                                    asker: interactive && isatty(STDIN_FILENO) == 1 ? TerminalAsker() : NoTerminal())
        context.register(MoodStore(database: database))
        return context
    }
}
