import CivilTime
import Foundation

/// A part of the day: the hour it stands for when a moment is meant ("tomorrow morning" is
/// 09:00, as dateparser reads it) and the hours it spans when a range is meant (06–12).
enum PartOfDay: Hashable {
    case morning, afternoon, evening, night

    static let names: [String: PartOfDay] = ["morning": .morning, "afternoon": .afternoon, "evening": .evening, "night": .night]

    /// The hour a moment in this part of the day is taken to be.
    var hour: Int {
        switch self {
        case .morning: 9
        case .afternoon: 15
        case .evening: 18
        case .night: 20
        }
    }

    /// The hours the part spans from its day's midnight; the night runs on to 06:00 the next morning.
    var hours: (start: Int, end: Int) {
        switch self {
        case .morning: (6, 12)
        case .afternoon: (12, 18)
        case .evening: (18, 24)
        case .night: (18, 30)
        }
    }

    /// An hour said in this part of the day, on the 24-hour clock counted from the day's
    /// midnight (past 23 is the next day): "at 8" in the evening is 20, "at 1" at night is 25.
    func hour(of time: SpokenTime) -> Int {
        if time.isSettled { return self == .night && time.hour < 6 ? time.hour + 24 : time.hour }
        switch self {
        case .morning: return time.hour % 12
        case .afternoon: return time.hour == 12 ? 12 : time.hour % 12 + 12
        case .evening: return time.hour % 12 + 12
        case .night: return time.hour >= 5 && time.hour < 12 ? time.hour + 12 : time.hour % 12 + 24
        }
    }
}

extension SpokenReader {
    /// Parts of a day: "tonight", "this morning", "last night", "tomorrow afternoon", "friday
    /// evening", "tomorrow in the morning", "saturday at night", "in two days in the evening";
    /// with the start of the day they are on.
    func dayParts(_ index: Int, _ placer: SpokenPlacer) -> [(end: Int, day: Date, part: PartOfDay)] {
        var result: [(end: Int, day: Date, part: PartOfDay)] = []
        if word(index) == "tonight" { result.append((index + 1, placer.today, .night)) }
        if word(index) == "this", let part = word(index + 1).flatMap({ PartOfDay.names[$0] }) {
            result.append((index + 2, placer.today, part))
        }
        if word(index) == "last", word(index + 1) == "night", let yesterday = placer.day(-1, from: placer.today) {
            result.append((index + 2, yesterday, .night))
        }
        for anchor in dayStarts(index, placer) {
            if let part = word(anchor.end).flatMap({ PartOfDay.names[$0] }) { result.append((anchor.end + 1, anchor.day, part)) }
            if let end = after(anchor.end, ["in", "the"]), let part = word(end).flatMap({ PartOfDay.names[$0] }), part != .night {
                result.append((end + 1, anchor.day, part))
            }
            if let end = after(anchor.end, ["at", "night"]) { result.append((end, anchor.day, .night)) }
        }
        return result
    }

    /// The start of every day that starts at `index`: a day ("friday", "christmas") or a
    /// number of days, weeks, months or years from now ("in 4 days", "3 weeks from now",
    /// "two days ago").
    func dayStarts(_ index: Int, _ placer: SpokenPlacer) -> [(end: Int, day: Date)] {
        var result: [(end: Int, day: Date)] = []
        for day in days(index) {
            if let start = placer.place(day.value) { result.append((day.end, start)) }
        }
        for relative in relativeDays(index, placer) {
            if let start = placer.day(0, from: relative.date) { result.append((relative.end, start)) }
        }
        return result
    }

    /// Moments a whole number of days, weeks, months or years from now: "in 4 days", "3 days
    /// from now", "in a week", "two weeks ago", "3 days later".
    func relativeDays(_ index: Int, _ placer: SpokenPlacer) -> [(end: Int, date: Date)] {
        relativeMoments(index, placer).filter { $0.isDays }.map { ($0.end, $0.date) }
    }

    /// Moments relative to now, with whether they are a whole number of days or longer units.
    func relativeMoments(_ index: Int, _ placer: SpokenPlacer) -> [(end: Int, date: Date, grain: SpokenGrain, isDays: Bool)] {
        var result: [(end: Int, date: Date, grain: SpokenGrain, isDays: Bool)] = []
        let now = placer.context.now
        func isDays(_ duration: SpokenDuration) -> Bool {
            duration.seconds == 0 && [duration.days, duration.weeks, duration.months, duration.years].allSatisfy { $0 == $0.rounded() }
        }
        if word(index) == "in" || word(index) == "within" {
            for duration in durations(index + 1) {
                if let date = placer.clock.adding(duration.value, to: now) {
                    result.append((duration.end, date, grain(of: duration.value), isDays(duration.value)))
                }
            }
        }
        for duration in durations(index) {
            if word(duration.end) == "ago", let date = placer.clock.adding(duration.value, to: now, sign: -1) {
                result.append((duration.end + 1, date, grain(of: duration.value), isDays(duration.value)))
            }
            let later = after(duration.end, ["from", "now"]) ?? after(duration.end, ["later"]) ?? after(duration.end, ["hence"])
            if let later, let date = placer.clock.adding(duration.value, to: now) {
                result.append((later, date, grain(of: duration.value), isDays(duration.value)))
            }
        }
        return result
    }
}
