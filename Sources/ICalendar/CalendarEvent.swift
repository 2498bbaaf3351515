import CivilTime
import Foundation

/// A VEVENT as read, before its recurrence is expanded.
public struct CalendarEvent: Sendable {
    public struct Person: Sendable, Equatable {
        /// The CN parameter, if any.
        public var name: String?
        /// The address without `mailto:`, if any.
        public var email: String?
    }

    public var uid: String
    /// For an override of one occurrence (RECURRENCE-ID): the start it replaces.
    public var recurrenceID: CalendarTime?
    public var summary: String
    public var description: String
    public var location: String
    public var start: CalendarTime
    /// How long it lasts, in seconds (from DTEND or DURATION; a day for an all-day event without either).
    public var duration: Int
    public var organizer: Person?
    public var attendees: [Person]
    public var rule: RecurrenceRule?
    public var exceptions: [CalendarTime]
    public var extraDates: [CalendarTime]
    public var cancelled: Bool
    /// The line of its BEGIN:VEVENT.
    public var line: Int
}

/// One occurrence of an event: what a meeting is made from.
public struct CalendarOccurrence: Sendable {
    public var uid: String
    /// Empty for a single event; the original start (ISO 8601 in UTC, or the date for an all-day
    /// event) for an occurrence of a recurring one: with `uid`, what makes it the same on re-import.
    public var recurrenceKey: String
    public var summary: String
    public var description: String
    public var location: String
    public var start: Date
    public var end: Date
    /// An all-day event: `firstDay` to `lastDay` (inclusive) in the calendar, whatever the zone.
    public var allDay: Bool
    public var firstDay: CivilDay
    public var lastDay: CivilDay
    /// The zone its times were written in.
    public var zone: TimeZone
    public var organizer: CalendarEvent.Person?
    public var attendees: [CalendarEvent.Person]
}
