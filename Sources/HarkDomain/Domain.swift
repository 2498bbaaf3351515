import HarkStore
import IntentKit

/// One area of what Hark does — moods, memories, meetings — as a single value: its tables, its
/// intents, its phrase files and the services its intents use. A program lists the domains it
/// offers in one place (`Domains.all` in HarkAssembly); nothing else names them.
///
/// ```swift
/// extension Domain {
///     public static let moods = Domain(
///         name: "moods", schemas: [MoodsSchema.self], intents: [AddMood.self, MoodHistory.self],
///         phraseFiles: ["moods.yaml"], services: [.made { MoodStore(database: $0) }])
/// }
/// ```
public struct Domain: Sendable {
    /// A short name, in lower case ("moods").
    public var name: String
    /// The domain's tables and their migrations.
    public var schemas: [any StoreSchema.Type]
    /// The intents it offers.
    public var intents: [any AppIntent.Type]
    /// Its phrase files, by name within a language's phrase folder (`Intents/en/moods.yaml`).
    public var phraseFiles: [String]
    /// The services its intents look up in their context, made over the database.
    public var services: [ServiceProvider]

    public init(name: String, schemas: [any StoreSchema.Type], intents: [any AppIntent.Type], phraseFiles: [String],
                services: [ServiceProvider]) {
        self.name = name
        self.schemas = schemas
        self.intents = intents
        self.phraseFiles = phraseFiles
        self.services = services
    }
}
