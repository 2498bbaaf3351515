import HarkValue

/// Why a value could not be used for a parameter, in words.
public struct ParameterValueError: Error, Sendable, Equatable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}
