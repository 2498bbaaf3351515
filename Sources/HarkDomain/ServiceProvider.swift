import HarkStore

/// Makes one service (a store, a client) over Hark's database, and says its type before it is
/// made, so that a program can check that every intent's `requiredServices` are provided.
public struct ServiceProvider: Sendable {
    /// The type of service made.
    public let type: any Sendable.Type
    private let make: @Sendable (HarkDatabase) -> any Sendable

    /// A service made from the database by `make`.
    public static func made<Service: Sendable>(_ make: @escaping @Sendable (HarkDatabase) -> Service) -> ServiceProvider {
        ServiceProvider(type: Service.self, make: make)
    }

    private init(type: any Sendable.Type, make: @escaping @Sendable (HarkDatabase) -> any Sendable) {
        self.type = type
        self.make = make
    }

    /// The service, over `database`.
    public func service(over database: HarkDatabase) -> any Sendable { make(database) }
}
