import Foundation
import Scheduling

/// One row of the run log.
public struct RunEntry: Sendable, Equatable {
    public var id: Int64
    public var shortcut: String
    public var scheduled: Date
    public var started: Date?
    public var ended: Date?
    public var status: RunStatus
    public var said: [String]
    public var error: String?
}
