import SpokenKit

/// What a parameter's declaration says about it.
public struct ParameterMetadata: Sendable {
    public var title: String
    public var description: String
    public var inclusiveRange: ClosedRange<Double>?
    public var requestValueDialog: String?
    /// Which way open date references point for this parameter.
    public var dates: SpokenContext.Direction = .future
    /// How text said for it is tidied and recognised (text parameters only).
    public var cleaner: TextCleaner? = nil
    /// A value a person might say for it ("happy"), for example sentences.
    public var example: String? = nil
}
