import Foundation
import SpokenKit

/// PARA (Tiago Forte): where a note belongs.
public enum ParaCategory: String, Sendable, CaseIterable, Encodable {
    /// Work with a goal and an end: deadlines, dates, steps.
    case project
    /// An ongoing responsibility kept up over time: routines, standards.
    case area
    /// Reference material: recipes, how-tos, lists, notes on a topic.
    case resource
    /// Finished, cancelled or stale.
    case archive
}

/// Sorts a note into a PARA category with a confidence and a one-line reason, by documented
/// word rules (Docs/meetings.md): each category gathers points from the clues in the title and
/// body, and the most points win. Pure: the moment and calendar (for dates) are inputs.
public enum ParaClassifier {
    public struct Result: Sendable, Equatable {
        public var category: ParaCategory
        /// 0…1: the winner's share of all points (a note with no clue is a resource at 0.4).
        public var confidence: Double
        public var reason: String
        /// Under this, the answer says the category is a guess.
        public static let sure = 0.5
    }

    struct Clue {
        var words: [String]
        var points: Double
        var reason: String
        /// Each word's UTF-8 bytes, made once.
        var bytes: [[UInt8]]

        init(words: [String], points: Double, reason: String) {
            (self.words, self.points, self.reason) = (words, points, reason)
            bytes = words.map { Array($0.utf8) }
        }
    }

    static let clues: [ParaCategory: [Clue]] = [
        .archive: [
            Clue(words: ["done", "completed", "finished", "closed", "cancelled", "canceled", "no longer", "outdated", "replaced", "retired",
                         "shut down", "used to", "years ago", "last year", "ended", "for reference only", "deleted", "received", "moved out", "refunds"],
                 points: 2, reason: "it says it is finished or no longer current"),
            Clue(words: ["old ", "past ", "previous ", "former ", "done:", "completed:"], points: 2, reason: "its title calls it old or done"),
        ],
        .project: [
            Clue(words: ["deadline", "due ", "due to", "by the end", "before ", "by ", "milestone", "submit", "launch", "ship ", "race day", "appointment"],
                 points: 2, reason: "it has a deadline"),
            Clue(words: ["tasks", "steps", "book the", "schedule the", "draft", "finish", "prepare", "plan ", "planning", "send ", "sign ", "file ", "buy ",
                         "confirm", "pick ", "post the", "make an offer", "get three", "gather"], points: 1, reason: "it lists steps towards an outcome"),
        ],
        .area: [
            Clue(words: ["every ", "each ", "weekly", "monthly", "daily", "a week", "a day", "a month", "twice", "quarterly", "yearly", "regular", "ongoing",
                         "routine", "on sundays", "on mondays", "on thursday"], points: 2, reason: "it is kept up over time"),
            Clue(words: ["keep ", "maintain", "responsible", "own the", "track ", "remember ", "limit ", "respond"], points: 1.5, reason: "it is a standard to keep"),
        ],
        .resource: [
            Clue(words: ["recipe", "notes", "cheat sheet", "commands", "quotes", "phrases", "ideas", "article", "book notes", "recommendations", "settings",
                         "principles", "shortcuts", "how ", "works", "bank", "to try", "knots", "key ideas", "reference"], points: 2, reason: "it is reference material"),
        ],
    ]

    /// How much of a note's text its category is read from.
    public static let sampleLength = 20_000

    public static func categorize(title: String, body: String, context: SpokenContext) -> Result {
        // A note says what it is near its start: its title and first `sampleLength` characters decide.
        let body = String(body.prefix(sampleLength))
        let text = " " + (title + ". " + body).lowercased() + " "
        let heading = " " + title.lowercased() + " "
        var points: [ParaCategory: Double] = [:], reasons: [ParaCategory: String] = [:]
        // The clues are looked for as bytes: a clue is lower-case text, and a note's text is
        // lower-cased first, so this finds what `contains` would, many times faster than
        // Foundation's search over UTF-16.
        let textBytes = Array(text.utf8), headingBytes = Array(heading.utf8)
        for (category, list) in clues {
            for clue in list {
                let inTitle = category == .archive && clue.points == 2 && clue.reason.hasPrefix("its title")
                let found = zip(clue.words, clue.bytes).filter { word, bytes in
                    inTitle ? Self.holds(headingBytes, " " + word) : ByteSearch.firstOffset(of: bytes, in: textBytes) != nil
                }.count
                guard found > 0 else { continue }
                points[category, default: 0] += clue.points * Double(min(found, 3))
                if reasons[category] == nil { reasons[category] = clue.reason }
            }
        }
        // Dates: a future one is a deadline; a year before this one says it is past.
        let year = context.calendar.component(.year, from: context.now)
        if SpokenValues.dates(in: title + ". " + body, context: context).contains(where: { $0.value.date > context.now }) {
            points[.project, default: 0] += 1.5
            if reasons[.project] == nil { reasons[.project] = "it has a date ahead" }
        }
        if let past = WordsOfDigits.firstYear(in: text), past < year {
            points[.archive, default: 0] += 2
            if reasons[.archive] == nil { reasons[.archive] = "it belongs to \(past)" }
        }
        let total = points.values.reduce(0, +)
        guard total > 0, let best = points.max(by: { ($0.value, $0.key.order) < ($1.value, $1.key.order) }) else {
            return Result(category: .resource, confidence: 0.4, reason: "nothing in it points elsewhere, so it is kept as reference")
        }
        return Result(category: best.key, confidence: (best.value / total * 100).rounded() / 100, reason: reasons[best.key] ?? "")
    }
}

extension ParaClassifier {
    /// Whether `bytes` hold the UTF-8 bytes of `word` anywhere.
    static func holds(_ bytes: [UInt8], _ word: String) -> Bool {
        ByteSearch.firstOffset(of: Array(word.utf8), in: bytes) != nil
    }
}

extension ParaCategory {
    /// Which wins a tie: archive, then project, area, resource.
    var order: Int {
        switch self {
        case .archive: 3
        case .project: 2
        case .area: 1
        case .resource: 0
        }
    }
}
