import Foundation

/// A spoken span of time, half-open: `[start, end)`. "All time" is unbounded.
public struct SpokenRange: Sendable, Hashable {
    /// Nil for "all time".
    public var interval: DateInterval?
    public var grain: SpokenGrain

    public var isAllTime: Bool { interval == nil }
}
