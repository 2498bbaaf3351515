import HarkDomain

extension Domain {
    /// Undo and redo of any change made through Hark: "undo", "take that back", "redo". The
    /// log they read is every database's (`ChangeLog` in HarkStore); each domain's stores write to it.
    public static let undo = Domain(
        name: "undo", schemas: [], intents: [UndoChange.self, RedoChange.self],
        phraseFiles: ["undo.yaml"], services: [.made { ChangeHistory(database: $0) }])
}
