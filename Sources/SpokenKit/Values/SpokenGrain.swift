import Foundation

/// How precisely a spoken date was given.
public enum SpokenGrain: String, Sendable, Comparable {
    case second, minute, hour, day, week, month, year

    var order: Int {
        switch self {
        case .second: 0
        case .minute: 1
        case .hour: 2
        case .day: 3
        case .week: 4
        case .month: 5
        case .year: 6
        }
    }

    public static func < (lhs: SpokenGrain, rhs: SpokenGrain) -> Bool { lhs.order < rhs.order }
}
