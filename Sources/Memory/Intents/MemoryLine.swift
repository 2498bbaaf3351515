import Foundation
import SpokenKit

/// How a memory reads in a list: "• yesterday at 9:14 idea: a podcast about local-first… #ideas (#12)".
enum MemoryLine {
    /// `time`: the clock time alone (for a list of one day), else the moment relative to now.
    static func line(_ memory: MemoryItem, timeOnly: Bool, now: Date, calendar: Calendar) -> String {
        let time = timeOnly ? Saying.clockTime(memory.createdAt, calendar: calendar) : Saying.moment(memory.createdAt, now: now, calendar: calendar)
        let kind = memory.type == .note ? "" : memory.type.rawValue + ": "
        let written = Set(Hashtags.tags(in: memory.content).map { $0.lowercased() })
        let tags = memory.tags.filter { !written.contains($0.lowercased()) }.map { " #" + $0 }.joined()
        return "• \(time) \(kind)\(MemoryEntity.preview(memory.content))\(tags) (#\(memory.id))"
    }
}
