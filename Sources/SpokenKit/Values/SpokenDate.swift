import Foundation

/// A spoken date: the instant it names and how precisely ("tomorrow" is a day: its start).
public struct SpokenDate: Sendable, Hashable {
    public var date: Date
    public var grain: SpokenGrain
    /// The span the words name when a range is asked for, where it is not simply the day, hour or
    /// minute from `date` on: a part of the day ("this morning" is 06–12), "by friday" (now to the
    /// end of friday), "early next week".
    var span: DateInterval? = nil
}
