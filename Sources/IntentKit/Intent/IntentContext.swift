import Foundation
import SpokenKit

/// What an intent runs with: the time and calendar (so that "today" is testable), a way to ask
/// the person, and the services (stores) the program registered.
public struct IntentContext: Sendable {
    /// The moment the request was made.
    public var now: Date
    /// The calendar and time zone "today" and "this week" are read in (made on first use: an
    /// intent that needs no calendar doesn't pay for reading the time zone).
    public var calendar: Calendar {
        get { calendarSource.value }
        set { calendarSource = Lazy { newValue } }
    }
    private var calendarSource: Lazy<Calendar>
    /// How "3/4" is read in dates said to intents (nil: from the calendar's locale). A runtime
    /// that finds where dates end in sentences must use the same order.
    public var dayMonthOrder: SpokenContext.DayMonthOrder?
    /// Whose holidays "thanksgiving" and "mother's day" are (an ISO 3166 region code; nil: the
    /// calendar locale's region, else the United States).
    public var country: String?
    /// Asks the person for a value, a choice or a confirmation.
    public var asker: any Asker
    /// Shows how far long work has gone (nil: nobody is watching).
    public var progress: (any ProgressReporter)?
    private var services: [ObjectIdentifier: any Sendable]

    public init(now: Date = Date(), calendar: Calendar = .current, asker: any Asker = NoTerminal()) {
        self.init(now: now, makingCalendar: { calendar }, asker: asker)
    }

    /// A context whose calendar is made by `makeCalendar` when an intent first asks for it.
    public init(now: Date = Date(), makingCalendar makeCalendar: @escaping @Sendable () -> Calendar, asker: any Asker = NoTerminal()) {
        self.now = now
        self.calendarSource = Lazy(makeCalendar)
        self.asker = asker
        self.services = [:]
    }

    /// Registers a service (a store, a client) that intents can look up by its type (the type
    /// the value has, also when it is passed as `any Sendable`).
    public mutating func register(_ service: any Sendable) {
        services[ObjectIdentifier(type(of: service))] = service
    }

    /// Whether a service of that type is registered.
    public func hasService(_ type: any Sendable.Type) -> Bool {
        services[ObjectIdentifier(type)] != nil
    }

    /// The service of that type. Programs put together from domains check every intent's
    /// `requiredServices` up front; a context made by hand without one answers in words.
    public func service<Service: Sendable>(_ type: Service.Type = Service.self) throws -> Service {
        guard let service = services[ObjectIdentifier(Service.self)] as? Service else {
            throw IntentFailure("Hark is not set up to do that: \(Service.self) is missing.")
        }
        return service
    }
}
