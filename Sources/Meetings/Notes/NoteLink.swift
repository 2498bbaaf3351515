import CivilTime
import Foundation
import GRDB
import HarkStore

/// Which meeting a note is about, from its title: a meeting on the note's day (the date written
/// in its title as `2026-11-19`, else the day it was written) whose title's words all stand in
/// the note's title ("Design review notes", "Notes from my 1:1 with Priya" for "1:1 Priya"). The
/// meeting with the longest such title wins; a meeting title of a single short word (under four
/// letters) links nothing.
enum NoteLink {
    static func meeting(forTitle title: String, writtenAt written: Date, calendar: Calendar, in db: Database) throws -> (id: Int64, start: Date)? {
        let noteWords = Set(TitleWords.words(title))
        guard !noteWords.isEmpty else { return nil }
        var day = calendar.startOfDay(for: written)
        if let match = WordsOfDigits.firstISODay(in: title), let written = CivilDay(isoText: match),
           let date = calendar.date(from: DateComponents(year: written.year, month: written.month, day: written.day)) {
            day = date
        }
        guard let end = calendar.date(byAdding: .day, value: 1, to: day) else { return nil }
        let longest = try Double.fetchOne(db.cachedStatement(sql: "SELECT seconds FROM meeting_longest")) ?? 0
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT id, title, start FROM meeting WHERE start >= ? AND start < ? AND "end" > ? ORDER BY start
            """), arguments: [StoredDate.text(day.addingTimeInterval(-longest - 1)), StoredDate.text(end), StoredDate.text(day)])
        var best: (id: Int64, start: Date, words: Int)?
        for row in rows {
            let words = TitleWords.words(row["title"]).filter { !["with", "and", "the", "a", "of"].contains($0) }
            guard !words.isEmpty, words.count > 1 || words[0].count >= 4, words.allSatisfy(noteWords.contains) else { continue }
            if words.count > (best?.words ?? 0), let start = (row["start"] as String?).flatMap(StoredDate.date) { best = (row["id"], start, words.count) }
        }
        return best.map { ($0.id, $0.start) }
    }
}
