/// The topics that keep coming up in meetings: words that come back in their titles (in at least
/// two of them), leaving out words that say nothing about a topic ("meeting", "weekly", "sync")
/// and the names of the people in them.
enum MeetingTopics {
    static let plain: Set<String> = ["meeting", "meetings", "call", "sync", "chat", "with", "and", "the", "for", "about", "on", "of", "a", "an", "to", "in",
                                     "weekly", "daily", "monthly", "1", "1:1", "one", "review", "catch", "up", "check", "re", "part", "topic", "fw", "fwd"]

    static func recurring(in meetings: [Meeting], leavingOut names: Set<String>, limit: Int = 3) -> [String] {
        var counts: [String: Int] = [:]
        for meeting in meetings {
            for word in Set(TitleWords.words(meeting.title)) where word.count > 2 && !plain.contains(word) && !names.contains(word) && Int(word) == nil {
                counts[word, default: 0] += 1
            }
        }
        return counts.filter { $0.value >= 2 }.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(limit).map(\.key)
    }
}
