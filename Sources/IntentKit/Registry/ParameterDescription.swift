import HarkValue

/// One parameter of an intent.
public struct ParameterDescription: Sendable {
    public var name: String
    public var title: String
    public var description: String
    public var type: ParameterType
    public var isOptional: Bool
    public var defaultValue: PhraseValue?
    public var inclusiveRange: ClosedRange<Double>?
    public var requestValueDialog: String?

    /// Whether the parameter must be given (neither optional nor defaulted).
    public var isRequired: Bool { !isOptional && defaultValue == nil }
}
