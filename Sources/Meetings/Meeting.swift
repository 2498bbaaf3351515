import CivilTime
import Foundation

/// A meeting: from a calendar, typed, or made by a shortcut.
public struct Meeting: Sendable, Equatable {
    public struct Attendee: Sendable, Equatable {
        public var name: String
        public var email: String?
        public init(name: String, email: String?) {
            self.name = name
            self.email = email
        }
    }

    public enum Source: String, Sendable { case typed, ics, shortcut }

    public var id: Int64
    /// The calendar's UID (a typed meeting gets one), and for an occurrence of a recurring event
    /// its original start: together they make re-importing a file update rather than add.
    public var uid: String
    public var recurrence: String
    public var title: String
    public var start: Date
    public var end: Date
    public var allDay: Bool
    /// An all-day meeting's days (inclusive); for others, the days of its start and end in its zone.
    public var firstDay: CivilDay
    public var lastDay: CivilDay
    /// The zone its times were written in.
    public var zone: String
    public var location: String
    public var purpose: String
    public var outcomes: String
    public var notes: String
    public var organizer: Attendee?
    public var attendees: [Attendee]
    public var source: Source
    /// Action items found in its text when it was read (kept in `action_item`, not read back here).
    public var foundActionItems: [ActionItemExtractor.Item] = []

    public init(id: Int64, uid: String, recurrence: String, title: String, start: Date, end: Date, allDay: Bool, firstDay: CivilDay, lastDay: CivilDay,
                zone: String, location: String, purpose: String, outcomes: String, notes: String, organizer: Attendee?, attendees: [Attendee], source: Source) {
        (self.id, self.uid, self.recurrence, self.title, self.start, self.end, self.allDay) = (id, uid, recurrence, title, start, end, allDay)
        (self.firstDay, self.lastDay, self.zone, self.location, self.purpose, self.outcomes, self.notes) = (firstDay, lastDay, zone, location, purpose, outcomes, notes)
        (self.organizer, self.attendees, self.source) = (organizer, attendees, source)
    }
}
