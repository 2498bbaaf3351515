/// Picks an emoji for a mood from its words (the MoodBoard notes' smart default).
public enum SmartEmoji {
    /// Words (and their forms) mapped to emoji, most specific first.
    static let table: [(words: [String], emoji: String)] = [
        (["happy", "glad", "joyful", "cheerful", "good", "great", "content"], "😊"),
        (["sad", "down", "blue", "unhappy", "upset", "low"], "😢"),
        (["excited", "thrilled", "pumped", "celebrating", "celebratory"], "🎉"),
        (["tired", "sleepy", "exhausted", "drained", "worn"], "😴"),
        (["anxious", "nervous", "worried", "stressed", "tense", "uneasy"], "😰"),
        (["calm", "relaxed", "peaceful", "serene", "chill"], "😌"),
        (["angry", "mad", "furious", "annoyed", "irritated", "frustrated"], "😠"),
        (["loved", "loving", "grateful", "thankful"], "🥰"),
        (["bored", "meh", "indifferent"], "😐"),
        (["sick", "ill", "unwell"], "🤒"),
        (["confused", "lost", "puzzled"], "😕"),
        (["proud", "confident", "strong"], "💪"),
        (["scared", "afraid", "frightened"], "😨"),
        (["focused", "productive", "motivated"], "🎯"),
    ]

    /// Shown when no word of the title is known.
    public static let fallback = "🙂"

    /// The emoji for the first word of `title` that the table knows, else `fallback`.
    public static func emoji(for title: String) -> String {
        let words = title.lowercased().split { !$0.isLetter }.map(String.init)
        for word in words {
            for entry in table where entry.words.contains(word) { return entry.emoji }
        }
        return fallback
    }
}
