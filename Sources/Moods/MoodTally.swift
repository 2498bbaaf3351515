/// Moods counted by title, most frequent first; equal counts are grouped (ties), and within a
/// group the mood logged most recently comes first. Pure.
struct MoodTally: Equatable {
    struct Entry: Equatable {
        var title: String
        var emoji: String
        var count: Int
    }

    /// Every title's count, most frequent first.
    let ranked: [Entry]
    /// How many moods were counted.
    let total: Int

    /// `moods` oldest first (as `MoodStore` returns them).
    init(_ moods: [Mood]) {
        var counts: [String: (count: Int, emoji: String, last: Int)] = [:]
        for (index, mood) in moods.enumerated() {
            let entry = counts[mood.title] ?? (0, mood.emoji, index)
            counts[mood.title] = (entry.count + 1, mood.emoji, index)
        }
        ranked = counts.sorted { $0.value.count != $1.value.count ? $0.value.count > $1.value.count : $0.value.last > $1.value.last }
            .map { Entry(title: $0.key, emoji: $0.value.emoji, count: $0.value.count) }
        total = moods.count
    }

    /// The ranked moods in groups of equal count, most frequent first.
    var groups: [[Entry]] {
        var groups: [[Entry]] = []
        for entry in ranked {
            if let last = groups.last?.last, last.count == entry.count { groups[groups.count - 1].append(entry) } else { groups.append([entry]) }
        }
        return groups
    }

    /// The most frequent moods, said for reading aloud, naming at most `limit` of them: "😰
    /// anxious 5 times, 😴 tired and 😊 happy, twice each". A tie is named as one ("twice
    /// each"); a tie too big to name is said as a number ("4 moods twice each").
    func mostFrequent(limit: Int = 3) -> String {
        var parts: [String] = []
        var named = 0
        var saysEach = false
        for group in groups {
            guard named < limit else { break }
            let times = MoodWording.times(group[0].count)
            if group.count == 1 {
                parts.append("\(group[0].emoji) \(group[0].title) \(times)")
                named += 1
            } else if named + group.count <= limit {
                parts.append(MoodWording.list(group.map { "\($0.emoji) \($0.title)" }) + ", \(times) each")
                named += group.count
                saysEach = true
            } else if named == 0 {
                let shown = group.prefix(limit).map { "\($0.emoji) \($0.title)" }
                parts.append("\(group.count) moods tied at \(times) each, among them " + MoodWording.list(Array(shown)))
                named = limit
                saysEach = true
            } else {
                break
            }
        }
        // "a, b and c" would blur into a tie's own "and": a tie is set apart with "; then".
        return parts.count > 1 && saysEach
            ? parts.dropLast().joined(separator: "; ") + "; then " + (parts.last ?? "")
            : MoodWording.list(parts)
    }
}
