import HarkDomain

extension Domain {
    /// The run log of triggered shortcuts (written by `hark daemon`, read by `hark log`).
    public static let runLog = Domain(name: "runs", schemas: [RunLogSchema.self], intents: [], phraseFiles: [],
                                      services: [.made { RunLog(database: $0) }])
}
