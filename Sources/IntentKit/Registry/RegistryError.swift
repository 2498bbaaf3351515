/// A registry that cannot be built.
public struct RegistryError: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
