import HarkDomain

extension Domain {
    /// Meetings and notes: meetings imported from calendars (`hark meetings import`), listed, asked
    /// about ("what does my day look like", "meetings with jordan this month") and added, with
    /// their action items; notes made, imported (`hark notes import`), searched and sorted (PARA).
    public static let meetings = Domain(name: "meetings", schemas: [MeetingsSchema.self], intents: [TodaySchedule.self, NextMeeting.self, QueryMeetings.self, AddMeeting.self, ListActionItems.self, CompleteActionItem.self,
                                                                                                 CreateNote.self, ListNotes.self, ShowNote.self, SearchNotes.self, CategorizeNote.self, WeeklyRecap.self, MeetingBrief.self,
                                                                                                 MeetingRecap.self, RecordOutcome.self, RelationshipSummary.self],
                                        phraseFiles: ["meetings.yaml", "notes.yaml"], services: [.made { MeetingStore(database: $0) }, .made { NoteStore(database: $0) }])
}
