import ShortcutKit

/// A triggered shortcut as the scheduler holds it: its id, its trigger's settings, and a
/// fingerprint of what it was read from, so that a reload can tell a changed one.
public struct ScheduledJob: Sendable {
    public var id: String
    public var settings: TriggerSettings
    public var fingerprint: String

    public init(id: String, settings: TriggerSettings, fingerprint: String) {
        self.id = id
        self.settings = settings
        self.fingerprint = fingerprint
    }
}
