import HarkDomain

extension Domain {
    /// Meetings: imported from calendars (`hark meetings import`), listed, asked about ("what does
    /// my day look like", "meetings with jordan this month") and added.
    public static let meetings = Domain(name: "meetings", schemas: [MeetingsSchema.self], intents: [TodaySchedule.self, QueryMeetings.self, AddMeeting.self, ListActionItems.self, CompleteActionItem.self],
                                        phraseFiles: ["meetings.yaml"], services: [.made { MeetingStore(database: $0) }])
}
