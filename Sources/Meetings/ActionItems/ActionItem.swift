import Foundation

/// An action item kept with a meeting: what is to be done, by whom, by when, and whether it is.
public struct ActionItem: Sendable, Equatable, Encodable {
    public var id: Int64
    public var meetingId: Int64?
    /// The meeting's title, when it has one.
    public var meeting: String?
    public var text: String
    public var owner: String?
    public var due: Date?
    public var done: Bool
}
