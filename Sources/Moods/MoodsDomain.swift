import HarkDomain

extension Domain {
    /// Moods: "add a happy mood", "how have I been feeling this week", "show my moods today",
    /// "delete my last mood", "what was my most common mood".
    public static let moods = Domain(
        name: "moods", schemas: [MoodsSchema.self], intents: [AddMood.self, MoodHistory.self, ListMoods.self, MoodCount.self, MostCommonMood.self,
                                                     DeleteMood.self, EditMood.self],
        phraseFiles: ["moods.yaml"], services: [.made { MoodStore(database: $0) }])
}
