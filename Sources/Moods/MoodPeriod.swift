import Foundation
import IntentKit

/// The spans of time mood history can be asked about (date ranges in general come later).
public enum MoodPeriod: String, AppEnum {
    case today
    case thisWeek = "this_week"
    case thisMonth = "this_month"
    case allTime = "all_time"

    public static let typeDisplayName = "Period"
    public static let caseDisplayRepresentations: [MoodPeriod: DisplayRepresentation] = [
        .today: DisplayRepresentation(title: "today", synonyms: ["so far today"]),
        .thisWeek: DisplayRepresentation(title: "this week", synonyms: ["the past week", "lately", "recently"]),
        .thisMonth: DisplayRepresentation(title: "this month", synonyms: ["the past month"]),
        .allTime: DisplayRepresentation(title: "all time", synonyms: ["ever", "overall", "in total", "so far"]),
    ]

    /// The span as a half-open interval in `calendar`, ending now; nil for all time.
    public func interval(now: Date, calendar: Calendar) -> DateInterval? {
        switch self {
        case .today: return calendar.dateInterval(of: .day, for: now)
        case .thisWeek: return calendar.dateInterval(of: .weekOfYear, for: now)
        case .thisMonth: return calendar.dateInterval(of: .month, for: now)
        case .allTime: return nil
        }
    }

    /// How the span is said in a sentence ("this week", "in all").
    var phrase: String {
        switch self {
        case .today: return "today"
        case .thisWeek: return "this week"
        case .thisMonth: return "this month"
        case .allTime: return "in all"
        }
    }
}
