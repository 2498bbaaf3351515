import Foundation

/// A spoken date: the instant it names and how precisely ("tomorrow" is a day: its start).
public struct SpokenDate: Sendable, Hashable {
    public var date: Date
    public var grain: SpokenGrain
}
