// `swift run -c release meetings-benchmark DATABASE`: the meetings queries behind QueryMeetings
// and TodaySchedule over a database made by `hark meetings import` (Benchmarks/run-calendar-side-by-side.sh
// makes one): median and 90th percentile of 50 rounds each, in process.
import Foundation
import GRDB
import HarkStore
import IntentKit
import Meetings
import Memory

let arguments = CommandLine.arguments
guard arguments.count == 2, let database = try? HarkDatabase(path: arguments[1], schemas: [MemorySchema.self, MeetingsSchema.self]) else {
    FileHandle.standardError.write(Data("usage: meetings-benchmark DATABASE (made by hark meetings import)\n".utf8))
    exit(64)
}
let store = MeetingStore(database: database)
let total = (try? store.meetings(limit: 1_000_000).count) ?? 0
let now = Date(timeIntervalSince1970: 1_782_000_000)   // 2026-06-21
func time(_ name: String, _ body: () throws -> Int) {
    var samples: [Double] = [], found = 0
    for _ in 0..<50 {
        let began = ContinuousClock.now
        found = (try? body()) ?? -1
        let elapsed = ContinuousClock.now - began
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    samples.sort()
    print(String(format: "%@: median %.2f ms, p90 %.2f ms (%d meetings found)", name, samples[25], samples[45], found))
}
print("\(total) meetings")
time("with a person: last and next (QueryMeetings attendee)") { try store.lastAndNext(with: "priya", around: now).count }
time("with a person this month") { try store.meetings(with: "jordan", from: now, to: now.addingTimeInterval(30 * 86_400)).count }
time("about a topic (QueryMeetings query)") { try store.meetings(about: "topic 115").count }
time("one day (TodaySchedule)") { try store.meetings(from: now, to: now.addingTimeInterval(86_400)).count }
time("one week (QueryMeetings range)") { try store.meetings(from: now, to: now.addingTimeInterval(7 * 86_400)).count }

// MeetingBrief for a person with 500 meetings: one more person, added to 500 of the meetings.
do {
    // Written straight through GRDB: the benchmark's own HarkDatabase knows only some of the
    // schemas `hark` made, and so refuses to write.
    try DatabaseQueue(path: arguments[1]).write { db in
        try db.execute(sql: "INSERT OR IGNORE INTO person (name) VALUES ('Quinn Example')")
        try db.execute(sql: """
            INSERT INTO meeting_attendee (meetingId, position, personId, name, email)
            SELECT id, 99, (SELECT id FROM person WHERE name = 'Quinn Example'), 'Quinn Example', 'quinn@example.com'
            FROM meeting WHERE allDay = 0 AND id % (SELECT MAX(1, COUNT(*) / 500) FROM meeting) = 0 LIMIT 500
            """)
    }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    var context = IntentContext(now: now, calendar: calendar, asker: NoTerminal())
    context.register(store)
    var samples: [Double] = [], dialog = ""
    for _ in 0..<50 {
        let began = ContinuousClock.now
        // As a sentence would: the person is found by name, then briefed on.
        let brief = MeetingBrief()
        brief.person = try await PersonQuery().entities(matching: "quinn", in: context).first
        dialog = (try? await brief.perform(context).dialog) ?? "failed"
        let elapsed = ContinuousClock.now - began
        samples.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
    }
    samples.sort()
    print(String(format: "MeetingBrief, a person with 500 meetings: median %.2f ms, p90 %.2f ms", samples[25], samples[45]))
    print("  " + dialog.prefix(160))
} catch {
    print("MeetingBrief: \(error)")
}
