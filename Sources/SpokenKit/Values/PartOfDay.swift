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

/// A day said but not yet placed in time (placing costs time-zone work, done only for the
/// readings wanted): a spoken day, or the day of a moment a whole number of days from now.
enum DayAnchor {
    case spoken(SpokenDay)
    case fromNow(SpokenDuration, sign: Double)
    case placed(Date)
}

extension SpokenPlacer {
    /// The start of the day an anchor names.
    func start(_ anchor: DayAnchor) -> Date? {
        switch anchor {
        case .spoken(let day): return place(day)
        case .fromNow(let duration, let sign): return clock.adding(duration, to: context.now, sign: sign).flatMap { day(0, from: $0) }
        case .placed(let date): return date
        }
    }
}

extension SpokenReader {
    /// Parts of a day: "tonight", "this morning", "last night", "tomorrow afternoon", "friday
    /// evening", "tomorrow in the morning", "saturday at night", "in two days in the evening",
    /// "the morning of christmas", "in the morning" (the next one).
    func dayParts(_ index: Int, _ placer: SpokenPlacer) -> [(end: Int, day: DayAnchor, part: PartOfDay)] {
        guard ahead(index, .partOfDay) else { return [] }   // each holds one
        var result: [(end: Int, day: DayAnchor, part: PartOfDay)] = []
        if word(index) == "tonight" { result.append((index + 1, .spoken(.offset(0)), .night)) }
        if word(index) == "this", let part = partOfDay(index + 1) { result.append((index + 2, .spoken(.offset(0)), part)) }
        if word(index) == "last", word(index + 1) == "night" { result.append((index + 2, .spoken(.offset(-1)), .night)) }
        // "in the morning", "at night": the next one (looking back, the last one), today's while it lasts.
        if let end = after(index, ["in", "the"]), let part = partOfDay(end), part != .night, let day = placer.nextDay(with: part) {
            result.append((end + 1, .placed(day), part))
        }
        if let end = after(index, ["at", "night"]), let day = placer.nextDay(with: .night) { result.append((end, .placed(day), .night)) }
        // "the morning of christmas"
        if word(index) == "the", let part = partOfDay(index + 1), word(index + 2) == "of" {
            for anchor in dayAnchors(index + 3) { result.append((anchor.end, anchor.day, part)) }
        }
        for anchor in dayAnchors(index) {
            if let part = partOfDay(anchor.end) { result.append((anchor.end + 1, anchor.day, part)) }
            if let end = after(anchor.end, ["in", "the"]), let part = partOfDay(end), part != .night {
                result.append((end + 1, anchor.day, part))
            }
            if let end = after(anchor.end, ["at", "night"]) { result.append((end, anchor.day, .night)) }
        }
        return result
    }

    /// Every day that starts at `index`: a day ("friday", "christmas") or a whole number of days,
    /// weeks, months or years from now ("in 4 days", "3 weeks from now", "two days ago").
    func dayAnchors(_ index: Int) -> [(end: Int, day: DayAnchor)] { kept.anchors.readings(index, readDayAnchors) }

    private func readDayAnchors(_ index: Int) -> [(end: Int, day: DayAnchor)] {
        days(index).map { ($0.end, DayAnchor.spoken($0.value)) } + fromNow(index).filter { $0.isDays }.map { ($0.end, .fromNow($0.duration, sign: $0.sign)) }
    }

    /// Lengths of time from now: "in 20 minutes", "3 days from now", "two weeks ago", "3 days
    /// later"; with whether they are a whole number of days or longer units.
    func fromNow(_ index: Int) -> [(end: Int, duration: SpokenDuration, sign: Double, isDays: Bool)] {
        var result: [(end: Int, duration: SpokenDuration, sign: Double, isDays: Bool)] = []
        func isDays(_ duration: SpokenDuration) -> Bool {
            duration.seconds == 0 && [duration.days, duration.weeks, duration.months, duration.years].allSatisfy { $0 == $0.rounded() }
        }
        if word(index) == "in" || word(index) == "within" {
            for duration in durations(index + 1) { result.append((duration.end, duration.value, 1, isDays(duration.value))) }
        }
        for duration in durations(index) {
            if word(duration.end) == "ago" { result.append((duration.end + 1, duration.value, -1, isDays(duration.value))) }
            if let later = after(duration.end, ["from", "now"]) ?? after(duration.end, ["later"]) ?? after(duration.end, ["hence"]) {
                result.append((later, duration.value, 1, isDays(duration.value)))
            }
        }
        return result
    }
}
