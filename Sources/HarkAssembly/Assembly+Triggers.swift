import Foundation
import ShortcutKit

/// A shortcut with a trigger, and its trigger's settings or what is wrong with them.
public struct TriggeredShortcut: Sendable {
    public var shortcut: Shortcut
    /// The settings, or nil when the shortcut has problems (`problems`).
    public var settings: TriggerSettings?
    /// The shortcut's problems (its trigger's among them), each with its place.
    public var problems: [String]
    /// The file's text, so that a reload can tell a changed file.
    public var text: String
}

extension Assembly {
    /// The zone schedules are read in unless a trigger names its own: the configured one, else
    /// the system's.
    public var timeZone: TimeZone { configuration.timeZone ?? .current }

    /// Every shortcut with a trigger, the shipped ones and the person's own, read and validated.
    public func triggeredShortcuts() -> [TriggeredShortcut] {
        shortcutsToSchedule().triggered
    }

    /// `triggeredShortcuts()`, and the problems of each shortcut file that could not be read at
    /// all (not YAML, too large, too deep), whose trigger, if any, cannot be known — by id.
    public func shortcutsToSchedule() -> (triggered: [TriggeredShortcut], unreadable: [String: [String]]) {
        let files = ShortcutSources(configuration).files
        let library = ShortcutLibrary(files: files, catalog: shortcutCatalog)
        let texts = Dictionary(files.map { ($0.id, $0.text) }, uniquingKeysWith: { first, _ in first })
        var unreadable: [String: [String]] = [:]
        for id in library.ids where library.all[id] == nil { unreadable[id] = (library.problems[id] ?? []).map(\.description) }
        let triggered = library.all.keys.sorted().compactMap { id -> TriggeredShortcut? in
            guard let shortcut = library.all[id], let trigger = shortcut.trigger else { return nil }
            let problems = (library.problems[id] ?? []).map(\.description)
            var settings: TriggerSettings?
            if problems.isEmpty, library.runnable[id] != nil, case .success(let read) = trigger.settings(defaultZone: timeZone) { settings = read }
            return TriggeredShortcut(shortcut: shortcut, settings: settings, problems: problems, text: texts[id] ?? "")
        }
        return (triggered, unreadable)
    }

    /// Every shortcut file's path and modification time, to notice a change without reading them.
    public func shortcutFileStamps() -> [String: Date] {
        var stamps: [String: Date] = [:]
        let folder = configuration.ownShortcutsFolder
        guard FilePath.kind(of: folder) == .folder else { return stamps }
        for path in FilePath.files(under: folder) where path.hasSuffix(".yaml") {
            stamps[path] = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date ?? .distantPast
        }
        return stamps
    }
}
