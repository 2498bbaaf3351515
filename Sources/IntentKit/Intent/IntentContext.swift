import Foundation

/// What an intent runs with: the time and calendar (so that "today" is testable), a way to ask
/// the person, and the services (stores) the program registered.
public struct IntentContext: Sendable {
    /// The moment the request was made.
    public var now: Date
    /// The calendar and time zone "today" and "this week" are read in.
    public var calendar: Calendar
    /// Asks the person for a value, a choice or a confirmation.
    public var asker: any Asker
    private var services: [ObjectIdentifier: any Sendable]

    public init(now: Date = Date(), calendar: Calendar = .current, asker: any Asker = NoTerminal()) {
        self.now = now
        self.calendar = calendar
        self.asker = asker
        self.services = [:]
    }

    /// Registers a service (a store, a client) that intents can look up by type.
    public mutating func register<Service: Sendable>(_ service: Service) {
        services[ObjectIdentifier(Service.self)] = service
    }

    /// The service of that type; throws a conversational error when the program did not register one.
    public func service<Service: Sendable>(_ type: Service.Type = Service.self) throws -> Service {
        guard let service = services[ObjectIdentifier(Service.self)] as? Service else {
            throw IntentFailure("Hark is not set up to do that: \(Service.self) is missing.")
        }
        return service
    }
}
