import HarkDomain

extension Domain {
    /// Meetings: imported from calendars (`hark meetings import`), listed (`hark meetings list`).
    public static let meetings = Domain(name: "meetings", schemas: [MeetingsSchema.self], intents: [], phraseFiles: [],
                                        services: [.made { MeetingStore(database: $0) }])
}
