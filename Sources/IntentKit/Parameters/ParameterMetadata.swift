import SpokenKit

/// What a parameter's declaration says about it.
public struct ParameterMetadata: Sendable {
    public var title: String
    public var description: String
    public var inclusiveRange: ClosedRange<Double>?
    public var requestValueDialog: String?
    /// Which way open date references point for this parameter.
    public var dates: SpokenContext.Direction = .future
}
