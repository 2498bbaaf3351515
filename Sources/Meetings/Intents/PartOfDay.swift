import Foundation
import IntentKit
import SpokenKit

/// A part of a day a schedule question may be about: "is my afternoon clear", "am I free
/// tomorrow morning". Morning is until noon, afternoon noon to 17:00, evening 17:00 to midnight.
public enum PartOfDay: String, AppEnum, Sendable, CaseIterable {
    case morning, afternoon, evening

    public static let typeDisplayName = "Part of Day"
    public static let caseDisplayRepresentations: [PartOfDay: DisplayRepresentation] = [
        .morning: DisplayRepresentation(title: "Morning", synonyms: ["mornings", "am", "morn"]),
        .afternoon: DisplayRepresentation(title: "Afternoon", synonyms: ["afternoons", "pm", "aft", "arvo"]),
        .evening: DisplayRepresentation(title: "Evening", synonyms: ["evenings", "night", "tonight", "tonite"]),
    ]

    /// The hours it covers, from the start of the day.
    var hours: Range<Int> {
        switch self {
        case .morning: 0..<12
        case .afternoon: 12..<17
        case .evening: 17..<24
        }
    }

    /// The stretch of `day` (its start) it covers.
    func interval(of day: Date, calendar: Calendar) -> DateInterval? {
        guard let start = calendar.date(byAdding: .hour, value: hours.lowerBound, to: day),
              let end = calendar.date(byAdding: .hour, value: hours.upperBound, to: day), start < end else { return nil }
        return DateInterval(start: start, end: end)
    }

    /// "this afternoon", "tomorrow morning", "on Friday evening", "on 3 March in the afternoon",
    /// from the day's name (`TodaySchedule.dayName`).
    func named(on dayName: String) -> String {
        switch dayName {
        case "today": return self == .evening ? "tonight" : "this \(rawValue)"
        case "tomorrow", "yesterday": return "\(dayName) \(rawValue)"
        case _ where Saying.weekdays.contains(where: { dayName == "on " + $0 }): return "\(dayName) \(rawValue)"
        default: return "\(dayName) in the \(rawValue)"
        }
    }
}
