import HarkDomain

extension Domain {
    /// The memory graph: "remember that …", "what do I know about …", "focus on work".
    public static let memory = Domain(
        name: "memory", schemas: [MemorySchema.self], intents: [
            StoreMemory.self, QueryMemory.self, SummarizeTopic.self, ShowConnections.self, ShowMemory.self, ListMemories.self,
            DailyReview.self, MemoryStats.self, MemoryOfTheDay.self, ForgetMemory.self, ExportMemories.self, ImportMemories.self,
            SetFocus.self, ClearFocus.self, CurrentFocus.self,
        ],
        phraseFiles: ["memory.yaml"],
        services: [.made { MemoryStore(database: $0) }, .made { _ in MemorySummarizer(ExtractiveSummarizer()) }])
}
