import HarkValue

/// Something in the person's own stores that a parameter can refer to (a meeting, a memory),
/// found through its `EntityQuery`, as App Intents' `AppEntity`.
public protocol AppEntity: ParameterValue, Identifiable where ID: LosslessStringConvertible & Sendable {
    associatedtype Query: EntityQuery where Query.Entity == Self
    static var typeDisplayName: String { get }
    static var defaultQuery: Query { get }
    var displayRepresentation: DisplayRepresentation { get }
}
