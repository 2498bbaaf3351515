import Foundation
import SpokenKit

/// How a memory reads in a list: "• yesterday at 9:14 idea: a podcast about local-first… #ideas (#12)".
enum MemoryLine {
    /// `time`: the clock time alone (for a list of one day), else the moment relative to now.
    static func line(_ memory: MemoryItem, timeOnly: Bool, now: Date, calendar: Calendar) -> String {
        let time = timeOnly ? Saying.clockTime(memory.createdAt, calendar: calendar) : Saying.moment(memory.createdAt, now: now, calendar: calendar)
        let kind = memory.type == .note ? "" : memory.type.rawValue + ": "
        return "• \(time) \(kind)\(MemoryEntity.preview(memory.content))\(tagsNotWritten(memory)) (#\(memory.id))"
    }

    /// The memory's tags that its text does not already show as #tags: " #home #ideas".
    static func tagsNotWritten(_ memory: MemoryItem) -> String {
        let written = Set(Hashtags.tags(in: memory.content).map { $0.lowercased() })
        return memory.tags.filter { !written.contains($0.lowercased()) }.map { " #" + $0 }.joined()
    }
}
