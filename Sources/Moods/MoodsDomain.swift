import HarkDomain

extension Domain {
    /// Moods: "add a happy mood", "how have I been feeling this week".
    public static let moods = Domain(
        name: "moods", schemas: [MoodsSchema.self], intents: [AddMood.self, MoodHistory.self],
        phraseFiles: ["moods.yaml"], services: [.made { MoodStore(database: $0) }])
}
