import Foundation
import HarkRuntime
import IntentKit
import ShortcutKit

extension Assembly {
    /// What shortcuts can call: every intent, described when asked for.
    public var shortcutCatalog: ShortcutCatalog {
        let registry = registry
        return ShortcutCatalog(names: registry.intents.map { $0.name }, describe: { registry.describeOne($0) }, all: { registry.descriptions })
    }

    /// The shipped shortcuts and the person's own, read and validated; with `extra`, files given
    /// by path too (`hark run ./my.yaml`, `hark shortcuts validate FILE`), which replace any of
    /// the same name.
    public func shortcuts(adding extra: [String] = []) -> ShortcutLibrary {
        ShortcutLibrary(files: shortcutFiles(adding: extra), catalog: shortcutCatalog)
    }

    /// Shortcut `id` and those it calls, read and validated (the others are not read): what
    /// running it needs. Files given by path (`extra`) replace any of the same name.
    public func shortcuts(running id: String, adding extra: [String] = []) -> ShortcutLibrary {
        ShortcutLibrary(running: id, from: shortcutFiles(adding: extra), catalog: shortcutCatalog)
    }

    /// The ids of every shortcut there is (shipped and the person's own), without reading them.
    public func shortcutIDs() -> [String] { ShortcutSources(configuration).files.map(\.id) }

    private func shortcutFiles(adding extra: [String]) -> [ShortcutLibrary.File] {
        var files = ShortcutSources(configuration).files
        for path in extra {
            let file = ShortcutSources.file(at: path)
            files.removeAll { $0.id == file.id }
            files.append(file)
        }
        return files
    }

    /// The id of the shortcut in the file at `path`: its name without `.yaml`.
    public static func shortcutID(ofFile path: String) -> String { ShortcutSources.id(ofFile: path) }

    /// Whether `path` names a shortcut file that exists.
    public static func isShortcutFile(_ path: String) -> Bool {
        (path.hasSuffix(".yaml") || path.contains("/")) && FilePath.kind(of: path) == .file
    }

    /// Runs shortcuts of `library` with the runtime's intents, in `context` (its moment, calendar,
    /// asker); with `dryRun`, intents that change data are not called. A failure of the database
    /// or a file in an intent fails its step in the fault's words, and is kept in `faults`.
    public func shortcutRunner(_ library: ShortcutLibrary, runtime: Runtime, context: IntentContext, dryRun: Bool = false,
                               faults: FaultLog? = nil) -> ShortcutRunner {
        let intents = RuntimeIntents(runtime: runtime, context: context, databasePath: configuration.databasePath, faults: faults)
        return ShortcutRunner(library: library.runnable, catalog: library.catalog, intents: intents,
                       asker: context.asker, clock: { Date() }, calendar: context.calendar, dryRun: dryRun)
    }
}
